'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'

import { countdownText } from '@/domain/otp/outcomes'
import { maskMobile, OTP_DEFAULTS, OTP_TEXTS, OTP_UI_TIMINGS, type TOtpPurpose } from '@/domain/otp/protocol'
import { OTP_RESULT_VIEWS, type TOtpResultView } from '@/domain/otp/views'

import { format } from '@/domain/i18n/format'
import fields from '@/domain/i18n/en/fields.json' with { type: 'json' }
import { useT } from '@/ui/i18n/Texts'

import { Icon } from '../primitives/Icon'
import { useOverlay } from '../shell/state'
import { forgetSessionTokenAfterVerify, resendOtp, verifyOtp } from './client'

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

const emptyDigits = (length: number) => Array.from({ length }, () => '')

/** The address sent with each call: the page, without its query. */
const pageUrl = () => `${window.location.origin}${window.location.pathname}`

type TOtpCredential = Credential & { code?: string }

/**
 * The shared OTP popup (spec 2.4, 4, 5 and 8), `id="otpModal"`: four one-digit boxes, the resend countdown, the
 * verify call and the final views. Forms open it after their sendOtp call succeeded.
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
  const length = OTP_DEFAULTS.length
  const [digits, setDigits] = useState(() => emptyDigits(length))
  // The countdown runs against the clock (a deadline), so a throttled background tab still ends it on time.
  const [endsAt, setEndsAt] = useState(() => Date.now() + resendSeconds * 1000)
  const [now, setNow] = useState(() => Date.now())
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000))
  const restartCountdown = () => {
    const start = Date.now()
    setNow(start)
    setEndsAt(start + resendSeconds * 1000)
  }
  const [resendHidden, setResendHidden] = useState(false)
  const [message, setMessage] = useState<TMessage | null>(null)
  const [busy, setBusy] = useState(false)
  const [view, setView] = useState<TOtpResultView | null>(initialView ?? null)
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const doneRef = useRef<HTMLButtonElement>(null)

  const focusBox = (index: number) => {
    const box = boxes.current[index]
    box?.focus()
    box?.select()
  }

  // Box 1 takes focus 0.5 s after opening (spec 2.4), unless typing has begun: focus taken then would send the
  // next digit into box 1 over the first.
  useEffect(() => {
    const focus = setTimeout(() => {
      if (!boxes.current.some((box) => box?.value)) focusBox(0)
    }, OTP_UI_TIMINGS.firstBoxFocusMs)
    return () => clearTimeout(focus)
  }, [])

  // The countdown line updates each second until 0, and stops once a final view shows.
  const counting = view === null && seconds > 0
  useEffect(() => {
    if (!counting) return
    const tick = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(tick)
  }, [counting])

  // Messages clear themselves after 3 s (spec 4).
  useEffect(() => {
    if (!message) return
    const clear = setTimeout(() => setMessage(null), OTP_UI_TIMINGS.errorToastMs)
    return () => clearTimeout(clear)
  }, [message])

  const spread = useCallback(
    (from: number, text: string) => {
      const incoming = text.replace(/\D/g, '').slice(0, length - from)
      setDigits((previous) => {
        const next = [...previous]
        if (incoming === '') next[from] = ''
        else for (let i = 0; i < incoming.length; i += 1) next[from + i] = incoming[i]!
        return next
      })
      if (incoming !== '') focusBox(Math.min(from + incoming.length, length - 1))
    },
    [length],
  )

  // WebOTP (Android Chrome): the SMS ends with `@host #code`; the browser offers to fill it in.
  useEffect(() => {
    if (skipVerification || typeof window === 'undefined' || !('OTPCredential' in window)) return
    const abort = new AbortController()
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as TOtpCredential | null)?.code
        if (code) spread(0, code)
      })
      .catch(() => {
        // aborted on close, or the visitor declined: the boxes stay for typing
      })
    return () => abort.abort()
  }, [skipVerification, spread])

  const clearBoxes = () => {
    setDigits(emptyDigits(length))
    focusBox(0)
  }

  const succeed = async (proof: TOtpProof) => {
    onVerifiedOnce()
    setDigits(emptyDigits(length))
    restartCountdown()
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

  const complete = digits.every((digit) => /^\d$/.test(digit))

  const verify = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!complete || busy) return
    const otp = digits.join('')
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
          setDigits(emptyDigits(length))
          return setView('policyMismatch')
        case 'mismatch':
        case 'wrong':
          setMessage({ text: outcome.message, tone: 'error' })
          return clearBoxes()
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
      restartCountdown()
      return clearBoxes()
    }
    setBusy(true)
    const outcome = await resendOtp(servicesPath, { phone, url: pageUrl() })
    setBusy(false)
    switch (outcome.kind) {
      case 'resent':
        restartCountdown()
        clearBoxes()
        return setMessage({ text: outcome.message || 'OTP sent', tone: 'info' })
      case 'exhausted':
        setResendHidden(true)
        focusBox(0) // the focused link is gone
        return setMessage({ text: outcome.message, tone: 'error' })
      case 'expired':
      case 'failed':
        return setMessage({ text: outcome.message, tone: 'error' })
    }
  }

  const onKeyDown = (index: number) => (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault()
      focusBox(index + 1)
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
          <div className="mt-5 flex justify-center gap-3" role="group" aria-label={t(OTP_TEXTS.digits)}>
            {digits.map((digit, index) => (
              <input
                key={index}
                ref={(element) => {
                  boxes.current[index] = element
                }}
                name={['otp_value_one', 'otp_value_two', 'otp_value_three', 'otp_value_four'][index]}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                aria-label={t(format(OTP_TEXTS.digit, { index: index + 1, length }))}
                required
                value={digit}
                onChange={(event) => spread(index, event.target.value)}
                onPaste={(event) => {
                  event.preventDefault()
                  spread(index, event.clipboardData.getData('text'))
                }}
                onKeyDown={onKeyDown(index)}
                onFocus={(event) => event.target.select()}
                className="otp-box h-14 w-12 rounded-lg border-2 border-gray-300 text-center text-2xl font-semibold text-ink focus:border-brand-700"
              />
            ))}
          </div>
          <p
            aria-live="assertive"
            className={`mt-3 min-h-6 text-sm font-medium ${message?.tone === 'info' ? 'text-green-700' : 'text-red-700'}`}
          >
            {message ? t(message.text) : ''}
          </p>
          <button
            type="submit"
            disabled={!complete || busy}
            className="btn-primary mt-2 w-full disabled:opacity-50"
          >
            {t(OTP_TEXTS.verify)}
          </button>
          <div className="mt-4 min-h-6 text-sm text-muted">
            {seconds > 0 ? (
              <p className="otp-countdown">{t(countdownText(seconds))}</p>
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
