'use client'

import { useEffect, useRef, useState } from 'react'

import { formatDate } from '@/domain/format'
import services from '@/domain/i18n/en/services.json' with { type: 'json' }
import shell from '@/domain/i18n/en/shell.json' with { type: 'json' }
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
import { useFormat, useLanguage, useT } from '../i18n/Texts'
import { useVerifiedForm } from '../otp'
import type { TServiceFormProps } from './types'

type TCategory = { value: string; label: string }
type TRegistered = { reference: string; due_by: string; acknowledged: boolean }

const TEXTS = services.grievanceForm

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
  const t = useT()
  const tf = useFormat()
  const language = useLanguage()

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
      .catch(() => live && setNotice(TEXTS.categoriesFailed))
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
          {t(TEXTS.registered)}
        </h2>
        <p className="mt-3">
          {t(TEXTS.referenceBefore)}{' '}
          <strong id="grievance-reference" className="text-lg tracking-wide">
            {registered.reference}
          </strong>
          {t(TEXTS.referenceAfter)}
        </p>
        <p className="mt-2">
          {t(registered.acknowledged ? TEXTS.smsSent : TEXTS.smsFailed)} {t(TEXTS.resolveBefore)}{' '}
          <strong>
            {language === 'hi'
              ? formatDate(registered.due_by.slice(0, 10), 'hi')
              : longDate(registered.due_by)}
          </strong>
          {t(TEXTS.resolveAfter)}
        </p>
        <p className="mt-2">
          {t(TEXTS.escalateBefore)}{' '}
          <a
            className="text-brand-700 underline"
            href="https://bimabharosa.irdai.gov.in"
            rel="noopener noreferrer"
            target="_blank"
          >
            {t(TEXTS.bimaBharosa)}
            <span className="sr-only"> {t(shell.newTab)}</span>
          </a>
          {t(TEXTS.escalateAfter)}
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
          label={t(TEXTS.category)}
          placeholder={t(categories ? TEXTS.selectCategory : TEXTS.loadingCategories)}
          options={(categories ?? []).map((category) => [category.value, t(category.label)] as const)}
        />
        <TextField
          form={form}
          name="policy_number"
          label={t(TEXTS.policyNumber)}
          optional
          hint={t(TEXTS.policyHint)}
          autoCapitalize="characters"
        />
        <TextAreaField
          form={form}
          name="description"
          label={t(TEXTS.describe)}
          hint={tf(TEXTS.describeHint, { max: DESCRIPTION_MAX })}
          rows={5}
          maxLength={DESCRIPTION_MAX}
        />
        <FileField choice={attachment} name="attachment" label={t(TEXTS.attachment)} optional />
        <MobileField form={form} name="mobile_number" />
        <div>
          <FormNotice id="register-grievance-notice" text={notice} />
          <SubmitButton form={form} ref={submitRef}>
            {t(TEXTS.submit)}
          </SubmitButton>
        </div>
      </Form>
      {modal}
    </>
  )
}
