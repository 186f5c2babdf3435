'use client'

import { useEffect } from 'react'

type TOtpCredential = Credential & { code?: string }

/** Whether the browser can read a code from an SMS (WebOTP: Chrome on Android). */
export const canReadSms = () => typeof window !== 'undefined' && 'OTPCredential' in window

/**
 * Reads the code from the SMS (WebOTP) while mounted and `enabled`: the message ends with `@host #code`, and the
 * browser offers to fill it in; `onCode` gets it. Asking stops when the popup closes; a visitor who declines types
 * the code instead. `onCode` should keep its identity (a callback), or the browser is asked again on each render.
 */
export function useSmsCode(enabled: boolean, onCode: (code: string) => void) {
  useEffect(() => {
    if (!enabled || !canReadSms()) return
    const abort = new AbortController()
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as TOtpCredential | null)?.code
        if (code) onCode(code)
      })
      .catch(() => {
        // aborted on close, or the visitor declined: the boxes stay for typing
      })
    return () => abort.abort()
  }, [enabled, onCode])
}
