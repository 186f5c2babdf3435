'use client'

import type React from 'react'
import { useRef, useState } from 'react'

import type { IPolicySummary } from '@/domain/policy'
import { EKYC_TEXTS } from '@/domain/services/ekyc'

import { PolicyLookup } from '../policy/PolicyLookup'
import { PolicySummaryCard } from '../policy/PolicySummaryCard'
import { pageUrl, postServiceForm } from './client'
import { Field, FormNotice, inputClass } from './Fields'

type TProps = { servicesPath: string; resendSeconds: number }

/**
 * aadhaar-ekyc-consent-revoking: the policy lookup and OTP to the registered mobile (PolicyLookup, purpose
 * EKYC_REVOKE_PAGE), then the policy's summary and the revocation, confirmed by a tick, with an optional reason.
 */
export function EkycRevokeFlow({ servicesPath, resendSeconds }: TProps) {
  const [summary, setSummary] = useState<IPolicySummary | null>(null)
  const [reason, setReason] = useState('')
  const [confirmed, setConfirmed] = useState(false)
  const [confirmError, setConfirmError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [reference, setReference] = useState<string | null>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)

  if (!summary)
    return (
      <PolicyLookup
        purpose="EKYC_REVOKE_PAGE"
        resendSeconds={resendSeconds}
        onVerified={setSummary}
        idPrefix="ekyc"
      />
    )

  if (reference)
    return (
      <div id="ekyc-revoked" role="status">
        <h2 ref={doneRef} tabIndex={-1} className="text-2xl font-bold text-brand-900">
          {EKYC_TEXTS.doneTitle}
        </h2>
        <p className="mt-3">
          Your request number is <strong id="ekyc-reference">{reference}</strong>. {EKYC_TEXTS.doneText}
        </p>
      </div>
    )

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    if (!confirmed) {
      setConfirmError(EKYC_TEXTS.confirmRequired)
      ;(event.currentTarget.elements.namedItem('ekyc_confirm') as HTMLElement | null)?.focus()
      return
    }
    setBusy(true)
    setNotice(null)
    const answer = await postServiceForm<{ reference: string }>(
      '/api/v1/aadhaar-ekyc-consent-revoking',
      { reason, url: pageUrl() },
      { servicesPath, formName: 'ekycRevoke' },
    )
    setBusy(false)
    if (answer.status === 200 && answer.data) {
      setReference(answer.data.reference)
      setTimeout(() => doneRef.current?.focus(), 0)
    } else setNotice(answer.message)
  }

  return (
    <div className="grid gap-6">
      <PolicySummaryCard summary={summary} />
      <form id="ekyc-revoke-form" noValidate onSubmit={submit} aria-busy={busy} className="grid gap-4">
        <Field name="ekyc_reason" label="Reason" optional error={null}>
          {(aria) => (
            <textarea
              {...aria}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={inputClass(false)}
            />
          )}
        </Field>
        <div>
          <div className="flex items-start gap-3">
            <input
              id="ekyc_confirm"
              name="ekyc_confirm"
              type="checkbox"
              checked={confirmed}
              onChange={(event) => {
                setConfirmed(event.target.checked)
                setConfirmError(null)
              }}
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={confirmError ? 'ekyc_confirm-error' : undefined}
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
            />
            <label htmlFor="ekyc_confirm" className="text-sm leading-6">
              {EKYC_TEXTS.confirm}
            </label>
          </div>
          {confirmError ? (
            <p id="ekyc_confirm-error" className="mt-1 text-sm text-red-700">
              {confirmError}
            </p>
          ) : null}
        </div>
        <div>
          <FormNotice id="ekyc-revoke-notice" text={notice} />
          <button type="submit" disabled={busy} className="btn-primary disabled:opacity-60">
            Revoke consent
          </button>
        </div>
      </form>
    </div>
  )
}
