'use client'

import { type ReactNode, useRef } from 'react'

import type { ISendOtpData } from '@/domain/otp/protocol'
import { OTP_UI_TIMINGS } from '@/domain/otp/protocol'
import type { TOtpResultView } from '@/domain/otp/views'

import { type TForm, useForm, useNotice } from '../forms'
import type { TFormOptions } from '../forms/useForm'
import { pageUrl } from '../forms/client'
import type { TOtpProof } from './OtpModal'
import { type TOtpVerificationOptions, useOtpVerification } from './useOtpVerification'

export type TVerifiedFormOptions<F extends string, T> = {
  form: TFormOptions<F, T>
  /** The popup's purpose, services path, resend time, skip flag and success view. */
  otp: Omit<TOtpVerificationOptions, 'onVerified' | 'onClose' | 'returnFocus'>
  /** Spec 3: what the code is sent for besides the page (the mobile, and the extras a form type reads). */
  sendData: (value: T) => { phone_number: string } & Partial<Omit<ISendOtpData, 'url'>>
  /**
   * After a verified code: sends the form with the proof. Answers the view the popup shows, or a message for the
   * form's notice line (the popup then shows its failure view).
   */
  submit: (value: T, proof: TOtpProof) => Promise<TOtpResultView | { notice: string }>
  /** Empty the form when the popup closes (forms whose result the popup reports). */
  resetOnClose?: boolean
  /** Checks beyond the fields' before a code is sent (a chosen file): each shows its message; false stops. */
  canSend?: () => boolean
  /** How long a message stays in the notice line (spec 4: 4 s). */
  noticeMs?: number
}

/**
 * A form whose mobile is proved by OTP before it is sent (spec 4): validation, the notice line that clears after
 * 4 s, the code sent on submit, the popup, and the form sent with the proof once the code is verified.
 */
export function useVerifiedForm<F extends string, T = Record<F, string>>(
  options: TVerifiedFormOptions<F, T>,
): {
  form: TForm<F>
  notice: string | null
  setNotice: (notice: string | null) => void
  submitRef: React.RefObject<HTMLButtonElement | null>
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>
  modal: ReactNode
} {
  const form = useForm<F, T>(options.form)
  const [notice, setNotice] = useNotice(options.noticeMs ?? OTP_UI_TIMINGS.sendErrorMs)
  const submitRef = useRef<HTMLButtonElement>(null)
  const sent = useRef<T | null>(null)

  const otp = useOtpVerification({
    ...options.otp,
    returnFocus: () => submitRef.current,
    onVerified: async (proof) => {
      if (sent.current === null) return 'failure'
      const outcome = await options.submit(sent.current, proof)
      if (typeof outcome === 'string') return outcome
      setNotice(outcome.notice)
      return 'failure'
    },
    onClose: ({ verified, notice: message }) => {
      if (options.resetOnClose) form.reset()
      if (!verified && message) setNotice(message)
    },
  })

  const send = async (value: T) => {
    sent.current = value
    setNotice(null)
    const outcome = await otp.send({ ...options.sendData(value), url: pageUrl() })
    if (outcome.kind === 'failed') setNotice(outcome.message)
  }
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => form.submit(event, send, options.canSend)

  return { form: form as unknown as TForm<F>, notice, setNotice, submitRef, onSubmit, modal: otp.modal }
}
