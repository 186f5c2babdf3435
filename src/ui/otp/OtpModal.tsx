'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'

import { countdownText } from '@/domain/otp/outcomes'
import { maskMobile, OTP_DEFAULTS, OTP_TEXTS, OTP_UI_TIMINGS, type TOtpPurpose } from '@/domain/otp/protocol'
import { OTP_RESULT_VIEWS, type TOtpResultView } from '@/domain/otp/views'

import fields from '@/domain/i18n/en/fields.json' with { type: 'json' }
import { useT } from '@/ui/i18n/Texts'

import { useNotice } from '../forms/useNotice'
import { Icon } from '../primitives/Icon'
import { useOverlay } from '../shell/state'
import { forgetSessionTokenAfterVerify, resendOtp, verifyOtp } from './client'
import { OtpDigitBoxes, useOtpDigits } from './OtpDigits'
import { useResendCountdown } from './useResendCountdown'
import { useSmsCode } from './useSmsCode'

export type TOtpProof = {
  /** The signed proof of verification for the form's next call; null where verification is skipped (devs, sit). */
  authToken: string | null
  otp: string
}

export type OtpModalProps = {
  open: boolean
  /** The 10-digit number the code was sent to (shown masked). */
  phone: string
  /** The number as the server masked it, when the page never knew it (a policy's registered mobile). */
  maskedPhone?: string
  /** Open straight on a final view (a form that reports its result in the popup after a later step). */
  initialView?: TOtpResultView
  purpose: TOtpPurpose
  /** `servicesPath(provider)`, passed down from the server. */
  servicesPath: string
  /** APP_ENV devs or sit (spec 4): no server call, verification always succeeds. */
  skipVerification?: boolean
  /** The countdown before 'Resend OTP' (spec 9 default 30 s). */
  resendSeconds?: number
  /** The view shown after verification unless `onVerified` names another. */
  successView?: TOtpResultView
  /** Close at once after verification instead of showing a view (the spec's popup-close mode). */
  closeOnVerify?: boolean
  /** Runs after a verified code; may send the form and return the view that reports its result. */
  onVerified?: (proof: TOtpProof) => Promise<TOtpResultView | void> | TOtpResultView | void
  /**
   * The popup closed (close button, Escape, 'Done', or an expired or failed code). `notice` is the message to show
   * the visitor when it closed because of an error; `verified` tells whether the code was verified.
   */
  onClose: (result: { verified: boolean; notice?: string }) => void
  /** Where focus goes when the popup closes (the form's submit button); the page body otherwise. */
  returnFocus?: () => HTMLElement | null
}

type TMessage = { text: string; tone: 'error' | 'info' }

/** The address sent with each call: the page, without its query. */
const pageUrl = () => `${window.location.origin}${window.location.pathname}`

/**
 * The shared OTP popup (spec 2.4, 4, 5 and 8), `id="otpModal"`: the code's boxes (OtpDigits), the resend countdown
 * (useResendCountdown), the code read from the SMS (useSmsCode), the verify call and the final views. Forms open it
 * after their sendOtp call succeeded.
 */
export function OtpModal(props: OtpModalProps) {
  const { open, onClose } = props
  const contentRef = useRef<HTMLDivElement>(null)
  const verified = useRef(false)
  useOverlay(open)

  useEffect(() => {
    if (!open) return
    verified.current = false
    document.body.classList.add('modal-open')
    return () => document.body.classList.remove('modal-open')
  }, [open])

  const close = (notice?: string) => onClose({ verified: verified.current, notice })

  return (
    <Dialog.Root open={open} onOpenChange={(value) => (value ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-fade fixed inset-0 z-[86] bg-brand-900/60" />
        <Dialog.Content
          id="otpModal"
          ref={contentRef}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // The dialog itself takes focus (its name is announced); box 1 follows after 0.5 s.
            event.preventDefault()
            contentRef.current?.focus()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            props.returnFocus?.()?.focus()
          }}
          // A stray tap beside the popup must not throw the code away.
          onPointerDownOutside={(event) => event.preventDefault()}
          className="dialog-fade fixed top-1/2 left-1/2 z-[87] max-h-[92vh] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-center shadow-2xl focus:outline-none sm:p-8"
        >
          {/* Mounted only while open: every opening starts with empty boxes, a full countdown and no flags. */}
          <OtpBody
            {...props}
            onVerifiedOnce={() => {
              verified.current = true
            }}
            close={close}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function OtpBody({
  phone,
  maskedPhone,
  initialView,
  purpose,
  servicesPath,
  skipVerification = false,
  resendSeconds = OTP_DEFAULTS.resendSeconds,
  successView = 'success',
  closeOnVerify = false,
  onVerified,
  onVerifiedOnce,
  close,
}: OtpModalProps & { onVerifiedOnce: () => void; close: (notice?: string) => void }) {
  const t = useT()
  const entry = useOtpDigits(OTP_DEFAULTS.length)
  const [view, setView] = useState<TOtpResultView | null>(initialView ?? null)
  // The countdown line updates each second until 0, and stops once a final view shows.
  const countdown = useResendCountdown(resendSeconds, view === null)
  const [resendHidden, setResendHidden] = useState(false)
  // Messages clear themselves after 3 s (spec 4).
  const [message, setMessage] = useNotice<TMessage>(OTP_UI_TIMINGS.errorToastMs)
  const [busy, setBusy] = useState(false)
  const doneRef = useRef<HTMLButtonElement>(null)
  const { spread } = entry
  const fromSms = useCallback((code: string) => spread(0, code), [spread])
  useSmsCode(!skipVerification, fromSms)

  const succeed = async (proof: TOtpProof) => {
    onVerifiedOnce()
    entry.clear(false)
    countdown.restart()
    let chosen: TOtpResultView | void = undefined
    try {
      chosen = await onVerified?.(proof)
    } catch (error) {
      console.error('The form could not be sent after verification', error)
      chosen = 'failure'
    }
    if (closeOnVerify) return close()
    setView(chosen || successView)
  }

  const verify = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!entry.complete || busy) return
    const otp = entry.code
    setBusy(true)
    try {
      if (skipVerification) return await succeed({ authToken: null, otp })
      const outcome = await verifyOtp(servicesPath, { phone, otp, purpose, url: pageUrl() })
      switch (outcome.kind) {
        case 'verified':
          forgetSessionTokenAfterVerify(purpose)
          return await succeed({ authToken: outcome.authToken, otp })
        case 'unmatched':
          // A right code for policy details that match no policy: the session is spent, nothing was verified,
          // and the popup ends in its failure view; closing it returns to the form.
          forgetSessionTokenAfterVerify(purpose)
          entry.clear(false)
          return setView('policyMismatch')
        case 'mismatch':
        case 'wrong':
          setMessage({ text: outcome.message, tone: 'error' })
          return entry.clear(true)
        case 'expired':
        case 'failed':
          return close(outcome.message)
        case 'network':
          console.error('OTP verification: no answer from the server')
          return
      }
    } finally {
      setBusy(false)
    }
  }

  const resend = async () => {
    if (busy) return
    if (skipVerification) {
      countdown.restart()
      return entry.clear(true)
    }
    setBusy(true)
    const outcome = await resendOtp(servicesPath, { phone, url: pageUrl() })
    setBusy(false)
    switch (outcome.kind) {
      case 'resent':
        countdown.restart()
        entry.clear(true)
        return setMessage({ text: outcome.message || 'OTP sent', tone: 'info' })
      case 'exhausted':
        setResendHidden(true)
        entry.focusBox(0) // the focused link is gone
        return setMessage({ text: outcome.message, tone: 'error' })
      case 'expired':
      case 'failed':
        return setMessage({ text: outcome.message, tone: 'error' })
    }
  }

  const result = view ? OTP_RESULT_VIEWS[view] : null

  return (
    <>
      {result ? (
        <ResultView result={result} doneRef={doneRef} onDone={() => close()} />
      ) : (
        <form onSubmit={verify} noValidate aria-busy={busy} aria-describedby="otpModal-intro">
          <Dialog.Title className="text-xl font-bold text-brand-900">{t(OTP_TEXTS.title)}</Dialog.Title>
          <p id="otpModal-intro" className="mt-3 text-sm leading-6 text-muted">
            {t(OTP_TEXTS.intro)}{' '}
            <span className="font-semibold whitespace-nowrap text-ink">
              {maskedPhone ?? maskMobile(phone)}
            </span>
          </p>
          <OtpDigitBoxes entry={entry} />
          <p
            aria-live="assertive"
            className={`mt-3 min-h-6 text-sm font-medium ${message?.tone === 'info' ? 'text-green-700' : 'text-red-700'}`}
          >
            {message ? t(message.text) : ''}
          </p>
          <button
            type="submit"
            disabled={!entry.complete || busy}
            className="btn-primary mt-2 w-full disabled:opacity-50"
          >
            {t(OTP_TEXTS.verify)}
          </button>
          <div className="mt-4 min-h-6 text-sm text-muted">
            {countdown.seconds > 0 ? (
              <p className="otp-countdown">{t(countdownText(countdown.seconds))}</p>
            ) : resendHidden ? null : (
              <button
                type="button"
                onClick={resend}
                disabled={busy}
                className="otp-resend font-semibold text-brand-700 underline underline-offset-2"
              >
                {t(OTP_TEXTS.resend)}
              </button>
            )}
          </div>
        </form>
      )}
      {result?.ok ? null : (
        <Dialog.Close
          aria-label={t(fields.close)}
          className="absolute top-2 right-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-gray-100 hover:text-ink"
        >
          <Icon name="close" className="h-5 w-5" />
        </Dialog.Close>
      )}
    </>
  )
}

function ResultView({
  result,
  doneRef,
  onDone,
}: {
  result: (typeof OTP_RESULT_VIEWS)[TOtpResultView]
  doneRef: React.RefObject<HTMLButtonElement | null>
  onDone: () => void
}) {
  const t = useT()
  useEffect(() => {
    doneRef.current?.focus()
  }, [doneRef])
  return (
    <div className="otp-result" data-result={result.ok ? 'success' : 'failure'}>
      <svg
        viewBox="0 0 52 52"
        aria-hidden="true"
        className={`otp-tick mx-auto h-16 w-16 ${result.ok ? 'text-green-600' : 'text-red-600'}`}
      >
        <circle cx="26" cy="26" r="24" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
          d={result.ok ? 'M15 27l7 7 15-16' : 'M18 18l16 16M34 18L18 34'}
        />
      </svg>
      <Dialog.Title className="mt-4 text-xl font-bold text-brand-900">{t(result.title)}</Dialog.Title>
      {result.text ? <p className="mt-2 text-muted">{t(result.text)}</p> : null}
      <button ref={doneRef} type="button" onClick={onDone} className="btn-primary mt-6 w-full">
        {t(OTP_TEXTS.done)}
      </button>
    </div>
  )
}
