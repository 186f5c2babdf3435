import { randomBytes } from 'node:crypto'

import type { Redis } from 'ioredis'

/**
 * Wrong OTP tries per number in a rolling window (not a fixed one: in any span of `windowMs` at most `limit` tries
 * are ever checked). A try takes its place *before* the code is checked, atomically, so parallel verifies across
 * instances cannot slip past the limit; a right code, or a request that turned out not to be a guess (an expired
 * session), gives its place back.
 */
export interface IWrongTries {
  /** A place for one try, or how long until one frees up. */
  reserve(phone: string): Promise<{ ok: true; release: () => Promise<void> } | { ok: false; retryMs: number }>
  /** Milliseconds until the number takes a try again (0: it does now). */
  blockedFor(phone: string): Promise<number>
}

export class MemoryWrongTries implements IWrongTries {
  private readonly tries = new Map<string, Map<string, number>>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(phone: string): Map<string, number> {
    const since = this.now() - this.windowMs
    const held = this.tries.get(phone) ?? new Map<string, number>()
    for (const [id, at] of held) if (at <= since) held.delete(id)
    if (held.size === 0) this.tries.delete(phone)
    return held
  }

  private wait(held: Map<string, number>): number {
    if (held.size < this.limit) return 0
    return Math.max(1, Math.min(...held.values()) + this.windowMs - this.now())
  }

  async reserve(phone: string) {
    const held = this.current(phone)
    const retryMs = this.wait(held)
    if (retryMs > 0) return { ok: false as const, retryMs }
    const id = randomBytes(8).toString('hex')
    held.set(id, this.now())
    this.tries.set(phone, held)
    return {
      ok: true as const,
      release: async () => {
        this.tries.get(phone)?.delete(id)
      },
    }
  }

  async blockedFor(phone: string) {
    return this.wait(this.current(phone))
  }
}

/** Drops tries older than the window, then either takes a place or tells how long until the oldest leaves. */
const RESERVE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1]))
end
if ARGV[4] ~= '' then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
`

export class RedisWrongTries implements IWrongTries {
  constructor(
    private readonly redis: Redis,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly prefix = 'otp:wrong',
    private readonly now: () => number = Date.now,
  ) {}

  private run(phone: string, member: string): Promise<number> {
    const args = [String(this.now()), String(this.windowMs), String(this.limit), member]
    return this.redis.eval(RESERVE, 1, `${this.prefix}:${phone}`, ...args) as Promise<number>
  }

  async reserve(phone: string) {
    const member = `${this.now()}:${randomBytes(8).toString('hex')}`
    const retryMs = Number(await this.run(phone, member))
    if (retryMs > 0) return { ok: false as const, retryMs }
    return {
      ok: true as const,
      release: async () => {
        await this.redis.zrem(`${this.prefix}:${phone}`, member)
      },
    }
  }

  async blockedFor(phone: string) {
    return Number(await this.run(phone, ''))
  }
}
