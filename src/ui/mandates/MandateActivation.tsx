'use client'

import { useEffect, useRef, useState } from 'react'

import type { TFilter } from '@/domain/forms/filters'
import {
  enachErrors,
  lookupIfsc,
  MANDATE_MESSAGES,
  type TEnachErrors,
  type TEnachField,
  upiIdError,
} from '@/domain/mandates'
import { todayInIndia } from '@/domain/policy'

import {
  apiCall,
  ChoiceField,
  Form,
  fromErrors,
  SelectField,
  SubmitButton,
  TextField,
  useForm,
} from '../forms'
import { setPageLoader } from '../shell/state'
import { PolicySummaryCard } from '../policy/PolicySummaryCard'
import { usePolicyVerification } from '../policy/usePolicyVerification'
import { formatRupees } from '@/domain/format'

export type MandateActivationProps = {
  servicesPath: string
  resendSeconds?: number
  /** Spec 9: the UPI autopay limit of this environment. */
  upiMax: number
  /** The provider's answer when the visitor comes back from the bank (`?mandate=active|failed`). */
  outcome: 'active' | 'failed' | null
}

type TMethod = 'enach' | 'upi'

const FILTERS: Partial<Record<TEnachField, TFilter>> = {
  account_holder_name: ['lettersSpacesDots', 64],
  account_number: ['digits', 18],
  confirm_account_number: ['digits', 18],
  ifsc: ['upperAlphanumeric', 11],
  micr: ['digits', 9],
}

/**
 * services/nach-mandate-activation: policy lookup → OTP → premium details → e-NACH (bank account) or UPI autopay →
 * the provider's authorisation page → back here with the outcome.
 */
export function MandateActivation({ servicesPath, resendSeconds, upiMax, outcome }: MandateActivationProps) {
  const { summary, form } = usePolicyVerification({
    purpose: 'NACH_ACTIVATION_PAGE',
    resendSeconds,
    idPrefix: 'nach',
    submitLabel: 'Proceed',
  })
  const choice = useForm({
    initial: { nach_method: 'enach' },
    validate: (value) => ({ ok: true, value }),
  })
  const method = choice.values.nach_method as TMethod
  const [notice, setNotice] = useState<string | null>(null)
  const [locked, setLocked] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (summary) headingRef.current?.focus()
  }, [summary])

  const upiAllowed = summary ? summary.premium <= upiMax : true

  const submit = async (body: Record<string, unknown>): Promise<TEnachErrors | void> => {
    setNotice(null)
    setPageLoader(true)
    try {
      const answer = await apiCall<{ redirect_url?: string; errors?: TEnachErrors }>(
        '/api/v1/nach/activation',
        {
          body,
          form: { type: 'nachActivation', servicesPath },
        },
      )
      const data = answer.data ?? {}
      if (answer.status === 200 && data.redirect_url) {
        window.location.assign(data.redirect_url)
        return
      }
      if (answer.status === 429) setLocked(true)
      setNotice(answer.message)
      return data.errors
    } finally {
      setPageLoader(false)
    }
  }

  return (
    <div className="grid gap-6">
      {outcome ? (
        <p
          role="status"
          className={`rounded-md p-4 font-semibold ${outcome === 'active' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
        >
          {outcome === 'active' ? MANDATE_MESSAGES.activated : MANDATE_MESSAGES.failed}
        </p>
      ) : null}
      {summary ? (
        <>
          <PolicySummaryCard summary={summary} />
          <section aria-labelledby="nach-method-heading" className="grid gap-4">
            <h2
              id="nach-method-heading"
              ref={headingRef}
              tabIndex={-1}
              className="text-lg font-semibold text-brand-900"
            >
              Choose how to pay your premiums automatically
            </h2>
            <ChoiceField
              form={choice}
              name="nach_method"
              legend={<span className="sr-only">Auto-debit method</span>}
              options={[
                ['enach', 'e-NACH (bank account)'],
                ['upi', 'UPI autopay'],
              ]}
              onChoose={() => setNotice(null)}
            />
            <p className="text-sm text-muted">
              UPI autopay is available for premiums up to {formatRupees(upiMax)} a debit; e-NACH has no such
              limit.
            </p>
            {method === 'enach' ? (
              <EnachForm premiumDueDay={summary.nextDueDate} onSubmit={submit} disabled={locked} />
            ) : upiAllowed ? (
              <UpiForm onSubmit={submit} disabled={locked} />
            ) : (
              <p className="rounded-md bg-amber-50 p-3 text-amber-900">
                {MANDATE_MESSAGES.upiOverLimit(upiMax)}
              </p>
            )}
            <p role="alert" className="min-h-6 font-medium text-red-700" data-testid="nach-notice">
              {notice ?? ''}
            </p>
          </section>
        </>
      ) : (
        form
      )}
    </div>
  )
}

/** A known IFSC fills bank, branch and MICR (the visitor may still correct them). */
function fillFromIfsc(values: Record<TEnachField, string>, changed: TEnachField) {
  const known = changed === 'ifsc' ? lookupIfsc(values.ifsc) : null
  return known ? { ...values, bank_name: known.bank, branch_name: known.branch, micr: known.micr } : values
}

type TSubmit = (body: Record<string, unknown>) => Promise<TEnachErrors | void>

function EnachForm({
  premiumDueDay,
  onSubmit,
  disabled,
}: {
  premiumDueDay: string | null
  onSubmit: TSubmit
  disabled: boolean
}) {
  const today = todayInIndia()
  const form = useForm({
    initial: {
      account_holder_name: '',
      account_type: '',
      account_number: '',
      confirm_account_number: '',
      ifsc: '',
      micr: '',
      bank_name: '',
      branch_name: '',
      effective_from: today,
      effective_to: '',
      debit_day: String(Math.min(28, Number(premiumDueDay?.slice(8, 10)) || 1)),
    },
    validate: fromErrors<TEnachField>((values) => enachErrors(values, today)),
    filters: FILTERS,
    derive: fillFromIfsc,
    idPrefix: 'nach',
  })

  const send = async (value: Record<TEnachField, string>) => {
    if (!disabled) form.showServerErrors((await onSubmit({ method: 'enach', ...value })) ?? undefined)
  }

  return (
    <Form
      form={form}
      onSubmit={(event) => form.submit(event, send)}
      className="grid gap-4 sm:grid-cols-2"
      data-testid="enach-form"
    >
      <TextField form={form} name="account_holder_name" label="Account holder name" autoComplete="name" />
      <SelectField
        form={form}
        name="account_type"
        label="Account type"
        placeholder="Select account type"
        options={[
          ['savings', 'Savings'],
          ['current', 'Current'],
        ]}
      />
      <TextField
        form={form}
        name="account_number"
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        form={form}
        name="confirm_account_number"
        label="Confirm account number"
        inputMode="numeric"
        autoComplete="off"
        onPaste={(event) => event.preventDefault()}
      />
      <TextField
        form={form}
        name="ifsc"
        label="IFSC"
        hint="For example HDFC0000123"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextField
        form={form}
        name="micr"
        label="MICR"
        hint="9 digits, printed on your cheque leaf"
        inputMode="numeric"
      />
      <TextField form={form} name="bank_name" label="Bank name" />
      <TextField form={form} name="branch_name" label="Branch name" />
      <TextField form={form} name="effective_from" label="Effective from" type="date" min={today} />
      <TextField
        form={form}
        name="effective_to"
        label="Effective to"
        optional
        hint="Leave empty: until cancelled"
        type="date"
        min={today}
      />
      <SelectField
        form={form}
        name="debit_day"
        label="Debit date (day of the month)"
        options={Array.from({ length: 28 }, (_, i) => String(i + 1))}
      />
      <div className="sm:col-span-2">
        <SubmitButton form={form} disabled={disabled} className="min-w-40">
          Register e-NACH
        </SubmitButton>
      </div>
    </Form>
  )
}

function UpiForm({ onSubmit, disabled }: { onSubmit: TSubmit; disabled: boolean }) {
  const form = useForm({
    initial: { upi_id: '' },
    validate: fromErrors(({ upi_id }) => ({ upi_id: upiIdError(upi_id) })),
    filters: { upi_id: ['noSpaces', 100] },
    idPrefix: 'nach',
  })

  const send = async ({ upi_id }: { upi_id: string }) => {
    if (!disabled) await onSubmit({ method: 'upi', upi_id: upi_id.trim() })
  }

  return (
    <Form
      form={form}
      onSubmit={(event) => form.submit(event, send)}
      className="grid gap-4 sm:grid-cols-2"
      data-testid="upi-form"
    >
      <TextField
        form={form}
        name="upi_id"
        label="UPI ID"
        hint="For example name@okhdfc. You will approve the mandate in your UPI app."
        autoComplete="off"
        spellCheck={false}
      />
      <div className="sm:col-span-2">
        <SubmitButton form={form} disabled={disabled} className="min-w-40">
          Set up UPI autopay
        </SubmitButton>
      </div>
    </Form>
  )
}
