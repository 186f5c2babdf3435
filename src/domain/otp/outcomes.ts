import {
  authTokenMatches,
  type IServiceAnswer,
  OTP_AUTH_ID_LENGTH,
  OTP_TEXTS,
  type TSendOtpAnswer,
  type TVerifyOtpAnswer,
} from './protocol'
import otp from '../i18n/en/otp.json' with { type: 'json' }

/**
 * What the popup and the forms do with each answer of the services endpoint (spec 4 and 8), as pure functions of
 * the answer. `null` stands for a network failure (no answer at all).
 */

export type TSendOutcome =
  /** 200: the popup opens; the session token is kept. */
  | { kind: 'sent'; token: string }
  /** 203 or 429: the server's message in a toast. */
  | { kind: 'refused'; message: string }
  /** Anything else, or no answer: 'somthing went wrong!'. */
  | { kind: 'failed'; message: string }

export function sendOutcome(answer: IServiceAnswer | null): TSendOutcome {
  const code = answer?.status_code
  if (answer && code === 200) {
    const token = (answer as TSendOtpAnswer).data?.Token
    if (typeof token === 'string' && token !== '') return { kind: 'sent', token }
  }
  if (answer && (code === 203 || code === 429) && answer.message)
    return { kind: 'refused', message: answer.message }
  return { kind: 'failed', message: OTP_TEXTS.sendFailed }
}

/** Spec 2.4's failure text for policy details that match no policy. */
export const POLICY_MISMATCH_TEXT = otp.verifyOutcomes.policyMismatch

export type TVerifyOutcome =
  /** 200, status true and the auth_token carries our id and code. */
  | { kind: 'verified'; authToken: string }
  /**
   * 200 with status false and `data.policy_match` false: the code was right, but the policy details it was sent
   * for match no policy registered to that number (POST /api/v1/policy/verify). The popup ends in its failure view
   * with the server's message ('Enter valid policy details'); nothing was verified.
   */
  | { kind: 'unmatched'; message: string }
  /** 200 but the token does not match what was typed: 'OTP not match', boxes cleared, focus to box 1. */
  | { kind: 'mismatch'; message: string }
  /** 201: wrong code; the message, boxes cleared, focus to box 1. */
  | { kind: 'wrong'; message: string }
  /** 203: expired; the message, then the popup closes. */
  | { kind: 'expired'; message: string }
  /** Anything else: 'Something Went Wrong', then the popup closes. */
  | { kind: 'failed'; message: string }
  /** No answer: only logged; the visitor may try again. */
  | { kind: 'network' }

export function verifyOutcome(answer: IServiceAnswer | null, otpAuthId: string, otp: string): TVerifyOutcome {
  if (answer === null) return { kind: 'network' }
  const message = answer.message || OTP_TEXTS.verifyFailed
  switch (answer.status_code) {
    case 200: {
      if (
        answer.status === false &&
        (answer.data as { policy_match?: unknown } | undefined)?.policy_match === false
      )
        return { kind: 'unmatched', message: answer.message || POLICY_MISMATCH_TEXT }
      const authToken = (answer as TVerifyOtpAnswer).data?.auth_token
      if (answer.status === true && authTokenMatches(authToken, otpAuthId, otp))
        return { kind: 'verified', authToken: authToken as string }
      return { kind: 'mismatch', message: OTP_TEXTS.notMatch }
    }
    case 201:
      return { kind: 'wrong', message }
    case 203:
      return { kind: 'expired', message }
    default:
      return { kind: 'failed', message: OTP_TEXTS.verifyFailed }
  }
}

export type TResendOutcome =
  /** 200: a new code is on its way; the countdown restarts and the boxes clear. */
  | { kind: 'resent'; message: string }
  /** 203: the session expired; resend stays allowed. */
  | { kind: 'expired'; message: string }
  /** 429: no more resends; the resend link hides. */
  | { kind: 'exhausted'; message: string }
  /** Anything else: the server's message. */
  | { kind: 'failed'; message: string }

export function resendOutcome(answer: IServiceAnswer | null): TResendOutcome {
  const message = answer?.message || OTP_TEXTS.verifyFailed
  switch (answer?.status_code) {
    case 200:
      return { kind: 'resent', message }
    case 203:
      return { kind: 'expired', message }
    case 429:
      return { kind: 'exhausted', message }
    default:
      return { kind: 'failed', message }
  }
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Spec 3: the random 15-character id sent as `otp_auth`, from the platform's CSPRNG. */
export function randomOtpAuthId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
) {
  // 248 is the largest multiple of 62 below 256: bytes above it are dropped so every character is equally likely.
  let id = ''
  while (id.length < OTP_AUTH_ID_LENGTH) {
    for (const byte of random(new Uint8Array(OTP_AUTH_ID_LENGTH * 2))) {
      if (byte < 248 && id.length < OTP_AUTH_ID_LENGTH) id += ID_ALPHABET[byte % 62]
    }
  }
  return id
}

/** Spec 4: the countdown ticks once a second from the resend setting down to 0. */
export const countdownText = (seconds: number) => OTP_TEXTS.countdown(Math.max(0, seconds))
