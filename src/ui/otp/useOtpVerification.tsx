'use client'

import { type ReactNode, Suspense, useState } from 'react'

import type { TFormType } from '@/domain/forms/form-token'
import type { TSendOutcome } from '@/domain/otp/outcomes'
import { type ISendOtpData, OTP_TEXTS, OTP_UI_TIMINGS } from '@/domain/otp/protocol'

import { formTokenHeaders } from '../forms/client'
import { useNotice } from '../forms/useNotice'
import { setPageLoader } from '../shell/state'
import { sendOtp } from './client'
import { LazyOtpModal, preloadOtpModal } from './lazy'
import type { OtpModalProps } from './OtpModal'
import { SendToast } from './SendToast'

export type TOtpVerificationOptions = Omit<OtpModalProps, 'open' | 'phone' | 'onClose'> & {
  /** The popup closed; `verified` tells whether the number was verified, `notice` carries an error to show. */
  onClose?: OtpModalProps['onClose']
}

/** How a code is sent: `formType` when the send is the post of a form that holds a spec 7 token (a calculator's lead). */
export type TSendOptions = { formType?: TFormType }

/**
 * What a form needs for OTP (spec 4 and 8): `send(data)` shows the page loader, sends the code for the form's
 * purpose and answers the spec 8 outcome: a refusal (203 or 429) shows in a toast for 3 s, any other failure is the
 * form's to show (its send error text); on success `modal` is the popup, fetched only now. Render `modal` anywhere in
 * the form. With `formType`, a fresh form token is asked for first and sent with the code's request.
 */
export function useOtpVerification(options: TOtpVerificationOptions): {
  send: (data: ISendOtpData, sendOptions?: TSendOptions) => Promise<TSendOutcome>
  modal: ReactNode
} {
  const [phone, setPhone] = useState<string | null>(null)
  const [toast, setToast] = useNotice(OTP_UI_TIMINGS.errorToastMs)
  const { onClose, ...modal } = options

  const send = async (data: ISendOtpData, { formType }: TSendOptions = {}) => {
    setPageLoader(true)
    void preloadOtpModal()
    try {
      const token = formType ? await formTokenHeaders(options.servicesPath, formType) : {}
      if (!token) return { kind: 'failed', message: OTP_TEXTS.sendFailed } satisfies TSendOutcome
      const outcome = await sendOtp(
        options.servicesPath,
        { Source: 'WEB', ...data, SourcePage: options.purpose },
        token,
      )
      if (outcome.kind === 'sent') setPhone(data.phone_number)
      // Spec 8: a refusal (203 or 429) is the server's message in a toast; other failures are the form's to show.
      if (outcome.kind === 'refused') setToast(outcome.message)
      return outcome
    } finally {
      setPageLoader(false)
    }
  }

  return {
    send,
    modal: (
      <>
        <SendToast message={toast} />
        {phone ? (
          <Suspense fallback={null}>
            <LazyOtpModal
              {...modal}
              open
              phone={phone}
              onClose={(result) => {
                setPhone(null)
                onClose?.(result)
              }}
            />
          </Suspense>
        ) : null}
      </>
    ),
  }
}
