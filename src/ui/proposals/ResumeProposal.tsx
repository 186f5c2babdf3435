'use client'

import { useState } from 'react'

import { formatDate } from '@/domain/format'
import { checkMobile } from '@/domain/services/common'
import { PROPOSAL_PURPOSE, PROPOSAL_STEP_NAMES, isProposalStep } from '@/domain/proposals'

import { apiCall, Form, FormNotice, fromErrors, MobileField, SubmitButton } from '../forms'
import { useT } from '../i18n/Texts'
import { useVerifiedForm } from '../otp'
import type { TServiceFormProps } from '../services/types'

type TOpen = { ref: string; url: string; planName: string; step: string; updatedAt: string }

/**
 * Continue a proposal on any device: the mobile it is saved against, proved by OTP, lists its unfinished
 * proposals. With `onVerified` (a proposal's own page, opened on a new device) the page goes on at once.
 */
export function ResumeProposal({
  servicesPath,
  skipVerification,
  resendSeconds,
  onVerified,
}: TServiceFormProps & { onVerified?: () => void }) {
  const t = useT()
  const [found, setFound] = useState<{ message: string; proposals: TOpen[] } | null>(null)
  const { form, notice, submitRef, onSubmit, modal } = useVerifiedForm<'mobile', Record<'mobile', string>>({
    form: {
      initial: { mobile: '' },
      validate: fromErrors((values) => ({ mobile: checkMobile(values.mobile) })),
      filters: { mobile: 'mobile' },
      idPrefix: 'resume',
    },
    otp: { purpose: PROPOSAL_PURPOSE, servicesPath, skipVerification, resendSeconds, closeOnVerify: true },
    sendData: (value) => ({ phone_number: value.mobile }),
    submit: async (value, { authToken }) => {
      const answer = await apiCall<{ proposals: TOpen[]; errors?: Record<string, string> }>(
        '/api/v1/proposals/resume',
        { body: { mobile: value.mobile, auth_token: authToken } },
      )
      if (answer.status === 200 && answer.data) {
        if (onVerified) onVerified()
        else setFound({ message: answer.message, proposals: answer.data.proposals })
        return 'success'
      }
      form.showServerErrors(answer.data?.errors ?? answer.errors)
      return { notice: answer.message }
    },
  })

  if (found)
    return (
      <section aria-labelledby="open-proposals-heading" role="status" className="grid gap-3">
        <h2 id="open-proposals-heading" className="text-lg font-bold text-brand-900">
          {found.proposals.length ? t('Your unfinished proposals') : t(found.message)}
        </h2>
        <ul className="grid gap-3">
          {found.proposals.map((proposal) => (
            <li key={proposal.ref} className="rounded-lg border border-gray-200 p-4">
              <p className="font-semibold text-ink">{proposal.planName}</p>
              <p className="text-sm text-muted">
                {t('Next')}:{' '}
                {isProposalStep(proposal.step) ? t(PROPOSAL_STEP_NAMES[proposal.step]) : t('Review')} ·{' '}
                {t('saved on')} {formatDate(new Date(proposal.updatedAt))}
              </p>
              <a href={proposal.url} className="btn-primary mt-3 inline-flex">
                {t('Continue')}
              </a>
            </li>
          ))}
        </ul>
      </section>
    )

  return (
    <>
      <Form form={form} onSubmit={onSubmit} aria-labelledby="resume-heading" className="grid gap-4">
        <MobileField form={form} name="mobile" />
        <FormNotice id="resume-notice" text={notice} />
        <SubmitButton form={form} ref={submitRef}>
          {t('Verify and continue')}
        </SubmitButton>
      </Form>
      {modal}
    </>
  )
}
