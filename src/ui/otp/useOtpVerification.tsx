'use client'

import { type ReactNode, Suspense, useState } from 'react'

import type { TSendOutcome } from '@/domain/otp/outcomes'
import { type ISendOtpData, OTP_UI_TIMINGS } from '@/domain/otp/protocol'

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

/**
 * What a form needs for OTP (spec 4 and 8): `send(data)` shows the page loader, sends the code for the form's
 * purpose and answers the spec 8 outcome: a refusal (203 or 429) shows in a toast for 3 s, any other failure is the
 * form's to show (its send error text); on success `modal` is the popup, fetched only now. Render `modal` anywhere in
 * the form.
 */
export function useOtpVerification(options: TOtpVerificationOptions): {
  send: (data: ISendOtpData) => Promise<TSendOutcome>
  modal: ReactNode
} {
  const [phone, setPhone] = useState<string | null>(null)
  const [toast, setToast] = useNotice(OTP_UI_TIMINGS.errorToastMs)
  const { onClose, ...modal } = options

  const send = async (data: ISendOtpData) => {
    setPageLoader(true)
    void preloadOtpModal()
    try {
      const outcome = await sendOtp(options.servicesPath, {
        Source: 'WEB',
        ...data,
        SourcePage: options.purpose,
      })
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
