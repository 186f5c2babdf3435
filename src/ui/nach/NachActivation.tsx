'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import { alphanumeric, digitsOnly, FILTER_DELAY_MS, lettersSpacesDots } from '@/domain/forms/filters'
import {
  enachErrors,
  type IEnachInput,
  lookupIfsc,
  NACH_MESSAGES,
  type TEnachErrors,
  type TEnachField,
  upiIdError,
} from '@/domain/nach'
import { todayInIndia } from '@/domain/policy'

import { setPageLoader } from '../shell/state'
import { PolicySummaryCard } from '../policy/PolicySummaryCard'
import { usePolicyVerification } from '../policy/usePolicyVerification'
import { nachCall } from './api'

export type NachActivationProps = {
  servicesPath: string
  resendSeconds?: number
  /** Spec 9: the UPI autopay limit of this environment. */
  upiMax: number
  /** The provider's answer when the visitor comes back from the bank (`?mandate=active|failed`). */
  outcome: 'active' | 'failed' | null
}

type TMethod = 'enach' | 'upi'

const FILTERS: Partial<Record<TEnachField, (value: string) => string>> = {
  account_holder_name: (value) => lettersSpacesDots(value).slice(0, 64),
  account_number: (value) => digitsOnly(value).slice(0, 18),
  confirm_account_number: (value) => digitsOnly(value).slice(0, 18),
  ifsc: (value) => alphanumeric(value).toUpperCase().slice(0, 11),
  micr: (value) => digitsOnly(value).slice(0, 9),
}

const inputClass = (invalid: boolean) =>
  `mt-1 block min-h-11 w-full rounded-md border px-3 py-2 text-ink ${invalid ? 'border-red-600' : 'border-gray-400'} focus:border-brand-700`

/**
 * services/nach-mandate-activation: policy lookup → OTP → premium details → e-NACH (bank account) or UPI autopay →
 * the provider's authorisation page → back here with the outcome.
 */
export function NachActivation({ servicesPath, resendSeconds, upiMax, outcome }: NachActivationProps) {
  const { summary, form } = usePolicyVerification({
    purpose: 'NACH_ACTIVATION_PAGE',
    resendSeconds,
    idPrefix: 'nach',
    submitLabel: 'Proceed',
  })
  const [method, setMethod] = useState<TMethod>('enach')
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
      const answer = await nachCall('/api/v1/nach/activation', {
        method: 'POST',
        body,
        servicesPath,
        formName: 'nachActivation',
      })
      const data = (answer.data ?? {}) as { redirect_url?: string; errors?: TEnachErrors }
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
          {outcome === 'active' ? NACH_MESSAGES.activated : NACH_MESSAGES.failed}
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
            <fieldset className="flex flex-wrap gap-6">
              <legend className="sr-only">Auto-debit method</legend>
              {(
                [
                  ['enach', 'e-NACH (bank account)'],
                  ['upi', 'UPI autopay'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex min-h-11 items-center gap-2 font-medium text-ink">
                  <input
                    type="radio"
                    name="nach_method"
                    value={value}
                    checked={method === value}
                    onChange={() => {
                      setMethod(value)
                      setNotice(null)
                    }}
                    className="h-5 w-5"
                  />
                  {label}
                </label>
              ))}
            </fieldset>
            <p className="text-sm text-muted">
              UPI autopay is available for premiums up to ₹ {upiMax.toLocaleString('en-IN')} a debit; e-NACH
              has no such limit.
            </p>
            {method === 'enach' ? (
              <EnachForm premiumDueDay={summary.nextDueDate} onSubmit={submit} disabled={locked} />
            ) : upiAllowed ? (
              <UpiForm onSubmit={submit} disabled={locked} />
            ) : (
              <p className="rounded-md bg-amber-50 p-3 text-amber-900">
                {NACH_MESSAGES.upiOverLimit(upiMax)}
              </p>
            )}
            <p role="alert" className="min-h-6 font-medium text-red-700" data-testid="nach-notice">
              {notice ?? ''}
            </p>
          </section>
        </>
      ) : (
        <section aria-labelledby="nach-lookup-heading" className="grid gap-4">
          <h2 id="nach-lookup-heading" className="text-lg font-semibold text-brand-900">
            Verify your policy
          </h2>
          <p className="text-muted">
            Enter your policy number and date of birth. We will send an OTP to the mobile number registered
            with the policy.
          </p>
          {form}
        </section>
      )}
    </div>
  )
}

function useFilteredFields<T extends string>(
  initial: Record<T, string>,
  filters: Partial<Record<T, (v: string) => string>>,
) {
  const [values, setValues] = useState(initial)
  const timers = useRef(new Map<T, ReturnType<typeof setTimeout>>())
  useEffect(() => {
    const current = timers.current
    return () => current.forEach((timer) => clearTimeout(timer))
  }, [])
  const set = (field: T, value: string, after?: (next: Record<T, string>) => Record<T, string>) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    const filter = filters[field]
    if (!filter && !after) return
    clearTimeout(timers.current.get(field))
    timers.current.set(
      field,
      setTimeout(() => {
        setValues((previous) => {
          const next = { ...previous, [field]: filter ? filter(previous[field]) : previous[field] }
          return after ? after(next) : next
        })
      }, FILTER_DELAY_MS),
    )
  }
  return [values, set, setValues] as const
}

function EnachForm({
  premiumDueDay,
  onSubmit,
  disabled,
}: {
  premiumDueDay: string | null
  onSubmit: (body: Record<string, unknown>) => Promise<TEnachErrors | void>
  disabled: boolean
}) {
  const today = todayInIndia()
  const [values, set] = useFilteredFields<TEnachField>(
    {
      account_holder_name: '',
      account_number: '',
      confirm_account_number: '',
      ifsc: '',
      micr: '',
      bank_name: '',
      branch_name: '',
      account_type: '',
      effective_from: today,
      effective_to: '',
      debit_day: String(Math.min(28, Number(premiumDueDay?.slice(8, 10)) || 1)),
    },
    FILTERS,
  )
  const [shown, setShown] = useState<Partial<Record<TEnachField, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<TEnachErrors>({})
  const [sending, setSending] = useState(false)
  const errors = { ...enachErrors(values as IEnachInput, today), ...serverErrors }
  const errorOf = (field: TEnachField) => (shown[field] ? (errors[field] ?? null) : null)

  const change = (field: TEnachField, value: string) => {
    setShown((previous) => ({ ...previous, [field]: true }))
    setServerErrors({})
    // A known IFSC fills bank, branch and MICR (the visitor may still correct them).
    const fill =
      field === 'ifsc'
        ? (next: Record<TEnachField, string>) => {
            const known = lookupIfsc(next.ifsc)
            return known
              ? { ...next, bank_name: known.bank, branch_name: known.branch, micr: known.micr }
              : next
          }
        : undefined
    set(field, value, fill)
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending || disabled) return
    const form = event.currentTarget
    const found = enachErrors(values as IEnachInput, today)
    const first = Object.keys(found)[0] as TEnachField | undefined
    if (first) {
      setShown(Object.fromEntries(Object.keys(values).map((key) => [key, true])))
      ;(form.elements.namedItem(first) as HTMLElement | null)?.focus()
      return
    }
    setSending(true)
    try {
      const returned = await onSubmit({ method: 'enach', ...values })
      if (returned) {
        setServerErrors(returned)
        setShown(Object.fromEntries(Object.keys(values).map((key) => [key, true])))
      }
    } finally {
      setSending(false)
    }
  }

  const field = (
    name: TEnachField,
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => {
    const error = errorOf(name)
    const described = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(' ')
    return (
      <div>
        <label htmlFor={`nach-${name}`} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        <input
          id={`nach-${name}`}
          name={name}
          value={values[name]}
          onChange={(event) => change(name, event.target.value)}
          onBlur={() => setShown((previous) => ({ ...previous, [name]: true }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          aria-required={extra.required === false ? undefined : 'true'}
          className={inputClass(Boolean(error))}
          {...extra}
          required={undefined}
        />
        {hint ? (
          <p id={`${name}-hint`} className="mt-1 text-sm text-muted">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={sending}
      className="grid gap-4 sm:grid-cols-2"
      data-testid="enach-form"
    >
      {field('account_holder_name', 'Account holder name', { autoComplete: 'name' })}
      <div>
        <label htmlFor="nach-account_type" className="block text-sm font-semibold text-ink">
          Account type
        </label>
        <select
          id="nach-account_type"
          name="account_type"
          value={values.account_type}
          onChange={(event) => change('account_type', event.target.value)}
          aria-invalid={errorOf('account_type') ? true : undefined}
          aria-describedby={errorOf('account_type') ? 'account_type-error' : undefined}
          aria-required="true"
          className={`${inputClass(Boolean(errorOf('account_type')))} bg-white`}
        >
          <option value="">Select account type</option>
          <option value="savings">Savings</option>
          <option value="current">Current</option>
        </select>
        {errorOf('account_type') ? (
          <p id="account_type-error" className="mt-1 text-sm text-red-700">
            {errorOf('account_type')}
          </p>
        ) : null}
      </div>
      {field('account_number', 'Account number', { inputMode: 'numeric', autoComplete: 'off' })}
      {field('confirm_account_number', 'Confirm account number', {
        inputMode: 'numeric',
        autoComplete: 'off',
        onPaste: (event) => event.preventDefault(),
      })}
      {field('ifsc', 'IFSC', { autoCapitalize: 'characters', spellCheck: false }, 'For example HDFC0000123')}
      {field('micr', 'MICR', { inputMode: 'numeric' }, '9 digits, printed on your cheque leaf')}
      {field('bank_name', 'Bank name')}
      {field('branch_name', 'Branch name')}
      {field('effective_from', 'Effective from', { type: 'date', min: today })}
      {field(
        'effective_to',
        'Effective to (optional)',
        { type: 'date', required: false, min: today },
        'Leave empty: until cancelled',
      )}
      <div>
        <label htmlFor="nach-debit_day" className="block text-sm font-semibold text-ink">
          Debit date (day of the month)
        </label>
        <select
          id="nach-debit_day"
          name="debit_day"
          value={values.debit_day}
          onChange={(event) => change('debit_day', event.target.value)}
          className={`${inputClass(Boolean(errorOf('debit_day')))} bg-white`}
        >
          {Array.from({ length: 28 }, (_, i) => String(i + 1)).map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending || disabled}
          className="btn-primary min-w-40 disabled:opacity-50"
        >
          Register e-NACH
        </button>
      </div>
    </form>
  )
}

function UpiForm({
  onSubmit,
  disabled,
}: {
  onSubmit: (body: Record<string, unknown>) => Promise<TEnachErrors | void>
  disabled: boolean
}) {
  const [upiId, setUpiId] = useState('')
  const [shown, setShown] = useState(false)
  const [sending, setSending] = useState(false)
  const error = shown ? upiIdError(upiId) : null

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending || disabled) return
    setShown(true)
    if (upiIdError(upiId)) {
      ;(event.currentTarget.elements.namedItem('upi_id') as HTMLElement | null)?.focus()
      return
    }
    setSending(true)
    try {
      await onSubmit({ method: 'upi', upi_id: upiId.trim() })
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={sending}
      className="grid gap-4 sm:grid-cols-2"
      data-testid="upi-form"
    >
      <div>
        <label htmlFor="nach-upi_id" className="block text-sm font-semibold text-ink">
          UPI ID
        </label>
        <input
          id="nach-upi_id"
          name="upi_id"
          value={upiId}
          onChange={(event) => setUpiId(event.target.value.replace(/\s/g, '').slice(0, 100))}
          onBlur={() => setShown(true)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`upi_id-hint${error ? ' upi_id-error' : ''}`}
          aria-required="true"
          className={inputClass(Boolean(error))}
        />
        <p id="upi_id-hint" className="mt-1 text-sm text-muted">
          For example name@okhdfc. You will approve the mandate in your UPI app.
        </p>
        {error ? (
          <p id="upi_id-error" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending || disabled}
          className="btn-primary min-w-40 disabled:opacity-50"
        >
          Set up UPI autopay
        </button>
      </div>
    </form>
  )
}
