'use client'

import { useEffect, useRef, useState } from 'react'

import type { ILeadForm } from '@/domain/forms/lead'
import type { IQuoteInput, TQuoteField } from '@/domain/quotes'

import {
  EMPTY_LEAD_VALUES,
  LEAD_FILTERS,
  LeadFields,
  leadWaitsForBlur,
  validateLeadValues,
} from '../contact/LeadFields'
import { readSessionUtm } from '../contact/utm-storage'
import { apiCall, Form, FormNotice, pageUrl, SubmitButton } from '../forms'
import { T, useT } from '../i18n/Texts'
import { useVerifiedForm } from '../otp'

export type TSaveQuoteProps = {
  planPath: string
  /** The checked quote, for the summary above the form. */
  quote: IQuoteInput
  /** The quote form's values as typed: the server checks them again with the plan's rules. */
  values: Record<TQuoteField, string>
  servicesPath: string
  skipVerification?: boolean
  resendSeconds?: number
  privacyPolicyUrl: string
}

type TSaved = { ref: string; reference: string; url: string; pdf: string }

/** The form type of the save form's token (spec 7 createToken). */
const FORM_TYPE = 'quote'

/**
 * 'Save my quote': the contact fields of the lead form; the mobile number is proved by OTP (purpose QUOTE_PAGE),
 * then the quote is sent with the proof. The server stores it with its lead for the CRM and answers its reference:
 * the visitor gets the quote's own address to open or share, and its PDF.
 */
export function SaveQuote({
  planPath,
  values,
  servicesPath,
  skipVerification,
  resendSeconds,
  privacyPolicyUrl,
}: TSaveQuoteProps) {
  const t = useT()
  const [saved, setSaved] = useState<TSaved | null>(null)
  const [copied, setCopied] = useState(false)
  const doneRef = useRef<HTMLDivElement>(null)
  const { form, notice, submitRef, onSubmit, modal } = useVerifiedForm<
    keyof typeof EMPTY_LEAD_VALUES,
    ILeadForm
  >({
    form: {
      initial: EMPTY_LEAD_VALUES,
      validate: validateLeadValues,
      filters: LEAD_FILTERS,
      waitsForBlur: leadWaitsForBlur,
      idPrefix: 'save',
    },
    otp: { purpose: 'QUOTE_PAGE', servicesPath, skipVerification, resendSeconds, closeOnVerify: true },
    sendData: (person) => ({ phone_number: person.full_number }),
    submit: async (person, { authToken }) => {
      const answer = await apiCall<TSaved>('/api/v1/quotes', {
        body: {
          ...person,
          plan: planPath,
          quote: values,
          auth_token: authToken,
          url: pageUrl(),
          utm_params: readSessionUtm(),
        },
        form: { type: FORM_TYPE, servicesPath },
      })
      if (answer.status === 200 && answer.data?.ref) {
        setSaved(answer.data)
        return 'success'
      }
      form.showServerErrors(answer.errors)
      return { notice: answer.message }
    },
  })

  useEffect(() => {
    if (saved) doneRef.current?.focus()
  }, [saved])

  if (saved) {
    const address = `${window.location.origin}${saved.url}`
    // Still the region 'Save my quote' controls (aria-controls), now saying the quote is saved.
    return (
      <div id="save-quote">
        <div
          ref={doneRef}
          tabIndex={-1}
          role="status"
          id="quote-saved"
          className="rounded-lg border border-green-700 bg-green-50 p-5 outline-none"
        >
          <h3 className="text-lg font-semibold text-green-900">
            <T>Your quote is saved</T>
          </h3>
          <p className="mt-2 leading-7">
            {(() => {
              const [before, after = ''] = t(
                'Your quote reference is {reference}. An advisor will call you to take it forward. Keep the link to see this quote again or share it.',
              ).split('{reference}')
              return (
                <>
                  {before}
                  <strong data-testid="quote-reference">{saved.reference}</strong>
                  {after}
                </>
              )
            })()}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a href={saved.url} className="btn-primary">
              <T>Open my quote</T>
            </a>
            <a href={saved.pdf} className="btn-secondary" download>
              <T>Download PDF</T>
            </a>
            <button
              type="button"
              className="btn-secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(address).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {t(copied ? 'Link copied' : 'Copy link')}
            </button>
          </div>
        </div>
      </div>
    )
  }

  return (
    <div id="save-quote" className="rounded-lg border border-gray-200 p-4">
      <h3 id="save-quote-heading" className="text-lg font-semibold text-brand-900">
        <T>Save my quote</T>
      </h3>
      <p className="mt-1 text-sm leading-6 text-muted">
        <T>
          We send a one-time password to your mobile number. Once verified, your quote is saved and an advisor
          can call you about it.
        </T>
      </p>
      <Form form={form} onSubmit={onSubmit} aria-labelledby="save-quote-heading" className="mt-4 grid gap-4">
        <LeadFields form={form} privacyPolicyUrl={privacyPolicyUrl} />
        <FormNotice id="save-quote-notice" text={notice} />
        <SubmitButton form={form} ref={submitRef}>
          <T>Verify and save</T>
        </SubmitButton>
      </Form>
      {modal}
    </div>
  )
}
