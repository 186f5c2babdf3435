'use client'

import { useState } from 'react'

import { formatDate } from '@/domain/format'
import { format } from '@/domain/i18n/format'
import { checkMobile } from '@/domain/services/common'
import {
  APPLICATION_TEXTS,
  isApplicationNumber,
  normaliseApplicationNumber,
  TRACK_PURPOSE,
} from '@/domain/proposals/application'

import { apiCall, Form, FormNotice, fromErrors, MobileField, SubmitButton, TextField } from '../forms'
import { useLanguage, useT } from '../i18n/Texts'
import { useVerifiedForm } from '../otp'
import type { TServiceFormProps } from '../services/types'
import { DocumentUpload, type TSentDocument } from './DocumentUpload'

type TChange = { status: string; label: string; at: string | null }
type TTracked = {
  application_number: string
  plan: string
  status: string
  status_label: string
  status_line: string
  changed_at: string | null
  changes: TChange[]
  documents_needed?: boolean
  documents?: TSentDocument[]
}
type TField = 'application_number' | 'mobile'

/**
 * Track my application: the application number and the mobile it was paid with, proved by OTP, show the status, a
 * plain-language line and the day it changed. An unknown number and another mobile's number get one neutral answer.
 * While the application needs a document, the visitor uploads it here (DocumentUpload).
 */
export function TrackApplication({ servicesPath, skipVerification, resendSeconds }: TServiceFormProps) {
  const t = useT()
  const language = useLanguage()
  const [tracked, setTracked] = useState<TTracked | null>(null)
  const { form, notice, submitRef, onSubmit, modal } = useVerifiedForm<TField, Record<TField, string>>({
    form: {
      initial: { application_number: '', mobile: '' },
      validate: fromErrors((values) => ({
        application_number: isApplicationNumber(normaliseApplicationNumber(values.application_number))
          ? null
          : APPLICATION_TEXTS.numberInvalid,
        mobile: checkMobile(values.mobile),
      })),
      filters: { mobile: 'mobile' },
      idPrefix: 'track',
    },
    otp: { purpose: TRACK_PURPOSE, servicesPath, skipVerification, resendSeconds, closeOnVerify: true },
    sendData: (value) => ({ phone_number: value.mobile }),
    submit: async (value, { authToken }) => {
      const answer = await apiCall<TTracked & { errors?: Record<string, string> }>(
        '/api/v1/applications/track',
        {
          body: {
            application_number: normaliseApplicationNumber(value.application_number),
            mobile: value.mobile,
            auth_token: authToken,
          },
        },
      )
      if (answer.status === 200 && answer.data) {
        setTracked(answer.data)
        return 'success'
      }
      form.showServerErrors(answer.data?.errors ?? answer.errors)
      return { notice: answer.message }
    },
  })

  if (tracked) {
    const since = formatDate(tracked.changed_at, language)
    return (
      <section aria-labelledby="tracked-heading" role="status" className="grid gap-4">
        <h2 id="tracked-heading" className="text-lg font-bold text-brand-900">
          {format(t(APPLICATION_TEXTS.statusHeading), { number: tracked.application_number })}
        </h2>
        <div className="rounded-lg border border-brand-200 bg-brand-50 p-4">
          <p className="text-sm text-muted">{tracked.plan}</p>
          <p className="text-2xl font-bold text-brand-900" data-status={tracked.status}>
            {t(tracked.status_label)}
          </p>
          {since ? (
            <p className="text-sm text-muted">{format(t(APPLICATION_TEXTS.changedOn), { date: since })}</p>
          ) : null}
          <p className="mt-2 leading-7 text-ink">{t(tracked.status_line)}</p>
        </div>
        {tracked.documents_needed ? <DocumentUpload initial={tracked.documents ?? []} /> : null}
        {tracked.changes.length > 1 ? (
          <section aria-labelledby="tracked-history" className="grid gap-2">
            <h3 id="tracked-history" className="font-semibold text-ink">
              {t(APPLICATION_TEXTS.historyHeading)}
            </h3>
            <ol className="grid gap-1 text-sm text-ink">
              {tracked.changes.map((change, index) => (
                <li key={`${change.status}-${index}`}>
                  {formatDate(change.at, language)} · {t(change.label)}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <button type="button" className="btn-secondary justify-self-start" onClick={() => setTracked(null)}>
          {t(APPLICATION_TEXTS.another)}
        </button>
      </section>
    )
  }

  return (
    <>
      <Form form={form} onSubmit={onSubmit} aria-labelledby="track-heading" className="grid gap-4">
        <TextField
          form={form}
          name="application_number"
          label={t(APPLICATION_TEXTS.numberLabel)}
          hint={t(APPLICATION_TEXTS.numberHint)}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
        />
        <MobileField form={form} name="mobile" />
        <FormNotice id="track-notice" text={notice} />
        <SubmitButton form={form} ref={submitRef}>
          {t(APPLICATION_TEXTS.verify)}
        </SubmitButton>
      </Form>
      {modal}
    </>
  )
}
