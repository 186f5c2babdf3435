'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import { emailChars, FILTER_DELAY_MS, mobileNumber, personName } from '@/domain/forms/filters'
import {
  EMPTY_LEAD_FORM,
  firstInvalidField,
  type ILeadFormValues,
  LEAD_LANGUAGES,
  leadFormErrors,
  type TLeadField,
  validateLeadForm,
} from '@/domain/forms/lead'
import { formMessage } from '@/domain/forms/messages'
import { leadSendOtpData } from '@/domain/leads/payload'
import { OTP_UI_TIMINGS } from '@/domain/otp/protocol'

import { useOtpVerification } from '../otp'
import { Icon } from '../primitives/Icon'
import { useScrollLock } from '../shell/state'
import type { ILeadPanelPrefill } from './open'
import { readSessionUtm } from './utm-storage'

export type ContactPanelProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The panel's heading: the contact tab's label. */
  title: string
  servicesPath: string
  /** APP_ENV devs or sit: the OTP popup verifies without a server call (spec 4). */
  skipVerification: boolean
  resendSeconds?: number
  privacyPolicyUrl: string
  /** The element that gets focus back when the panel closes (the tab), unless the prefill names another. */
  returnFocusId: string
  /** Values another part of the page carries into the lead (openLeadPanel), and who opened the panel. */
  prefill?: ILeadPanelPrefill
}

/**
 * The contact lead panel (spec 2.5, 3, 4, 5): slides in from the side, a dialog with the lead form. Submit sends
 * the OTP with the lead payload; the OTP popup verifies the number and says 'Thank you'.
 */
export function ContactPanel({ open, onOpenChange, title, returnFocusId, ...rest }: ContactPanelProps) {
  useScrollLock(open)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-fade fixed inset-0 z-[74] bg-brand-900/50" />
        <Dialog.Content
          id="contact-panel"
          aria-describedby="contact-panel-intro"
          onCloseAutoFocus={(event) => {
            // No Radix trigger here (the tab loads the panel lazily): focus goes back to the tab by hand.
            event.preventDefault()
            const opener = rest.prefill?.returnFocus
            if (opener?.isConnected) opener.focus()
            else document.getElementById(returnFocusId)?.focus()
          }}
          className="contact-panel fixed top-0 right-0 z-[75] flex h-full w-full max-w-md flex-col overflow-y-auto bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-6 py-5">
            <div>
              <Dialog.Title className="text-xl font-bold text-brand-900">{title}</Dialog.Title>
              <Dialog.Description id="contact-panel-intro" className="mt-1 text-sm text-muted">
                Share your details and our representative will call you back.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-mt-2 -mr-3 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-gray-100 hover:text-ink"
            >
              <Icon name="close" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {/* Mounted only while open: closing the panel resets the form. */}
          <LeadForm {...rest} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

type TFormProps = Omit<ContactPanelProps, 'open' | 'onOpenChange' | 'title' | 'returnFocusId'> & {
  onDone: () => void
}

const FILTERS: Partial<Record<TLeadField, (value: string) => string>> = {
  full_name: personName,
  full_email: emailChars,
  full_number: mobileNumber,
}

const pageUrl = () => `${window.location.origin}${window.location.pathname}`

function LeadForm({
  servicesPath,
  skipVerification,
  resendSeconds,
  privacyPolicyUrl,
  prefill,
  onDone,
}: TFormProps) {
  const [values, setValues] = useState<ILeadFormValues>(EMPTY_LEAD_FORM)
  const [shown, setShown] = useState<Partial<Record<TLeadField, boolean>>>({})
  const [focused, setFocused] = useState<TLeadField | null>(null)
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const filterTimers = useRef(new Map<TLeadField, ReturnType<typeof setTimeout>>())

  useEffect(() => {
    const timers = filterTimers.current
    return () => timers.forEach((timer) => clearTimeout(timer))
  }, [])

  // Spec 4: the send error text clears after 4 s.
  useEffect(() => {
    if (!notice) return
    const clear = setTimeout(() => setNotice(null), OTP_UI_TIMINGS.sendErrorMs)
    return () => clearTimeout(clear)
  }, [notice])

  const otp = useOtpVerification({
    purpose: prefill?.sourcePage ?? 'QUICK_LINKS',
    servicesPath,
    skipVerification,
    resendSeconds,
    successView: 'thankYou',
    returnFocus: () => submitRef.current,
    onClose: ({ verified, notice: message }) => {
      if (verified) return onDone()
      // Spec 4: closing the popup resets the form that opened it.
      setValues(EMPTY_LEAD_FORM)
      setShown({})
      if (message) setNotice(message)
    },
  })

  const errors = leadFormErrors(values)
  // A trailing space is normal mid-typing ("Asha "): that rule waits until the visitor leaves the field.
  const errorOf = (field: TLeadField) => {
    const key = errors[field]
    if (!key || !shown[field]) return null
    if (key === 'fullNameEndValidation' && focused === field) return null
    return formMessage(key)
  }

  const setField = (field: TLeadField, value: string | boolean) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setShown((previous) => ({ ...previous, [field]: true }))
    const filter = FILTERS[field]
    if (!filter || typeof value !== 'string') return
    // Spec 5: filters run 10 ms after the input, on whatever the field holds by then.
    clearTimeout(filterTimers.current.get(field))
    filterTimers.current.set(
      field,
      setTimeout(() => {
        setValues((previous) => ({ ...previous, [field]: filter(previous[field] as string) }))
      }, FILTER_DELAY_MS),
    )
  }

  const onBlur = (field: TLeadField) => {
    setFocused(null)
    setShown((previous) => ({ ...previous, [field]: true }))
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const result = validateLeadForm(values)
    if (!result.ok) {
      setShown({
        full_name: true,
        full_email: true,
        full_number: true,
        prefferd_language: true,
        is_submit_contact: true,
      })
      const first = firstInvalidField(result.errors)
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus()
      return
    }
    setSending(true)
    setNotice(null)
    try {
      const extras = prefill
        ? { comments: prefill.comments, planName: prefill.planName, formType: prefill.formType }
        : undefined
      const outcome = await otp.send(
        leadSendOtpData(result.value, pageUrl(), { utm: readSessionUtm(), extras }),
      )
      if (outcome.kind !== 'sent') setNotice(outcome.message)
    } finally {
      setSending(false)
    }
  }

  const fieldClass = (invalid: boolean) =>
    `mt-1 block min-h-11 w-full rounded-md border px-3 py-2 text-ink ${invalid ? 'border-red-600' : 'border-gray-300'} focus:border-brand-700`

  const describe = (field: TLeadField) => (errorOf(field) ? `${field}-error` : undefined)
  const error = (field: TLeadField) =>
    errorOf(field) ? (
      <p id={`${field}-error`} className="mt-1 text-sm text-red-700">
        {errorOf(field)}
      </p>
    ) : null

  const textField = (
    field: 'full_name' | 'full_email' | 'full_number',
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div>
      <label htmlFor={field} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={field}
        name={field}
        value={values[field]}
        onChange={(event) => setField(field, event.target.value)}
        onFocus={() => setFocused(field)}
        onBlur={() => onBlur(field)}
        aria-invalid={errorOf(field) ? true : undefined}
        aria-describedby={describe(field)}
        aria-required="true"
        className={fieldClass(Boolean(errorOf(field)))}
        {...extra}
      />
      {error(field)}
    </div>
  )

  return (
    <>
      <form
        id="contact-lead-form"
        noValidate
        onSubmit={submit}
        aria-busy={sending}
        className="flex flex-1 flex-col gap-4 px-6 py-5"
      >
        {prefill?.comments || prefill?.planName ? (
          <div className="rounded-md bg-brand-50 p-3 text-sm text-ink" data-testid="lead-panel-about">
            <p className="font-semibold text-brand-900">Your enquiry</p>
            {prefill.planName ? <p>{prefill.planName}</p> : null}
            {prefill.comments ? <p className="whitespace-pre-line">{prefill.comments}</p> : null}
          </div>
        ) : null}
        {textField('full_name', 'Full name', { autoComplete: 'name', type: 'text' })}
        {textField('full_email', 'Email ID', { autoComplete: 'email', type: 'email', inputMode: 'email' })}
        {textField('full_number', 'Mobile number', {
          autoComplete: 'tel-national',
          type: 'tel',
          inputMode: 'numeric',
        })}
        <div>
          <label htmlFor="prefferd_language" className="block text-sm font-semibold text-ink">
            Preferred language
          </label>
          <select
            id="prefferd_language"
            name="prefferd_language"
            value={values.prefferd_language}
            onChange={(event) => setField('prefferd_language', event.target.value)}
            onBlur={() => onBlur('prefferd_language')}
            aria-invalid={errorOf('prefferd_language') ? true : undefined}
            aria-describedby={describe('prefferd_language')}
            aria-required="true"
            className={`${fieldClass(Boolean(errorOf('prefferd_language')))} bg-white`}
          >
            <option value="">Select language</option>
            {LEAD_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </select>
          {error('prefferd_language')}
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input
              id="is_submit_contact"
              name="is_submit_contact"
              type="checkbox"
              checked={values.is_submit_contact}
              onChange={(event) => setField('is_submit_contact', event.target.checked)}
              onBlur={() => onBlur('is_submit_contact')}
              aria-invalid={errorOf('is_submit_contact') ? true : undefined}
              aria-describedby={describe('is_submit_contact')}
              aria-required="true"
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
            />
            <label htmlFor="is_submit_contact" className="text-sm leading-6 text-ink">
              I agree to be contacted by Sahyog Life Insurance about my enquiry by call, SMS, e-mail or
              WhatsApp, even if my number is on the do-not-call register, and I accept the{' '}
              <a
                href={privacyPolicyUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                privacy policy<span className="sr-only"> (opens in a new tab)</span>
              </a>
              .
            </label>
          </div>
          {error('is_submit_contact')}
        </div>
        <p
          aria-live="assertive"
          className="min-h-6 text-sm font-medium text-red-700"
          id="contact-panel-notice"
        >
          {notice ?? ''}
        </p>
        <button
          ref={submitRef}
          type="submit"
          disabled={sending}
          className="btn-primary w-full disabled:opacity-60"
        >
          Submit
        </button>
      </form>
      {otp.modal}
    </>
  )
}
