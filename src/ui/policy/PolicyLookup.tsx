'use client'

import type React from 'react'
import { Suspense, useEffect, useRef, useState } from 'react'

import { FILTER_DELAY_MS, policyNumber as filterPolicyNumber } from '@/domain/forms/filters'
import { OTP_UI_TIMINGS, type TPolicyOtpPurpose } from '@/domain/otp/protocol'
import {
  type IPolicyLookupErrors,
  type IPolicySummary,
  policyLookupErrors,
  todayInIndia,
} from '@/domain/policy'

import { LazyOtpModal, preloadOtpModal } from '../otp/lazy'
import { setPageLoader } from '../shell/state'
import { fetchPolicySummary, lookupPolicy, POLICY_VERIFY_PATH } from './client'

export type PolicyLookupProps = {
  purpose: TPolicyOtpPurpose
  /** The resend countdown (spec 9 default 30 s), from the server's settings. */
  resendSeconds?: number
  /** The verified policy: the page moves on to its next step. */
  onVerified: (summary: IPolicySummary) => void
  /** Prefix of the fields' ids (two lookups on one page stay apart). */
  idPrefix?: string
  submitLabel?: string
}

type TField = keyof IPolicyLookupErrors

/**
 * The policy lookup of the policyholder service pages: policy number (spec 5: letters and digits, 14 characters,
 * the spec's messages) and date of birth; submit sends an OTP to the policy's registered mobile and opens the OTP
 * popup with the masked number the server answered. After a verified code the page gets the policy's summary.
 */
export function PolicyLookup({
  purpose,
  resendSeconds,
  onVerified,
  idPrefix = 'policy',
  submitLabel = 'Submit',
}: PolicyLookupProps) {
  const [values, setValues] = useState({ policy_number: '', dob: '' })
  const [shown, setShown] = useState<Partial<Record<TField, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<IPolicyLookupErrors>({})
  const [notice, setNotice] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [masked, setMasked] = useState<string | null>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const filterTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const today = todayInIndia()

  useEffect(() => () => clearTimeout(filterTimer.current), [])
  // Spec 4: the send error text clears after 4 s.
  useEffect(() => {
    if (!notice) return
    const clear = setTimeout(() => setNotice(null), OTP_UI_TIMINGS.sendErrorMs)
    return () => clearTimeout(clear)
  }, [notice])

  const errors = { ...policyLookupErrors(values, today), ...serverErrors }
  const errorOf = (field: TField) => (shown[field] ? (errors[field] ?? null) : null)
  const id = (field: TField) => `${idPrefix}-${field}`

  const setField = (field: TField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setShown((previous) => ({ ...previous, [field]: true }))
    setServerErrors({})
    if (field !== 'policy_number') return
    // Spec 5: the policy number filter (letters and digits, 14 at most) runs 10 ms after the input.
    clearTimeout(filterTimer.current)
    filterTimer.current = setTimeout(
      () =>
        setValues((previous) => ({
          ...previous,
          policy_number: filterPolicyNumber(previous.policy_number).toUpperCase(),
        })),
      FILTER_DELAY_MS,
    )
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const found = policyLookupErrors(values, today)
    if (found.policy_number || found.dob) {
      setShown({ policy_number: true, dob: true })
      const first = found.policy_number ? 'policy_number' : 'dob'
      ;(form.elements.namedItem(first) as HTMLElement | null)?.focus()
      return
    }
    setSending(true)
    setNotice(null)
    setPageLoader(true)
    void preloadOtpModal()
    try {
      const outcome = await lookupPolicy({ ...values, purpose })
      if (outcome.kind === 'sent') setMasked(outcome.maskedMobile)
      else {
        if (outcome.errors) {
          setServerErrors(outcome.errors)
          setShown({ policy_number: true, dob: true })
        }
        setNotice(outcome.message)
      }
    } finally {
      setPageLoader(false)
      setSending(false)
    }
  }

  const field = (name: TField, label: string, extra: React.InputHTMLAttributes<HTMLInputElement>) => {
    const error = errorOf(name)
    return (
      <div>
        <label htmlFor={id(name)} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        <input
          id={id(name)}
          name={name}
          value={values[name]}
          onChange={(event) => setField(name, event.target.value)}
          onBlur={() => setShown((previous) => ({ ...previous, [name]: true }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id(name)}-error` : undefined}
          aria-required="true"
          className={`mt-1 block min-h-11 w-full rounded-md border px-3 py-2 text-ink ${error ? 'border-red-600' : 'border-gray-400'} focus:border-brand-700`}
          {...extra}
        />
        {error ? (
          <p id={`${id(name)}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-busy={sending}
        className="grid gap-4 sm:grid-cols-2"
        data-testid="policy-lookup"
      >
        {field('policy_number', 'Policy number', {
          type: 'text',
          autoComplete: 'off',
          autoCapitalize: 'characters',
          spellCheck: false,
          maxLength: 14,
        })}
        {field('dob', 'Date of birth', { type: 'date', max: today, min: '1900-01-01' })}
        <div className="sm:col-span-2">
          <button ref={submitRef} type="submit" disabled={sending} className="btn-primary min-w-40">
            {submitLabel}
          </button>
          <p role="alert" className="mt-3 min-h-6 text-sm font-medium text-red-700">
            {notice ?? ''}
          </p>
        </div>
      </form>
      {masked ? (
        <Suspense fallback={null}>
          <LazyOtpModal
            open
            phone=""
            maskedPhone={masked}
            purpose={purpose}
            servicesPath={POLICY_VERIFY_PATH}
            resendSeconds={resendSeconds}
            closeOnVerify
            returnFocus={() => submitRef.current}
            onVerified={async () => {
              const result = await fetchPolicySummary(purpose)
              if ('summary' in result) onVerified(result.summary)
              else setNotice(result.message)
            }}
            onClose={({ notice: message }) => {
              setMasked(null)
              if (message) setNotice(message)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
