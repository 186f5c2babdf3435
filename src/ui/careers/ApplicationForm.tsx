'use client'

import { useEffect, useRef, useState } from 'react'

import { applicationErrors } from '@/domain/careers'
import type { TFormType } from '@/domain/forms/form-token'
import { RESUME_KINDS, RESUME_MAX_BYTES } from '@/domain/uploads/kinds'

import {
  apiCall,
  CheckboxField,
  FileField,
  Form,
  fromErrors,
  MobileField,
  pageUrl,
  SubmitButton,
  TextField,
  useFileChoice,
} from '../forms'
import { useVerifiedForm } from '../otp'
import { SmartLink } from '../primitives/SmartLink'

/** The form type its token is asked for (decision 65). */
const FORM_TYPE = 'careers-details' satisfies TFormType
export const APPLICATIONS_API = '/api/v1/careers/applications'
const CONSENT_REQUIRED = 'Please accept the terms before proceeding'

type Props = {
  job: string
  jobTitle: string
  servicesPath: string
  /** APP_ENV devs or sit (spec 4): the OTP popup accepts any code. */
  skipVerification?: boolean
  resendSeconds?: number
}

/**
 * The career application: the spec 5 filters and messages, the resume checked here for a quick answer and again by
 * content on the server. The mobile number is verified by OTP first (the acknowledgement goes to it by SMS, and no
 * SMS goes to a number nobody proved); then the form is sent as multipart with the form token and the OTP proof.
 * The reference number is shown once the server has stored the application.
 */
export function ApplicationForm({ job, jobTitle, servicesPath, skipVerification, resendSeconds }: Props) {
  const [reference, setReference] = useState<string | null>(null)
  const resume = useFileChoice(RESUME_KINDS, RESUME_MAX_BYTES, { required: true })
  const { form, notice, submitRef, onSubmit, modal } = useVerifiedForm({
    form: {
      initial: { name: '', email: '', mobile: '', experience: '', consent: '' },
      validate: fromErrors((values) => ({
        ...applicationErrors({ ...values, job }, true),
        consent: values.consent === 'yes' ? null : CONSENT_REQUIRED,
      })),
      filters: { name: 'personName', email: 'email', mobile: 'mobile', experience: ['digits', 2] },
      idPrefix: 'apply',
    },
    otp: { purpose: 'CAREERS_PAGE', servicesPath, skipVerification, resendSeconds, closeOnVerify: true },
    sendData: (value) => ({ phone_number: value.mobile }),
    canSend: resume.check,
    submit: async (value, { authToken }) => {
      const body = new FormData()
      for (const [key, text] of Object.entries({ ...value, job, url: pageUrl() })) body.set(key, text)
      if (resume.file) body.set('resume', resume.file)
      body.set('auth_token', authToken ?? '')
      const answer = await apiCall<{ reference?: string }>(APPLICATIONS_API, {
        body,
        form: { type: FORM_TYPE, servicesPath },
      })
      if (answer.status === 201 && answer.data?.reference) {
        setReference(answer.data.reference)
        return 'success'
      }
      form.showServerErrors(answer.errors)
      const fileProblem = answer.status === 413 ? answer.message : answer.errors?.resume
      if (fileProblem) resume.fail(fileProblem)
      return { notice: answer.message }
    },
  })
  const doneRef = useRefFocus(reference)

  if (reference) {
    return (
      <div
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="rounded-lg border border-green-700 bg-green-50 p-5"
        id="application-done"
      >
        <h3 className="text-lg font-semibold text-green-900">Application received</h3>
        <p className="mt-2">
          Thank you for applying for {jobTitle}. Your reference number is{' '}
          <strong data-testid="application-reference">{reference}</strong>. We have also sent it to your
          mobile number. Our HR team will contact you if your profile is shortlisted.
        </p>
      </div>
    )
  }

  return (
    <Form form={form} id="career-application" onSubmit={onSubmit} className="grid gap-4">
      <TextField form={form} name="name" label="Full name" autoComplete="name" />
      <TextField
        form={form}
        name="email"
        label="Email ID"
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <MobileField form={form} name="mobile" />
      <TextField form={form} name="experience" label="Total experience (years)" inputMode="numeric" />
      <FileField choice={resume} name="resume" label="Resume" />
      <CheckboxField
        form={form}
        name="consent"
        label={
          <>
            I agree that Sahyog Life Insurance may use the details and resume I share to consider me for this
            and similar roles, as described in the{' '}
            <SmartLink href="/legal/privacy-policy" className="text-brand-700 underline">
              privacy policy
            </SmartLink>
            .
          </>
        }
      />
      <input type="hidden" name="job" value={job} />
      <div>
        <SubmitButton form={form} ref={submitRef}>
          {form.sending ? 'Sending…' : 'Submit application'}
        </SubmitButton>
      </div>
      <p role="alert" className="text-sm text-red-700" id="application-notice">
        {notice}
      </p>
      {modal}
    </Form>
  )
}

/** The confirmation replaces the form: focus moves to it, so keyboard and screen-reader users land on it. */
function useRefFocus(reference: string | null) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (reference) ref.current?.focus()
  }, [reference])
  return ref
}
