import type { Redis } from 'ioredis'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import type { IOtpSettings } from './settings'

export type TLimitReason = 'number' | 'prefix' | 'ip' | 'locked'

export interface ILimitRefusal {
  reason: TLimitReason
  retryMs: number
}

/**
 * The counting limits of the OTP flow (rate-limiter-flexible): in-process, or in Redis when a client is given, so
 * several app instances share one budget.
 */
export class OtpLimits {
  private readonly perNumber: RateLimiterAbstract
  private readonly perPrefix: RateLimiterAbstract
  private readonly perIp: RateLimiterAbstract
  private readonly failures: RateLimiterAbstract
  private readonly formTokens: RateLimiterAbstract

  constructor(
    private readonly settings: IOtpSettings,
    redis?: Redis,
    prefix = 'otp:rl',
  ) {
    const make = (name: string, opts: { points: number; duration: number }) =>
      redis
        ? new RateLimiterRedis({ ...opts, storeClient: redis, keyPrefix: `${prefix}:${name}` })
        : new RateLimiterMemory({ ...opts, keyPrefix: `${prefix}:${name}` })
    const hour = 60 * 60
    this.perNumber = make('number', { points: settings.sendsPerNumberPerHour, duration: hour })
    this.perPrefix = make('prefix', { points: settings.sendsPerPrefixPerHour, duration: hour })
    this.perIp = make('ip', { points: settings.sendsPerIpPerHour, duration: hour })
    this.failures = make('fail', { points: settings.lockAfterFailures, duration: settings.lockSeconds })
    this.formTokens = make('form', { points: settings.formTokensPerIpPer10Min, duration: 600 })
  }

  /** Counts one send against the number, its prefix and the client address; the first exhausted one refuses. */
  async consumeSend(phone: string, ip: string): Promise<ILimitRefusal | null> {
    const checks: [TLimitReason, RateLimiterAbstract, string][] = [
      ['number', this.perNumber, phone],
      ['prefix', this.perPrefix, phone.slice(0, this.settings.prefixDigits)],
      ['ip', this.perIp, ip],
    ]
    for (const [reason, limiter, key] of checks) {
      const refusal = await consume(limiter, key)
      if (refusal !== null) return { reason, retryMs: refusal }
    }
    return null
  }

  /** Milliseconds the number stays locked after too many consecutive failed verifications (0: not locked). */
  async lockedFor(phone: string): Promise<number> {
    const res = await this.failures.get(phone)
    if (!res || res.consumedPoints < this.settings.lockAfterFailures || res.msBeforeNext <= 0) return 0
    return res.msBeforeNext
  }

  /** One more failed verification; the one that reaches the limit locks the number for the lock time. */
  async recordFailure(phone: string): Promise<void> {
    const refusal = await consume(this.failures, phone)
    const res = await this.failures.get(phone)
    if (refusal === null && res && res.consumedPoints >= this.settings.lockAfterFailures) {
      await this.failures.block(phone, this.settings.lockSeconds)
    }
  }

  /** A successful verification ends the run of consecutive failures. */
  async clearFailures(phone: string): Promise<void> {
    await this.failures.delete(phone)
  }

  async consumeFormToken(ip: string): Promise<number | null> {
    return consume(this.formTokens, ip)
  }
}

/** null when allowed, else the milliseconds until the next point. Store failures propagate (a real fault). */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key)
    return null
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, error.msBeforeNext)
    throw error
  }
}
