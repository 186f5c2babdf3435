'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import {
  APPLICATION_MESSAGES,
  applicationErrors,
  type IApplicationValues,
  type TApplicationField,
} from '@/domain/careers'
import { emailChars, FILTER_DELAY_MS, mobileNumber, personName } from '@/domain/forms/filters'
import { checkChosenFile } from '@/domain/uploads/check'
import { acceptAttribute, RESUME_KINDS, RESUME_MAX_BYTES, uploadHint } from '@/domain/uploads/kinds'

import { useOtpVerification } from '../otp'
import { SmartLink } from '../primitives/SmartLink'
import { pageUrl, postServiceForm } from '../services/client'

type Field = TApplicationField | 'consent'
const ORDER: Field[] = ['name', 'email', 'mobile', 'experience', 'resume', 'consent']
const FORM_NAME = 'careers-details'
export const APPLICATIONS_API = '/api/v1/careers/applications'

type Props = {
  job: string
  jobTitle: string
  servicesPath: string
  /** APP_ENV devs or sit (spec 4): the OTP popup accepts any code. */
  skipVerification?: boolean
  resendSeconds?: number
}

const FILTERS: Partial<Record<Field, (value: string) => string>> = {
  name: personName,
  email: emailChars,
  mobile: mobileNumber,
  experience: (value) => value.replace(/\D/g, '').slice(0, 2),
}

/**
 * The career application: the spec 5 filters and messages, the resume checked here for a quick answer and again by
 * content on the server. The mobile number is verified by OTP first (the acknowledgement goes to it by SMS, and no
 * SMS goes to a number nobody proved); then the form is sent as multipart with the form token and the OTP proof.
 * The reference number is shown once the server has stored the application.
 */
export function ApplicationForm({ job, jobTitle, servicesPath, skipVerification, resendSeconds }: Props) {
  const [values, setValues] = useState<IApplicationValues>({
    name: '',
    email: '',
    mobile: '',
    experience: '',
    job,
  })
  const [file, setFile] = useState<File | null>(null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const [consent, setConsent] = useState(false)
  const [shown, setShown] = useState<Partial<Record<Field, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({})
  const [notice, setNotice] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [reference, setReference] = useState<string | null>(null)
  const timers = useRef(new Map<Field, ReturnType<typeof setTimeout>>())
  const doneRef = useRef<HTMLDivElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)

  // The confirmation replaces the form: focus moves to it, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (reference) doneRef.current?.focus()
  }, [reference])

  const fileError = (): string | null => {
    if (!file) return APPLICATION_MESSAGES.fileRequired
    // Checked here by size and content before any code is sent, and again by the server.
    return fileProblem
  }
  const local = applicationErrors(values, true) as Partial<Record<Field, string>>
  const clientErrors: Partial<Record<Field, string>> = {
    ...local,
    resume: fileError() ?? undefined,
    consent: consent ? undefined : 'Please accept the terms before proceeding',
  }
  const errorOf = (field: Field) =>
    shown[field] ? (clientErrors[field] ?? serverErrors[field] ?? null) : null

  const setField = (field: keyof IApplicationValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setServerErrors((previous) => ({ ...previous, [field]: undefined }))
    const filter = FILTERS[field]
    if (!filter) return
    clearTimeout(timers.current.get(field))
    timers.current.set(
      field,
      setTimeout(
        () => setValues((previous) => ({ ...previous, [field]: filter(previous[field]) })),
        FILTER_DELAY_MS,
      ),
    )
  }
  const touch = (field: Field) => setShown((previous) => ({ ...previous, [field]: true }))

  const chooseFile = async (chosen: File | null) => {
    setServerErrors((previous) => ({ ...previous, resume: undefined }))
    setFile(chosen)
    setFileProblem(null)
    touch('resume')
    if (!chosen) return
    const verdict = await checkChosenFile(chosen, RESUME_KINDS, RESUME_MAX_BYTES)
    if (!verdict.ok) setFileProblem(verdict.message)
  }

  const send = async (authToken: string | null): Promise<'success' | 'failure'> => {
    const body = new FormData()
    for (const [key, value] of Object.entries(values)) body.set(key, value)
    body.set('consent', 'yes')
    body.set('resume', file!)
    body.set('auth_token', authToken ?? '')
    const answer = await postServiceForm<{ reference?: string }>(APPLICATIONS_API, body, {
      servicesPath,
      formName: FORM_NAME,
    })
    if (answer.status === 201 && answer.data?.reference) {
      setReference(answer.data.reference)
      return 'success'
    }
    if (answer.errors && Object.keys(answer.errors).length > 0) {
      setServerErrors(answer.errors as Partial<Record<Field, string>>)
    }
    if (answer.status === 413) setServerErrors({ resume: answer.message })
    setNotice(answer.message)
    return 'failure'
  }

  const otp = useOtpVerification({
    purpose: 'CAREERS_PAGE',
    servicesPath,
    skipVerification,
    resendSeconds,
    closeOnVerify: true,
    returnFocus: () => submitRef.current,
    onVerified: ({ authToken }) => send(authToken),
    onClose: ({ verified, notice: message }) => {
      if (!verified && message) setNotice(message)
    },
  })

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    setShown(Object.fromEntries(ORDER.map((field) => [field, true])))
    const first = ORDER.find((field) => clientErrors[field])
    if (first) {
      ;(form.elements.namedItem(first) as HTMLElement | null)?.focus()
      return
    }
    setSending(true)
    setNotice(null)
    try {
      const outcome = await otp.send({ phone_number: values.mobile, url: pageUrl() })
      if (outcome.kind !== 'sent') setNotice(outcome.message)
    } finally {
      setSending(false)
    }
  }

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

  const inputClass = (field: Field) =>
    `mt-1 block min-h-11 w-full rounded-md border px-3 py-2 text-ink ${errorOf(field) ? 'border-red-600' : 'border-gray-300'} focus:border-brand-700`
  const describedBy = (field: Field, hint?: string) =>
    [hint, errorOf(field) ? `apply-${field}-error` : null].filter(Boolean).join(' ') || undefined
  const error = (field: Field) =>
    errorOf(field) ? (
      <p id={`apply-${field}-error`} className="mt-1 text-sm text-red-700">
        {errorOf(field)}
      </p>
    ) : null
  const text = (
    field: 'name' | 'email' | 'mobile' | 'experience',
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div>
      <label htmlFor={`apply-${field}`} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={`apply-${field}`}
        name={field}
        value={values[field]}
        onChange={(event) => setField(field, event.target.value)}
        onBlur={() => touch(field)}
        aria-invalid={errorOf(field) ? true : undefined}
        aria-describedby={describedBy(field)}
        aria-required="true"
        className={inputClass(field)}
        {...extra}
      />
      {error(field)}
    </div>
  )

  return (
    <form id="career-application" noValidate onSubmit={submit} aria-busy={sending} className="grid gap-4">
      {text('name', 'Full name', { autoComplete: 'name', type: 'text' })}
      {text('email', 'Email ID', { autoComplete: 'email', type: 'email', inputMode: 'email' })}
      {text('mobile', 'Mobile number', { autoComplete: 'tel-national', type: 'tel', inputMode: 'numeric' })}
      {text('experience', 'Total experience (years)', { type: 'text', inputMode: 'numeric' })}
      <div>
        <label htmlFor="apply-resume" className="block text-sm font-semibold text-ink">
          Resume
        </label>
        <input
          id="apply-resume"
          name="resume"
          type="file"
          accept={acceptAttribute(RESUME_KINDS)}
          onChange={(event) => void chooseFile(event.target.files?.[0] ?? null)}
          aria-invalid={errorOf('resume') ? true : undefined}
          aria-describedby={describedBy('resume', 'apply-resume-hint')}
          aria-required="true"
          className={`${inputClass('resume')} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1`}
        />
        <p id="apply-resume-hint" className="mt-1 text-sm text-muted">
          {uploadHint(RESUME_KINDS, RESUME_MAX_BYTES)}
        </p>
        {error('resume')}
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input
            id="apply-consent"
            name="consent"
            type="checkbox"
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked)
              touch('consent')
            }}
            aria-invalid={errorOf('consent') ? true : undefined}
            aria-describedby={describedBy('consent')}
            className="mt-1 size-5"
          />
          <label htmlFor="apply-consent" className="text-sm">
            I agree that Sahyog Life Insurance may use the details and resume I share to consider me for this
            and similar roles, as described in the{' '}
            <SmartLink href="/legal/privacy-policy" className="text-brand-700 underline">
              privacy policy
            </SmartLink>
            .
          </label>
        </div>
        {error('consent')}
      </div>
      <input type="hidden" name="job" value={job} />
      <div>
        <button
          ref={submitRef}
          type="submit"
          disabled={sending}
          className="min-h-11 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {sending ? 'Sending…' : 'Submit application'}
        </button>
      </div>
      <p role="alert" className="text-sm text-red-700" id="application-notice">
        {notice}
      </p>
      {otp.modal}
    </form>
  )
}
