'use client'

import { useRef, useState } from 'react'

import services from '@/domain/i18n/en/services.json' with { type: 'json' }
import type { IPolicySummary } from '@/domain/policy'
import { EKYC_TEXTS } from '@/domain/services/ekyc'

import { useLanguage, useT } from '../i18n/Texts'
import { PolicyLookup } from '../policy/PolicyLookup'
import { PolicySummaryCard } from '../policy/PolicySummaryCard'
import {
  apiCall,
  CheckboxField,
  Form,
  FormNotice,
  pageUrl,
  SubmitButton,
  TextAreaField,
  useForm,
} from '../forms'

type TProps = { servicesPath: string; resendSeconds: number }

const TEXTS = services.ekycPage

/**
 * aadhaar-ekyc-consent-revoking: the policy lookup and OTP to the registered mobile (PolicyLookup, purpose
 * EKYC_REVOKE_PAGE), then the policy's summary and the revocation, confirmed by a tick, with an optional reason.
 */
export function EkycRevokeFlow({ servicesPath, resendSeconds }: TProps) {
  const [summary, setSummary] = useState<IPolicySummary | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [reference, setReference] = useState<string | null>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)
  const t = useT()
  const full = useLanguage() === 'hi' ? '।' : '.'
  const form = useForm({
    initial: { reason: '', ekyc_confirm: '' },
    validate: ({ reason, ekyc_confirm }) =>
      ekyc_confirm === 'yes'
        ? { ok: true, value: { reason } }
        : { ok: false, errors: { ekyc_confirm: EKYC_TEXTS.confirmRequired } },
    idPrefix: 'ekyc',
  })

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
          {t(EKYC_TEXTS.doneTitle)}
        </h2>
        <p className="mt-3">
          {t(TEXTS.requestBefore)} <strong id="ekyc-reference">{reference}</strong>
          {full} {t(EKYC_TEXTS.doneText)}
        </p>
      </div>
    )

  const send = async ({ reason }: { reason: string }) => {
    setNotice(null)
    const answer = await apiCall<{ reference: string }>('/api/v1/aadhaar-ekyc-consent-revoking', {
      body: { reason, url: pageUrl() },
      form: { type: 'ekycRevoke', servicesPath },
    })
    if (answer.status === 200 && answer.data) {
      setReference(answer.data.reference)
      setTimeout(() => doneRef.current?.focus(), 0)
    } else setNotice(answer.message)
  }

  return (
    <div className="grid gap-6">
      <PolicySummaryCard summary={summary} />
      <Form
        form={form}
        id="ekyc-revoke-form"
        onSubmit={(event) => form.submit(event, send)}
        className="grid gap-4"
      >
        <TextAreaField form={form} name="reason" label={t(TEXTS.reason)} optional rows={3} maxLength={500} />
        <CheckboxField form={form} name="ekyc_confirm" label={t(EKYC_TEXTS.confirm)} />
        <div>
          <FormNotice id="ekyc-revoke-notice" text={notice} />
          <SubmitButton form={form}>{t(TEXTS.revoke)}</SubmitButton>
        </div>
      </Form>
    </div>
  )
}
