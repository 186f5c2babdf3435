'use client'

import { useState } from 'react'

import { checkMobile } from '@/domain/services/common'
import { PROPOSAL_PURPOSE } from '@/domain/proposals'

import { apiCall, Form, FormNotice, fromErrors, MobileField, SubmitButton } from '../forms'
import { useT } from '../i18n/Texts'
import { useVerifiedForm } from '../otp'
import type { TServiceFormProps } from '../services/types'

type TStarted = { ref: string; url: string; resumed: boolean }

/**
 * 'Buy this plan' on a saved quote: the mobile the quote was saved with, proved by OTP (purpose PROPOSAL_PAGE), then
 * the proposal is started (or the mobile's unfinished one for the plan is opened) and the visitor goes on to it.
 */
export function StartProposal({
  quoteRef,
  proved,
  servicesPath,
  skipVerification,
  resendSeconds,
}: TServiceFormProps & { quoteRef: string; proved: boolean }) {
  const t = useT()
  const [direct, setDirect] = useState(proved)
  const [starting, setStarting] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  // The mobile's unpaid proposal for this plan from another quote: offered to continue (one per mobile and plan).
  const [openUrl, setOpenUrl] = useState<string | null>(null)
  const { form, notice, submitRef, onSubmit, modal } = useVerifiedForm<'mobile', Record<'mobile', string>>({
    form: {
      initial: { mobile: '' },
      validate: fromErrors((values) => ({ mobile: checkMobile(values.mobile) })),
      filters: { mobile: 'mobile' },
      idPrefix: 'buy',
    },
    otp: { purpose: PROPOSAL_PURPOSE, servicesPath, skipVerification, resendSeconds, closeOnVerify: true },
    sendData: (value) => ({ phone_number: value.mobile }),
    submit: async (value, { authToken }) => {
      const answer = await apiCall<TStarted & { errors?: Record<string, string> }>('/api/v1/proposals', {
        body: { quote: quoteRef, mobile: value.mobile, auth_token: authToken },
      })
      if (answer.status === 200 && answer.data?.url) {
        window.location.assign(answer.data.url)
        return 'success'
      }
      if (answer.status === 409 && answer.data?.url) setOpenUrl(answer.data.url)
      form.showServerErrors(answer.data?.errors ?? answer.errors)
      return { notice: answer.message }
    },
  })

  return (
    <section
      id="buy-plan"
      aria-labelledby="buy-plan-heading"
      className="rounded-lg border border-brand-200 p-5"
    >
      <h2 id="buy-plan-heading" className="text-lg font-bold text-brand-900">
        {t('Buy this plan online')}
      </h2>
      <p className="mt-1 text-sm leading-6 text-muted">
        {t(
          direct
            ? 'Fill in the proposal in four short steps. Your answers are saved at each step against the mobile number you verified, so you can finish later on any device.'
            : 'Fill in the proposal in four short steps. We send a one-time password to the mobile number this quote was saved with; your answers are saved at each step, so you can finish later on any device.',
        )}
      </p>
      {direct ? (
        <div className="mt-4 grid gap-3">
          <FormNotice id="buy-plan-notice" text={failed} />
          <button
            type="button"
            className="btn-primary disabled:opacity-60"
            disabled={starting}
            onClick={async () => {
              setStarting(true)
              // The mobile proved when the quote was saved: no second code.
              const answer = await apiCall<TStarted>('/api/v1/proposals', { body: { quote: quoteRef } })
              if (answer.status === 200 && answer.data?.url) return window.location.assign(answer.data.url)
              setStarting(false)
              if (answer.status === 401) setDirect(false)
              else setFailed(answer.message)
              if (answer.status === 409 && answer.data?.url) setOpenUrl(answer.data.url)
            }}
          >
            {t('Start the proposal')}
          </button>
        </div>
      ) : (
        <Form form={form} onSubmit={onSubmit} aria-labelledby="buy-plan-heading" className="mt-4 grid gap-4">
          <MobileField form={form} name="mobile" />
          <FormNotice id="buy-plan-notice" text={notice} />
          <SubmitButton form={form} ref={submitRef}>
            {t('Verify and start the proposal')}
          </SubmitButton>
        </Form>
      )}
      {openUrl ? (
        <a className="btn-primary mt-3 inline-block" href={openUrl}>
          {t('Continue that proposal')}
        </a>
      ) : null}
      {modal}
    </section>
  )
}
