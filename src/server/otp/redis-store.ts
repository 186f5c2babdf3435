import type { Redis } from 'ioredis'

import type { IOtpSession, IOtpStore, ISmsRecord, TResendOutcome, TVerifyOutcome } from './store'

/*
 * Each decision is one Lua script, so it runs atomically on the Redis server whatever the number of app
 * instances. The code comparison here is between keyed hashes (HMAC-SHA256 with the server's OTP secret): an
 * attacker cannot compute a candidate's hash, so the comparison's timing tells them nothing.
 */

const VERIFY = `
local s = redis.call('HMGET', KEYS[1], 'codeHash', 'expiresAt', 'tries', 'state')
if not s[1] then return {'missing'} end
if s[4] ~= 'live' then return {'dead'} end
if tonumber(ARGV[2]) > tonumber(s[2]) then return {'expired'} end
if s[1] == ARGV[1] then
  redis.call('HSET', KEYS[1], 'state', 'used')
  return {'ok'}
end
local tries = redis.call('HINCRBY', KEYS[1], 'tries', 1)
if tries >= tonumber(ARGV[3]) then redis.call('HSET', KEYS[1], 'state', 'dead') end
return {'wrong', tostring(math.max(0, tonumber(ARGV[3]) - tries))}
`

const RESEND = `
local s = redis.call('HMGET', KEYS[1], 'sentAt', 'state')
if not s[1] or s[2] == 'used' then return {'missing'} end
local now = tonumber(ARGV[2])
local wait = tonumber(s[1]) + tonumber(ARGV[4]) - now
if wait > 0 then return {'early', tostring(wait)} end
redis.call('HSET', KEYS[1], 'codeHash', ARGV[1], 'expiresAt', tostring(now + tonumber(ARGV[3])),
  'tries', '0', 'sentAt', tostring(now), 'state', 'live')
return {'ok'}
`

const PUSH_OUTBOX = `
redis.call('LPUSH', KEYS[1], ARGV[1])
redis.call('LTRIM', KEYS[1], 0, tonumber(ARGV[2]) - 1)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`

function toSession(raw: Record<string, string>): IOtpSession | null {
  if (!raw.codeHash) return null
  return {
    phone: raw.phone ?? '',
    purpose: raw.purpose as IOtpSession['purpose'],
    codeHash: raw.codeHash,
    expiresAt: Number(raw.expiresAt),
    tries: Number(raw.tries),
    sentAt: Number(raw.sentAt),
    state: raw.state as IOtpSession['state'],
    ...(raw.binding ? { binding: raw.binding } : {}),
    ...(raw.language === 'hi' ? { language: 'hi' as const } : {}),
  }
}

/** The shared store (REDIS_URL): limits and sessions hold across every app instance using the same Redis. */
export class RedisOtpStore implements IOtpStore {
  readonly kind = 'redis'

  constructor(
    readonly client: Redis,
    private readonly prefix = 'otp:',
  ) {}

  private key(kind: string, id: string) {
    return `${this.prefix}${kind}:${id}`
  }

  async createSession(id: string, session: IOtpSession, ttlMs: number) {
    const key = this.key('s', id)
    await this.client
      .multi()
      .del(key)
      .hset(key, {
        phone: session.phone,
        purpose: session.purpose,
        codeHash: session.codeHash,
        state: session.state,
        expiresAt: String(session.expiresAt),
        tries: String(session.tries),
        sentAt: String(session.sentAt),
        ...(session.binding ? { binding: session.binding } : {}),
        ...(session.language ? { language: session.language } : {}),
      })
      .pexpire(key, ttlMs)
      .exec()
  }

  async getSession(id: string) {
    return toSession(await this.client.hgetall(this.key('s', id)))
  }

  async deleteSession(id: string) {
    await this.client.del(this.key('s', id))
  }

  async verify(id: string, candidateHash: string, now: number, maxTries: number): Promise<TVerifyOutcome> {
    const key = this.key('s', id)
    const [kind, extra] = (await this.client.eval(VERIFY, 1, key, candidateHash, now, maxTries)) as string[]
    if (kind === 'ok') {
      const session = await this.getSession(id)
      return session ? { kind: 'ok', session } : { kind: 'missing' }
    }
    if (kind === 'wrong') return { kind: 'wrong', triesLeft: Number(extra) }
    return { kind: kind as 'expired' | 'dead' | 'missing' }
  }

  async resend(id: string, codeHash: string, now: number, codeTtlMs: number, countdownMs: number) {
    const key = this.key('s', id)
    const [kind, extra] = (await this.client.eval(
      RESEND,
      1,
      key,
      codeHash,
      now,
      codeTtlMs,
      countdownMs,
    )) as string[]
    if (kind === 'early') return { kind: 'early', waitMs: Number(extra) } satisfies TResendOutcome
    return { kind: kind as 'ok' | 'missing' } satisfies TResendOutcome
  }

  async claim(key: string, ttlMs: number) {
    return (await this.client.set(this.key('c', key), '1', 'PX', ttlMs, 'NX')) === 'OK'
  }

  async release(key: string) {
    await this.client.del(this.key('c', key))
  }

  async put(key: string, value: string, ttlMs: number) {
    await this.client.set(this.key('v', key), value, 'PX', ttlMs)
  }

  async take(key: string) {
    return this.client.getdel(this.key('v', key))
  }

  async pushOutbox(record: ISmsRecord, max: number, ttlMs: number) {
    await this.client.eval(PUSH_OUTBOX, 1, this.key('o', record.to), JSON.stringify(record), max, ttlMs)
  }

  async listOutbox(phone: string) {
    const items = await this.client.lrange(this.key('o', phone), 0, -1)
    return items.map((item) => JSON.parse(item) as ISmsRecord)
  }

  async close() {
    await this.client.quit()
  }
}
