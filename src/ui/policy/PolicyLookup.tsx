'use client'

import { Suspense, useRef, useState } from 'react'

import fields from '@/domain/i18n/en/fields.json' with { type: 'json' }
import { OTP_UI_TIMINGS, type TPolicyOtpPurpose } from '@/domain/otp/protocol'
import { type IPolicySummary, policyLookupErrors, todayInIndia } from '@/domain/policy'

import { Form, fromErrors, MobileField, SubmitButton, TextField, useForm, useNotice } from '../forms'
import { T } from '../i18n/Texts'
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
  /** The button's English text, shown in the page's language (its translation among the page's texts). */
  submitLabel?: string
}

const TEXTS = fields.policyLookup

/**
 * The policy lookup of the policyholder service pages: policy number (spec 5: letters and digits, 14 characters,
 * the spec's messages), date of birth and the mobile number registered with the policy (spec 5's mobile filter and
 * messages); submit sends an OTP to that mobile and opens the OTP popup. After a verified code the page gets the
 * policy's summary, or, when the details match no policy registered to that number, the popup ends in its
 * 'Enter valid policy details' failure view and closing it returns to the form (decision 67).
 */
export function PolicyLookup({
  purpose,
  resendSeconds,
  onVerified,
  idPrefix = 'policy',
  submitLabel = fields.submit,
}: PolicyLookupProps) {
  const today = todayInIndia()
  const form = useForm({
    initial: { policy_number: '', dob: '', mobile: '' },
    validate: fromErrors((values) => policyLookupErrors(values, today)),
    // Spec 5: letters and digits, 14 at most; the mobile filter.
    filters: { policy_number: ['upperAlphanumeric', 14], mobile: 'mobile' },
    idPrefix,
  })
  // Spec 4: the send error text clears after 4 s.
  const [notice, setNotice] = useNotice(OTP_UI_TIMINGS.sendErrorMs)
  const [masked, setMasked] = useState<string | null>(null)
  const submitRef = useRef<HTMLButtonElement>(null)

  const send = async (value: { policy_number: string; dob: string; mobile: string }) => {
    setNotice(null)
    setPageLoader(true)
    void preloadOtpModal()
    try {
      const outcome = await lookupPolicy({ ...value, purpose })
      if (outcome.kind === 'sent') return setMasked(outcome.maskedMobile)
      form.showServerErrors(outcome.errors)
      setNotice(outcome.message)
    } finally {
      setPageLoader(false)
    }
  }

  return (
    <>
      <Form
        form={form}
        onSubmit={(event) => form.submit(event, send)}
        className="grid gap-4 sm:grid-cols-2"
        data-testid="policy-lookup"
      >
        <TextField
          form={form}
          name="policy_number"
          label={<T>{TEXTS.policyNumber}</T>}
          hint={<T>{TEXTS.policyNumberHint}</T>}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={14}
        />
        <TextField
          form={form}
          name="dob"
          label={<T>{TEXTS.dateOfBirth}</T>}
          type="date"
          max={today}
          min="1900-01-01"
        />
        <MobileField form={form} name="mobile" hint={<T>{TEXTS.mobileHint}</T>} />
        <div className="sm:col-span-2">
          <SubmitButton form={form} className="min-w-40" ref={submitRef}>
            <T>{submitLabel}</T>
          </SubmitButton>
          <p role="alert" className="mt-3 min-h-6 text-sm font-medium text-red-700">
            {notice ? <T>{notice}</T> : ''}
          </p>
        </div>
      </Form>
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
