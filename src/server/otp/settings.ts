import { OTP_DEFAULTS } from '@/domain/otp/protocol'

/** Every number the OTP engine works with. Spec 9 fixes length and countdown; the rest is our security policy. */
export interface IOtpSettings {
  /** Digits per code (spec 9: 4). */
  length: number
  /** A resend (or a new send for the same number and purpose) no sooner than this (spec 9: 30 s). */
  resendSeconds: number
  /** A code is valid this long after it was sent. */
  codeTtlSeconds: number
  /** The session (its token) lives this long: resends within it, then a new send. */
  sessionTtlSeconds: number
  /** Wrong tries per code; after them the code is dead, even for the right digits. */
  maxWrongTries: number
  /** Sends (first sends and resends) per number per hour. */
  sendsPerNumberPerHour: number
  /**
   * Wrong tries per number in any rolling window of this many seconds, counted across clients and instances; once
   * spent, the number takes no verification (and no new code) until the oldest try leaves the window. A success
   * does not reset the count. With the other limits this bounds an attacker's chance: docs/security.md.
   */
  wrongTriesPerNumber: number
  wrongTriesWindowSeconds: number
  /** SMS pumping: sends per client address per hour, and per number prefix (first `prefixDigits` digits). */
  sendsPerIpPerHour: number
  sendsPerPrefixPerHour: number
  prefixDigits: number
  /** Form tokens issued per client address per 10 minutes. */
  formTokensPerIpPer10Min: number
  /** A verification proof (auth_token) is accepted once, within this many seconds. */
  proofTtlSeconds: number
  /** A form token (createToken) is accepted once, within this many seconds. */
  formTokenTtlSeconds: number
  /** Send and resend answers take at least this long, so a refusal cannot be told from a send by its timing. */
  minAnswerMs: number
}

export const OTP_POLICY: IOtpSettings = {
  length: OTP_DEFAULTS.length,
  resendSeconds: OTP_DEFAULTS.resendSeconds,
  codeTtlSeconds: 5 * 60,
  sessionTtlSeconds: 30 * 60,
  maxWrongTries: 3,
  sendsPerNumberPerHour: 5,
  wrongTriesPerNumber: 10,
  wrongTriesWindowSeconds: 24 * 60 * 60,
  sendsPerIpPerHour: 30,
  sendsPerPrefixPerHour: 60,
  prefixDigits: 5,
  formTokensPerIpPer10Min: 120,
  proofTtlSeconds: 10 * 60,
  formTokenTtlSeconds: 30 * 60,
  minAnswerMs: 300,
}
