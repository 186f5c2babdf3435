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
import services from '@/domain/i18n/en/services.json' with { type: 'json' }
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
import { useFormat, useT } from '../i18n/Texts'
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

const TEXTS = services.mandateForm

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
    submitLabel: TEXTS.proceed,
  })
  const t = useT()
  const tf = useFormat()
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
          {t(outcome === 'active' ? MANDATE_MESSAGES.activated : MANDATE_MESSAGES.failed)}
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
              {t(TEXTS.heading)}
            </h2>
            <ChoiceField
              form={choice}
              name="nach_method"
              legend={<span className="sr-only">{t(TEXTS.method)}</span>}
              options={[
                ['enach', t(TEXTS.enach)],
                ['upi', t(TEXTS.upi)],
              ]}
              onChoose={() => setNotice(null)}
            />
            <p className="text-sm text-muted">{tf(TEXTS.upiLimit, { amount: formatRupees(upiMax) })}</p>
            {method === 'enach' ? (
              <EnachForm premiumDueDay={summary.nextDueDate} onSubmit={submit} disabled={locked} />
            ) : upiAllowed ? (
              <UpiForm onSubmit={submit} disabled={locked} />
            ) : (
              <p className="rounded-md bg-amber-50 p-3 text-amber-900">
                {t(MANDATE_MESSAGES.upiOverLimit(upiMax))}
              </p>
            )}
            <p role="alert" className="min-h-6 font-medium text-red-700" data-testid="nach-notice">
              {notice ? t(notice) : ''}
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
  const t = useT()
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
      <TextField form={form} name="account_holder_name" label={t(TEXTS.holder)} autoComplete="name" />
      <SelectField
        form={form}
        name="account_type"
        label={t(TEXTS.accountType)}
        placeholder={t(TEXTS.selectAccountType)}
        options={[
          ['savings', t(TEXTS.savings)],
          ['current', t(TEXTS.current)],
        ]}
      />
      <TextField
        form={form}
        name="account_number"
        label={t(TEXTS.accountNumber)}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        form={form}
        name="confirm_account_number"
        label={t(TEXTS.confirmAccount)}
        inputMode="numeric"
        autoComplete="off"
        onPaste={(event) => event.preventDefault()}
      />
      <TextField
        form={form}
        name="ifsc"
        label={t(TEXTS.ifsc)}
        hint={t(TEXTS.ifscHint)}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextField form={form} name="micr" label={t(TEXTS.micr)} hint={t(TEXTS.micrHint)} inputMode="numeric" />
      <TextField form={form} name="bank_name" label={t(TEXTS.bank)} />
      <TextField form={form} name="branch_name" label={t(TEXTS.branch)} />
      <TextField form={form} name="effective_from" label={t(TEXTS.from)} type="date" min={today} />
      <TextField
        form={form}
        name="effective_to"
        label={t(TEXTS.to)}
        optional
        hint={t(TEXTS.toHint)}
        type="date"
        min={today}
      />
      <SelectField
        form={form}
        name="debit_day"
        label={t(TEXTS.debitDay)}
        options={Array.from({ length: 28 }, (_, i) => String(i + 1))}
      />
      <div className="sm:col-span-2">
        <SubmitButton form={form} disabled={disabled} className="min-w-40">
          {t(TEXTS.register)}
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
  const t = useT()

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
        label={t(TEXTS.upiId)}
        hint={t(TEXTS.upiHint)}
        autoComplete="off"
        spellCheck={false}
      />
      <div className="sm:col-span-2">
        <SubmitButton form={form} disabled={disabled} className="min-w-40">
          {t(TEXTS.setUp)}
        </SubmitButton>
      </div>
    </Form>
  )
}
