'use client'

import type React from 'react'
import { useRef, useState } from 'react'

import { mobileNumber, policyNumber } from '@/domain/forms/filters'
import { OTP_UI_TIMINGS } from '@/domain/otp/protocol'
import type { TOtpResultView } from '@/domain/otp/views'
import {
  type TWhatsappOutcome,
  validateWhatsappRequest,
  WHATSAPP_CONSENT_TEXT,
} from '@/domain/services/whatsapp'

import { useOtpVerification } from '../otp'
import { pageUrl, postServiceForm } from './client'
import { Field, FormNotice, inputClass } from './Fields'
import type { TServiceFormProps } from './types'
import { useNotice } from './useNotice'
import { useServiceForm } from './useServiceForm'

const VIEWS: Record<TWhatsappOutcome, TOtpResultView> = {
  enabled: 'whatsappEnabled',
  already_opted_in: 'whatsappAlreadyOptedIn',
  disabled: 'whatsappDisabled',
  not_opted_in: 'whatsappNotOptedIn',
}

const ORDER = ['mobile_number', 'policy_number', 'action'] as const

/**
 * register-for-whatsapp: the mobile number (and a policy number if the visitor wants), opt in or opt out, then the
 * OTP popup (REGISTER_WHATSAPP_PAGE); the popup ends with 'Whatsapp Notification Enabled!' or, for a number that
 * is already registered, 'Your whatsapp number is already opted in. Thank you'.
 */
export function WhatsappForm({ servicesPath, skipVerification, resendSeconds }: TServiceFormProps) {
  const form = useServiceForm({
    initial: { mobile_number: '', policy_number: '', action: 'opt_in' },
    validate: validateWhatsappRequest,
    order: ORDER,
    filters: { mobile_number: mobileNumber, policy_number: policyNumber },
  })
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useNotice(OTP_UI_TIMINGS.sendErrorMs)
  const submitRef = useRef<HTMLButtonElement>(null)
  const sent = useRef(form.values)

  const otp = useOtpVerification({
    purpose: 'REGISTER_WHATSAPP_PAGE',
    servicesPath,
    skipVerification,
    resendSeconds,
    successView: 'whatsappEnabled',
    returnFocus: () => submitRef.current,
    onVerified: async ({ authToken }) => {
      const answer = await postServiceForm<{ outcome: TWhatsappOutcome }>(
        '/api/v1/register-for-whatsapp',
        { ...sent.current, auth_token: authToken, url: pageUrl() },
        { servicesPath, formName: 'registerWhatsapp' },
      )
      if (answer.status === 200 && answer.data) return VIEWS[answer.data.outcome]
      setNotice(answer.message)
      return 'failure'
    },
    onClose: ({ verified, notice: message }) => {
      form.reset()
      if (!verified && message) setNotice(message)
    },
  })

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const value = form.check(event.currentTarget)
    if (!value) return
    sent.current = value
    setSending(true)
    setNotice(null)
    try {
      const outcome = await otp.send({ phone_number: value.mobile_number, url: pageUrl() })
      if (outcome.kind !== 'sent') setNotice(outcome.message)
    } finally {
      setSending(false)
    }
  }

  const optIn = form.values.action === 'opt_in'

  return (
    <>
      <form
        id="register-whatsapp-form"
        noValidate
        onSubmit={submit}
        aria-busy={sending}
        aria-labelledby="register-whatsapp-heading"
        className="grid gap-4"
      >
        <fieldset>
          <legend className="text-sm font-semibold text-ink">What would you like to do?</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {(
              [
                ['opt_in', 'Get updates on WhatsApp'],
                ['opt_out', 'Stop WhatsApp updates'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-400 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="action"
                  value={value}
                  checked={form.values.action === value}
                  onChange={() => form.set('action', value)}
                  className="h-5 w-5 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <Field name="mobile_number" label="WhatsApp mobile number" error={form.errorOf('mobile_number')}>
          {(aria) => (
            <input
              {...aria}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={form.values.mobile_number}
              onChange={(event) => form.set('mobile_number', event.target.value)}
              onBlur={() => form.blur('mobile_number')}
              className={inputClass(Boolean(form.errorOf('mobile_number')))}
            />
          )}
        </Field>
        <Field
          name="policy_number"
          label="Policy number"
          optional
          hint="14 letters or digits, as printed on your policy"
          error={form.errorOf('policy_number')}
        >
          {(aria) => (
            <input
              {...aria}
              type="text"
              autoCapitalize="characters"
              value={form.values.policy_number}
              onChange={(event) => form.set('policy_number', event.target.value)}
              onBlur={() => form.blur('policy_number')}
              className={inputClass(Boolean(form.errorOf('policy_number')))}
            />
          )}
        </Field>
        {optIn ? (
          <p id="whatsapp-consent" className="text-sm leading-6 text-muted">
            By continuing, {WHATSAPP_CONSENT_TEXT.charAt(0).toLowerCase() + WHATSAPP_CONSENT_TEXT.slice(1)}
          </p>
        ) : null}
        <div>
          <FormNotice id="register-whatsapp-notice" text={notice} />
          <button
            ref={submitRef}
            type="submit"
            disabled={sending}
            aria-describedby={optIn ? 'whatsapp-consent' : undefined}
            className="btn-primary disabled:opacity-60"
          >
            {optIn ? 'Opt in' : 'Opt out'}
          </button>
        </div>
      </form>
      {otp.modal}
    </>
  )
}
