import type { TOtpPurpose } from '@/domain/otp/protocol'

/** One OTP session: the number and purpose a code was sent for, and the keyed hash of the current code. */
export interface IOtpSession {
  phone: string
  purpose: TOtpPurpose
  codeHash: string
  /** Epoch ms after which the current code is expired. */
  expiresAt: number
  /** Wrong tries on the current code. */
  tries: number
  /** Epoch ms of the last send (first send or resend). */
  sentAt: number
  /** live: can be verified; dead: too many wrong tries (a resend revives it); used: verified once, finished. */
  state: 'live' | 'dead' | 'used'
  /** What the code unlocks beyond the number, set by the caller (a policy verification: its policy and purpose). */
  binding?: string
  /** 'hi' when the visitor's SMS are written in Hindi (absent: English). */
  language?: 'hi'
}

export type TVerifyOutcome =
  | { kind: 'ok'; session: IOtpSession }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'expired' }
  | { kind: 'dead' }
  | { kind: 'missing' }

export type TResendOutcome = { kind: 'ok' } | { kind: 'early'; waitMs: number } | { kind: 'missing' }

export interface ISmsRecord {
  to: string
  text: string
  sentAt: string
  /** The DLT template the message named, when not the gateway's configured one. */
  dltTemplateId?: string
}

/**
 * Shared OTP state. Every method that decides something is atomic in its implementation (one synchronous
 * section in memory, one Lua script in Redis), so parallel requests on several instances cannot both win.
 */
export interface IOtpStore {
  readonly kind: 'memory' | 'redis'
  createSession(id: string, session: IOtpSession, ttlMs: number): Promise<void>
  getSession(id: string): Promise<IOtpSession | null>
  deleteSession(id: string): Promise<void>
  /** Compares the candidate's keyed hash; ok marks the session used, wrong counts a try (dead at `maxTries`). */
  verify(id: string, candidateHash: string, now: number, maxTries: number): Promise<TVerifyOutcome>
  /** A new code for a live or dead session, not before `countdownMs` after the last send. */
  resend(
    id: string,
    codeHash: string,
    now: number,
    codeTtlMs: number,
    countdownMs: number,
  ): Promise<TResendOutcome>
  /** Sets `key` only when absent (a cooldown or a lock); true when this call set it. */
  claim(key: string, ttlMs: number): Promise<boolean>
  release(key: string): Promise<void>
  /** A single-use value: `take` returns it once and removes it. */
  put(key: string, value: string, ttlMs: number): Promise<void>
  take(key: string): Promise<string | null>
  /** The development SMS outbox, newest first, capped per number. */
  pushOutbox(record: ISmsRecord, max: number, ttlMs: number): Promise<void>
  listOutbox(phone: string): Promise<ISmsRecord[]>
  close(): Promise<void>
}
