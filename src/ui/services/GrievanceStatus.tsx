'use client'

import type React from 'react'
import { useRef, useState } from 'react'

import { alphanumeric, mobileNumber } from '@/domain/forms/filters'
import { GRIEVANCE_CATEGORIES, longDate, validateGrievanceLookup } from '@/domain/services/grievance'

import { postServiceForm } from './client'
import { Field, FormNotice, inputClass } from './Fields'
import { useServiceForm } from './useServiceForm'

type TStatus = {
  reference: string
  status_label: string
  category: string
  registered_on: string
  due_by: string
  resolved_on: string | null
  reply: string | null
}

const ORDER = ['reference', 'mobile_number'] as const

/** Track a grievance: its reference and the mobile number it was registered with. */
export function GrievanceStatus({ servicesPath }: { servicesPath: string }) {
  const form = useServiceForm({
    initial: { reference: '', mobile_number: '' },
    validate: validateGrievanceLookup,
    order: ORDER,
    filters: {
      reference: (value) => alphanumeric(value).toUpperCase().slice(0, 15),
      mobile_number: mobileNumber,
    },
  })
  const [status, setStatus] = useState<TStatus | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const resultRef = useRef<HTMLDivElement>(null)

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const value = form.check(event.currentTarget)
    if (!value) return
    setBusy(true)
    setNotice(null)
    setStatus(null)
    const answer = await postServiceForm<TStatus>('/api/v1/grievance-status', { ...value }, { servicesPath })
    setBusy(false)
    if (answer.status === 200 && answer.data) setStatus(answer.data)
    else setNotice(answer.message)
  }

  const category = (value: string) =>
    GRIEVANCE_CATEGORIES.find((item) => item.value === value)?.label ?? value

  return (
    <form
      id="grievance-status-form"
      noValidate
      onSubmit={submit}
      aria-busy={busy}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field name="reference" label="Reference number" error={form.errorOf('reference')}>
        {(aria) => (
          <input
            {...aria}
            type="text"
            autoCapitalize="characters"
            value={form.values.reference}
            onChange={(event) => form.set('reference', event.target.value)}
            onBlur={() => form.blur('reference')}
            className={inputClass(Boolean(form.errorOf('reference')))}
          />
        )}
      </Field>
      <Field name="status_mobile" label="Mobile number" error={form.errorOf('mobile_number')}>
        {(aria) => (
          <input
            {...aria}
            name="mobile_number"
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
      <div className="sm:col-span-2">
        <FormNotice id="grievance-status-notice" text={notice} />
        <button type="submit" disabled={busy} className="btn-secondary disabled:opacity-60">
          Check status
        </button>
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
    </form>
  )
}
