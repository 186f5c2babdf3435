'use client'

import type React from 'react'
import { useRef, useState } from 'react'

import { digitsOnly, lettersSpacesDots, mobileNumber, personName } from '@/domain/forms/filters'
import { OTP_UI_TIMINGS } from '@/domain/otp/protocol'
import { ADVISOR_FIELDS, ADVISOR_TIMES, validateAdvisorRequest } from '@/domain/services/advisor'

import { useOtpVerification } from '../otp'
import { pageUrl, postServiceForm } from './client'
import { Field, FormNotice, inputClass } from './Fields'
import type { TServiceFormProps } from './types'
import { useNotice } from './useNotice'
import { useServiceForm } from './useServiceForm'

const EMPTY = { full_name: '', mobile_number: '', city: '', pincode: '', preferred_time: '' }

/**
 * meet_advisor (spec 1 and 3): name, mobile, city, pincode and a convenient time; the OTP popup verifies the
 * mobile (purpose MEET_ADVISOR), then the request is sent with the proof and the popup shows 'Successful!'.
 */
export function AdvisorForm({ servicesPath, skipVerification, resendSeconds }: TServiceFormProps) {
  const form = useServiceForm({
    initial: EMPTY,
    validate: validateAdvisorRequest,
    order: ADVISOR_FIELDS,
    filters: {
      full_name: personName,
      mobile_number: mobileNumber,
      city: (value) => lettersSpacesDots(value).slice(0, 30),
      pincode: (value) => digitsOnly(value).slice(0, 6),
    },
  })
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useNotice(OTP_UI_TIMINGS.sendErrorMs)
  const submitRef = useRef<HTMLButtonElement>(null)
  const sent = useRef(form.values)

  const otp = useOtpVerification({
    purpose: 'MEET_ADVISOR',
    servicesPath,
    skipVerification,
    resendSeconds,
    successView: 'successful',
    returnFocus: () => submitRef.current,
    onVerified: async ({ authToken }) => {
      const answer = await postServiceForm(
        '/api/v1/meet-advisor',
        { ...sent.current, auth_token: authToken, url: pageUrl() },
        { servicesPath, formName: 'meetAdvisor' },
      )
      if (answer.status === 200) return 'successful'
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
      // Spec 3: for form type meet_advisor the popup reads `mobile_number`.
      const outcome = await otp.send({
        phone_number: value.mobile_number,
        url: pageUrl(),
        mobile_number: value.mobile_number,
      })
      if (outcome.kind !== 'sent') setNotice(outcome.message)
    } finally {
      setSending(false)
    }
  }

  const text = (
    name: 'full_name' | 'mobile_number' | 'city' | 'pincode',
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <Field name={name} label={label} error={form.errorOf(name)}>
      {(aria) => (
        <input
          {...aria}
          {...extra}
          value={form.values[name]}
          onChange={(event) => form.set(name, event.target.value)}
          onBlur={() => form.blur(name)}
          className={inputClass(Boolean(form.errorOf(name)))}
        />
      )}
    </Field>
  )

  return (
    <>
      <form
        id="meet-advisor-form"
        noValidate
        onSubmit={submit}
        aria-busy={sending}
        aria-labelledby="meet-advisor-heading"
        className="grid gap-4 sm:grid-cols-2"
      >
        {text('full_name', 'Full name', { type: 'text', autoComplete: 'name' })}
        {text('mobile_number', 'Mobile number', {
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
        })}
        {text('city', 'City', { type: 'text', autoComplete: 'address-level2' })}
        {text('pincode', 'Pincode', { type: 'text', inputMode: 'numeric', autoComplete: 'postal-code' })}
        <Field name="preferred_time" label="Preferred time to call" error={form.errorOf('preferred_time')}>
          {(aria) => (
            <select
              {...aria}
              value={form.values.preferred_time}
              onChange={(event) => form.set('preferred_time', event.target.value)}
              onBlur={() => form.blur('preferred_time')}
              className={inputClass(Boolean(form.errorOf('preferred_time')))}
            >
              <option value="">Select a time</option>
              {ADVISOR_TIMES.map((time) => (
                <option key={time.value} value={time.value}>
                  {time.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="sm:col-span-2">
          <FormNotice id="meet-advisor-notice" text={notice} />
          <button
            ref={submitRef}
            type="submit"
            disabled={sending}
            className="btn-primary disabled:opacity-60"
          >
            Request a call back
          </button>
        </div>
      </form>
      {otp.modal}
    </>
  )
}
