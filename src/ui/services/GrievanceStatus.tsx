'use client'

import { useRef, useState } from 'react'

import {
  GRIEVANCE_CATEGORIES,
  type IGrievanceLookup,
  longDate,
  validateGrievanceLookup,
} from '@/domain/services/grievance'

import { apiCall, Form, FormNotice, MobileField, SubmitButton, TextField, useForm } from '../forms'

type TStatus = {
  reference: string
  status_label: string
  category: string
  registered_on: string
  due_by: string
  resolved_on: string | null
  reply: string | null
}

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

  const send = async (value: IGrievanceLookup) => {
    setNotice(null)
    setStatus(null)
    const answer = await apiCall<TStatus>('/api/v1/grievance-status', { body: value })
    if (answer.status === 200 && answer.data) setStatus(answer.data)
    else setNotice(answer.message)
  }

  const category = (value: string) =>
    GRIEVANCE_CATEGORIES.find((item) => item.value === value)?.label ?? value

  return (
    <Form
      form={form}
      id="grievance-status-form"
      onSubmit={(event) => form.submit(event, send)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField form={form} name="reference" label="Reference number" autoCapitalize="characters" />
      <MobileField form={form} name="mobile_number" />
      <div className="sm:col-span-2">
        <FormNotice id="grievance-status-notice" text={notice} />
        <SubmitButton form={form} variant="secondary">
          Check status
        </SubmitButton>
      </div>
      <div ref={resultRef} aria-live="polite" className="sm:col-span-2">
        {status ? (
          <dl
            id="grievance-status-result"
            className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md bg-brand-50 p-4"
          >
            <dt className="font-semibold">Reference</dt>
            <dd>{status.reference}</dd>
            <dt className="font-semibold">Status</dt>
            <dd>{status.status_label}</dd>
            <dt className="font-semibold">Category</dt>
            <dd>{category(status.category)}</dd>
            <dt className="font-semibold">Registered on</dt>
            <dd>{longDate(status.registered_on)}</dd>
            <dt className="font-semibold">{status.resolved_on ? 'Resolved on' : 'To be resolved by'}</dt>
            <dd>{longDate(status.resolved_on ?? status.due_by)}</dd>
            {status.reply ? (
              <>
                <dt className="font-semibold">Our reply</dt>
                <dd className="whitespace-pre-line">{status.reply}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </div>
    </Form>
  )
}
