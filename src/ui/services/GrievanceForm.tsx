'use client'

import { useEffect, useRef, useState } from 'react'

import { OTP_UI_TIMINGS } from '@/domain/otp/protocol'
import {
  DESCRIPTION_MAX,
  GRIEVANCE_CATEGORIES_PATH,
  longDate,
  validateGrievance,
} from '@/domain/services/grievance'
import { GRIEVANCE_KINDS, GRIEVANCE_MAX_BYTES } from '@/domain/uploads'

import {
  apiCall,
  FileField,
  Form,
  FormNotice,
  MobileField,
  pageUrl,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useFileChoice,
} from '../forms'
import { useVerifiedForm } from '../otp'
import type { TServiceFormProps } from './types'

type TCategory = { value: string; label: string }
type TRegistered = { reference: string; due_by: string; acknowledged: boolean }

/**
 * register-grievance: category (from the static category file, spec 7), policy number, description, an optional
 * attachment checked by content before it leaves the browser (and again on the server), and the mobile number,
 * verified by OTP (REGISTER_GRIEVANCE_PAGE). The answer is the reference, the turnaround and the escalation path.
 */
export function GrievanceForm({ servicesPath, skipVerification, resendSeconds }: TServiceFormProps) {
  const [categories, setCategories] = useState<TCategory[] | null>(null)
  const [registered, setRegistered] = useState<TRegistered | null>(null)
  const attachment = useFileChoice(GRIEVANCE_KINDS, GRIEVANCE_MAX_BYTES)
  const resultRef = useRef<HTMLHeadingElement>(null)

  const { form, notice, setNotice, submitRef, onSubmit, modal } = useVerifiedForm({
    form: {
      initial: { category: '', policy_number: '', description: '', mobile_number: '' },
      validate: validateGrievance,
      filters: { mobile_number: 'mobile', policy_number: 'policyNumber' },
    },
    otp: {
      purpose: 'REGISTER_GRIEVANCE_PAGE',
      servicesPath,
      skipVerification,
      resendSeconds,
      closeOnVerify: true,
    },
    sendData: (value) => ({ phone_number: value.mobile_number }),
    canSend: attachment.check,
    noticeMs: OTP_UI_TIMINGS.sendErrorMs * 2,
    submit: async (value, { authToken }) => {
      const body = new FormData()
      for (const [key, text] of Object.entries(value)) body.set(key, text)
      body.set('auth_token', authToken ?? '')
      body.set('url', pageUrl())
      if (attachment.file) body.set('attachment', attachment.file, attachment.file.name)
      const answer = await apiCall<TRegistered>('/api/v1/register-grievance', {
        body,
        form: { type: 'grievance', servicesPath },
      })
      if (answer.status !== 200 || !answer.data) return { notice: answer.message }
      setRegistered(answer.data)
      return 'success'
    },
  })

  useEffect(() => {
    let live = true
    fetch(GRIEVANCE_CATEGORIES_PATH)
      .then((response) => (response.ok ? (response.json() as Promise<TCategory[]>) : Promise.reject()))
      .then((list) => live && setCategories(list))
      .catch(() => live && setNotice('We could not load the grievance categories. Please reload the page.'))
    return () => {
      live = false
    }
  }, [setNotice])

  useEffect(() => {
    if (registered) resultRef.current?.focus()
  }, [registered])

  if (registered) {
    return (
      <div id="grievance-registered" role="status">
        <h2 ref={resultRef} tabIndex={-1} className="text-2xl font-bold text-brand-900">
          Your grievance is registered
        </h2>
        <p className="mt-3">
          Your reference number is{' '}
          <strong id="grievance-reference" className="text-lg tracking-wide">
            {registered.reference}
          </strong>
          . Please keep it to track your grievance.
        </p>
        <p className="mt-2">
          {registered.acknowledged
            ? 'We have sent you an acknowledgement by SMS.'
            : 'We could not send the acknowledgement SMS just now; your grievance is registered all the same.'}{' '}
          We will resolve it by <strong>{longDate(registered.due_by)}</strong>, within 14 days.
        </p>
        <p className="mt-2">
          Not satisfied with our reply, or no reply within 14 days? Escalate to{' '}
          <a
            className="text-brand-700 underline"
            href="https://bimabharosa.irdai.gov.in"
            rel="noopener noreferrer"
            target="_blank"
          >
            Bima Bharosa<span className="sr-only"> (opens in a new tab)</span>
          </a>
          , the IRDAI grievance portal, or to the Insurance Ombudsman for your area.
        </p>
      </div>
    )
  }

  return (
    <>
      <Form
        form={form}
        id="register-grievance-form"
        onSubmit={onSubmit}
        aria-labelledby="register-grievance-heading"
        className="grid gap-4"
      >
        <SelectField
          form={form}
          name="category"
          label="Category"
          placeholder={categories ? 'Select a category' : 'Loading categories…'}
          options={(categories ?? []).map((category) => [category.value, category.label] as const)}
        />
        <TextField
          form={form}
          name="policy_number"
          label="Policy number"
          optional
          hint="14 letters or digits, if the grievance is about a policy"
          autoCapitalize="characters"
        />
        <TextAreaField
          form={form}
          name="description"
          label="Describe your grievance"
          hint={`What happened, and what you would like us to do (up to ${DESCRIPTION_MAX} characters)`}
          rows={5}
          maxLength={DESCRIPTION_MAX}
        />
        <FileField choice={attachment} name="attachment" label="Attachment" optional />
        <MobileField form={form} name="mobile_number" />
        <div>
          <FormNotice id="register-grievance-notice" text={notice} />
          <SubmitButton form={form} ref={submitRef}>
            Register grievance
          </SubmitButton>
        </div>
      </Form>
      {modal}
    </>
  )
}
