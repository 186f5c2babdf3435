import type { Redis } from 'ioredis'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { makeLimiter, take } from '../rate-limit/limiter'

import type { IOtpSettings } from './settings'
import { MemoryWrongTries, RedisWrongTries, type IWrongTries } from './wrong-tries'

export type TLimitReason = 'number' | 'prefix' | 'ip'

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
  /** Wrong tries per number in a rolling window (wrong-tries.ts). */
  readonly wrongTries: IWrongTries
  private readonly formTokens: RateLimiterAbstract

  constructor(
    private readonly settings: IOtpSettings,
    redis?: Redis,
    prefix = 'otp:rl',
  ) {
    const make = (name: string, opts: { points: number; duration: number }) =>
      makeLimiter({ ...opts, keyPrefix: `${prefix}:${name}` }, redis)
    const hour = 60 * 60
    this.perNumber = make('number', { points: settings.sendsPerNumberPerHour, duration: hour })
    this.perPrefix = make('prefix', { points: settings.sendsPerPrefixPerHour, duration: hour })
    this.perIp = make('ip', { points: settings.sendsPerIpPerHour, duration: hour })
    const windowMs = settings.wrongTriesWindowSeconds * 1000
    this.wrongTries = redis
      ? new RedisWrongTries(redis, settings.wrongTriesPerNumber, windowMs, `${prefix}:wrong`)
      : new MemoryWrongTries(settings.wrongTriesPerNumber, windowMs)
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
      const refusal = await take(limiter, key)
      if (refusal !== null) return { reason, retryMs: refusal }
    }
    return null
  }

  async consumeFormToken(ip: string): Promise<number | null> {
    return take(this.formTokens, ip)
  }
}
