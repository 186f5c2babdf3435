'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import { mobileNumber, policyNumber } from '@/domain/forms/filters'
import { OTP_UI_TIMINGS } from '@/domain/otp/protocol'
import {
  DESCRIPTION_MAX,
  GRIEVANCE_CATEGORIES_PATH,
  type IGrievanceForm,
  longDate,
  validateGrievance,
} from '@/domain/services/grievance'
import {
  acceptAttribute,
  checkChosenFile,
  GRIEVANCE_KINDS,
  GRIEVANCE_MAX_BYTES,
  uploadHint,
} from '@/domain/uploads'

import { useOtpVerification } from '../otp'
import { pageUrl, postServiceForm } from './client'
import { Field, FormNotice, inputClass } from './Fields'
import type { TServiceFormProps } from './types'
import { useNotice } from './useNotice'
import { useServiceForm } from './useServiceForm'

const ORDER = ['category', 'policy_number', 'description', 'mobile_number'] as const
const EMPTY = { category: '', policy_number: '', description: '', mobile_number: '' }

type TCategory = { value: string; label: string }
type TRegistered = { reference: string; due_by: string; acknowledged: boolean }

/**
 * register-grievance: category (from the static category file, spec 7), policy number, description, an optional
 * attachment checked by content before it leaves the browser (and again on the server), and the mobile number,
 * verified by OTP (REGISTER_GRIEVANCE_PAGE). The answer is the reference, the turnaround and the escalation path.
 */
export function GrievanceForm({ servicesPath, skipVerification, resendSeconds }: TServiceFormProps) {
  const form = useServiceForm({
    initial: EMPTY,
    validate: validateGrievance,
    order: ORDER,
    filters: { mobile_number: mobileNumber, policy_number: policyNumber },
  })
  const [categories, setCategories] = useState<TCategory[] | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useNotice(OTP_UI_TIMINGS.sendErrorMs * 2)
  const [registered, setRegistered] = useState<TRegistered | null>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const resultRef = useRef<HTMLHeadingElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const sent = useRef<IGrievanceForm | null>(null)

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

  const otp = useOtpVerification({
    purpose: 'REGISTER_GRIEVANCE_PAGE',
    servicesPath,
    skipVerification,
    resendSeconds,
    closeOnVerify: true,
    returnFocus: () => submitRef.current,
    onVerified: async ({ authToken }) => {
      const value = sent.current
      if (!value) return 'failure'
      const body = new FormData()
      for (const [key, text] of Object.entries(value)) body.set(key, text)
      body.set('auth_token', authToken ?? '')
      body.set('url', pageUrl())
      if (file) body.set('attachment', file, file.name)
      const answer = await postServiceForm<TRegistered>('/api/v1/register-grievance', body, {
        servicesPath,
        formName: 'grievance',
      })
      if (answer.status === 200 && answer.data) {
        setRegistered(answer.data)
        return 'success'
      }
      setNotice(answer.message)
      return 'failure'
    },
    onClose: ({ verified, notice: message }) => {
      if (!verified && message) setNotice(message)
    },
  })

  const chooseFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null
    setFile(null)
    setFileError(null)
    if (!chosen) return
    const verdict = await checkChosenFile(chosen, GRIEVANCE_KINDS, GRIEVANCE_MAX_BYTES)
    if (!verdict.ok) {
      setFileError(verdict.message)
      event.target.value = ''
      return
    }
    setFile(chosen)
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const value = form.check(event.currentTarget)
    if (!value) return
    if (fileError) return fileRef.current?.focus()
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
      <form
        id="register-grievance-form"
        noValidate
        onSubmit={submit}
        aria-busy={sending}
        aria-labelledby="register-grievance-heading"
        className="grid gap-4"
      >
        <Field name="category" label="Category" error={form.errorOf('category')}>
          {(aria) => (
            <select
              {...aria}
              value={form.values.category}
              onChange={(event) => form.set('category', event.target.value)}
              onBlur={() => form.blur('category')}
              className={inputClass(Boolean(form.errorOf('category')))}
            >
              <option value="">{categories ? 'Select a category' : 'Loading categories…'}</option>
              {(categories ?? []).map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          name="policy_number"
          label="Policy number"
          optional
          hint="14 letters or digits, if the grievance is about a policy"
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
        <Field
          name="description"
          label="Describe your grievance"
          hint={`What happened, and what you would like us to do (up to ${DESCRIPTION_MAX} characters)`}
          error={form.errorOf('description')}
        >
          {(aria) => (
            <textarea
              {...aria}
              rows={5}
              maxLength={DESCRIPTION_MAX}
              value={form.values.description}
              onChange={(event) => form.set('description', event.target.value)}
              onBlur={() => form.blur('description')}
              className={inputClass(Boolean(form.errorOf('description')))}
            />
          )}
        </Field>
        <Field
          name="attachment"
          label="Attachment"
          optional
          hint={uploadHint(GRIEVANCE_KINDS, GRIEVANCE_MAX_BYTES)}
          error={fileError}
        >
          {(aria) => (
            <input
              {...aria}
              ref={fileRef}
              type="file"
              accept={acceptAttribute(GRIEVANCE_KINDS)}
              onChange={(event) => void chooseFile(event)}
              className="mt-1 block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
            />
          )}
        </Field>
        <Field name="mobile_number" label="Mobile number" error={form.errorOf('mobile_number')}>
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
        <div>
          <FormNotice id="register-grievance-notice" text={notice} />
          <button
            ref={submitRef}
            type="submit"
            disabled={sending}
            className="btn-primary disabled:opacity-60"
          >
            Register grievance
          </button>
        </div>
      </form>
      {otp.modal}
    </>
  )
}
