'use client'

import { useRef, useState } from 'react'

import { formatDate } from '@/domain/format'
import services from '@/domain/i18n/en/services.json' with { type: 'json' }
import {
  GRIEVANCE_CATEGORIES,
  type IGrievanceLookup,
  longDate,
  validateGrievanceLookup,
} from '@/domain/services/grievance'

import { apiCall, Form, FormNotice, MobileField, SubmitButton, TextField, useForm } from '../forms'
import { useLanguage, useT } from '../i18n/Texts'

type TStatus = {
  reference: string
  status_label: string
  category: string
  registered_on: string
  due_by: string
  resolved_on: string | null
  reply: string | null
}

const TEXTS = services.grievanceStatus

/** Track a grievance: its reference and the mobile number it was registered with. */
export function GrievanceStatus() {
  // The registration form on the same page has a mobile field too: these ids carry a prefix.
  const form = useForm({
    initial: { reference: '', mobile_number: '' },
    validate: validateGrievanceLookup,
    filters: { reference: ['upperAlphanumeric', 15], mobile_number: 'mobile' },
    idPrefix: 'status',
  })
  const [status, setStatus] = useState<TStatus | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const resultRef = useRef<HTMLDivElement>(null)
  const t = useT()
  const hindi = useLanguage() === 'hi'
  const date = (iso: string) => (hindi ? (formatDate(iso.slice(0, 10), 'hi') ?? iso) : longDate(iso))

  const send = async (value: IGrievanceLookup) => {
    setNotice(null)
    setStatus(null)
    const answer = await apiCall<TStatus>('/api/v1/grievance-status', { body: value })
    if (answer.status === 200 && answer.data) setStatus(answer.data)
    else setNotice(answer.message)
  }

  const category = (value: string) =>
    t(GRIEVANCE_CATEGORIES.find((item) => item.value === value)?.label ?? value)

  return (
    <Form
      form={form}
      id="grievance-status-form"
      onSubmit={(event) => form.submit(event, send)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField form={form} name="reference" label={t(TEXTS.reference)} autoCapitalize="characters" />
      <MobileField form={form} name="mobile_number" />
      <div className="sm:col-span-2">
        <FormNotice id="grievance-status-notice" text={notice} />
        <SubmitButton form={form} variant="secondary">
          {t(TEXTS.check)}
        </SubmitButton>
      </div>
      <div ref={resultRef} aria-live="polite" className="sm:col-span-2">
        {status ? (
          <dl
            id="grievance-status-result"
            className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md bg-brand-50 p-4"
          >
            <dt className="font-semibold">{t(TEXTS.referenceShort)}</dt>
            <dd>{status.reference}</dd>
            <dt className="font-semibold">{t(TEXTS.status)}</dt>
            <dd>{t(status.status_label)}</dd>
            <dt className="font-semibold">{t(TEXTS.category)}</dt>
            <dd>{category(status.category)}</dd>
            <dt className="font-semibold">{t(TEXTS.registeredOn)}</dt>
            <dd>{date(status.registered_on)}</dd>
            <dt className="font-semibold">{t(status.resolved_on ? TEXTS.resolvedOn : TEXTS.dueBy)}</dt>
            <dd>{date(status.resolved_on ?? status.due_by)}</dd>
            {status.reply ? (
              <>
                <dt className="font-semibold">{t(TEXTS.reply)}</dt>
                {/* Staff write the reply in the language they choose: it is shown as written. */}
                <dd className="whitespace-pre-line">{status.reply}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </div>
    </Form>
  )
}
