import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { OtpCrypto } from './crypto'
import { OtpEngine } from './engine'
import { OtpLimits } from './limits'
import { MemoryOtpStore } from './memory-store'
import { RedisOtpStore } from './redis-store'
import { OTP_POLICY } from './settings'
import type { IOtpSession, IOtpStore } from './store'
import { hasRedisServer, startRedis } from './testing/redis-server'

const session = (now: number, overrides: Partial<IOtpSession> = {}): IOtpSession => ({
  phone: '9876543210',
  purpose: 'QUICK_LINKS',
  codeHash: 'hash-of-the-code',
  expiresAt: now + 300_000,
  tries: 0,
  sentAt: now,
  state: 'live',
  ...overrides,
})

let redis: Awaited<ReturnType<typeof startRedis>> | undefined
const clients: Redis[] = []
const redisAvailable = hasRedisServer()

beforeAll(async () => {
  if (redisAvailable) redis = await startRedis()
}, 20_000)
afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit()))
  await redis?.stop()
})

let prefixes = 0
function redisClient() {
  const client = new Redis(redis!.url)
  clients.push(client)
  return client
}

const kinds: [string, () => IOtpStore][] = [
  ['memory', () => new MemoryOtpStore()],
  ['redis', () => new RedisOtpStore(redisClient(), `t${++prefixes}:`)],
]

describe.each(kinds)('%s store', (kind, make) => {
  const skip = kind === 'redis' && !redisAvailable

  it.skipIf(skip)('verifies once: 50 parallel right answers give exactly one ok', async () => {
    const store = make()
    const now = Date.now()
    await store.createSession('s1', session(now), 60_000)
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => store.verify('s1', 'hash-of-the-code', now, 3)),
    )
    expect(outcomes.filter((o) => o.kind === 'ok')).toHaveLength(1)
    expect(outcomes.filter((o) => o.kind === 'dead')).toHaveLength(49)
  })

  it.skipIf(skip)('counts wrong tries and kills the code at the limit', async () => {
    const store = make()
    const now = Date.now()
    await store.createSession('s2', session(now), 60_000)
    expect(await store.verify('s2', 'nope', now, 3)).toEqual({ kind: 'wrong', triesLeft: 2 })
    expect(await store.verify('s2', 'nope', now, 3)).toEqual({ kind: 'wrong', triesLeft: 1 })
    expect(await store.verify('s2', 'nope', now, 3)).toEqual({ kind: 'wrong', triesLeft: 0 })
    expect(await store.verify('s2', 'hash-of-the-code', now, 3)).toEqual({ kind: 'dead' })
  })

  it.skipIf(skip)('answers expired after the code’s time and missing for an unknown session', async () => {
    const store = make()
    const now = Date.now()
    await store.createSession('s3', session(now), 60_000)
    expect(await store.verify('s3', 'hash-of-the-code', now + 300_001, 3)).toEqual({ kind: 'expired' })
    expect(await store.verify('nobody', 'hash-of-the-code', now, 3)).toEqual({ kind: 'missing' })
  })

  it.skipIf(skip)(
    'resends only after the countdown, with fresh tries, never for a used session',
    async () => {
      const store = make()
      const now = Date.now()
      await store.createSession('s4', session(now, { state: 'dead', tries: 3 }), 60_000)
      expect(await store.resend('s4', 'new-hash', now + 10_000, 300_000, 30_000)).toEqual({
        kind: 'early',
        waitMs: 20_000,
      })
      expect(await store.resend('s4', 'new-hash', now + 30_000, 300_000, 30_000)).toEqual({ kind: 'ok' })
      expect(await store.getSession('s4')).toMatchObject({ codeHash: 'new-hash', tries: 0, state: 'live' })
      expect((await store.verify('s4', 'new-hash', now + 31_000, 3)).kind).toBe('ok')
      expect(await store.resend('s4', 'x', now + 90_000, 300_000, 30_000)).toEqual({ kind: 'missing' })
    },
  )

  it.skipIf(skip)('claims a key once, and hands out a single-use value once', async () => {
    const store = make()
    const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim('cool', 10_000)))
    expect(claims.filter(Boolean)).toHaveLength(1)
    await store.release('cool')
    expect(await store.claim('cool', 10_000)).toBe(true)
    await store.put('proof', 'value', 10_000)
    const takes = await Promise.all(Array.from({ length: 20 }, () => store.take('proof')))
    expect(takes.filter((t) => t === 'value')).toHaveLength(1)
  })

  it.skipIf(skip)('keeps the outbox newest first, capped', async () => {
    const store = make()
    for (let i = 0; i < 5; i++)
      await store.pushOutbox({ to: '9876543210', text: `m${i}`, sentAt: `t${i}` }, 3, 60_000)
    expect((await store.listOutbox('9876543210')).map((r) => r.text)).toEqual(['m4', 'm3', 'm2'])
    expect(await store.listOutbox('9000000000')).toEqual([])
  })
})

describe.skipIf(!redisAvailable)('two app instances sharing one Redis', () => {
  function instance(prefix: string) {
    const client = redisClient()
    const settings = { ...OTP_POLICY }
    const sent: string[] = []
    const engine = new OtpEngine({
      store: new RedisOtpStore(client, `${prefix}:`),
      limits: new OtpLimits(settings, client, `${prefix}:rl`),
      sender: {
        name: 'fake',
        send: async (message) => {
          sent.push(/#(\d+)$/.exec(message.text)![1]!)
          return {}
        },
      },
      secret: 's'.repeat(40),
      settings,
      host: 'www.sahyoglife.example',
      handlers: {},
    })
    return { engine, sent }
  }
  const input = (phone: string, purpose: 'QUICK_LINKS' | 'MEET_ADVISOR' = 'QUICK_LINKS') => ({
    phone,
    purpose,
    data: { phone_number: phone, url: 'x' },
    ip: '203.0.113.5',
    userAgent: null,
    referer: null,
  })

  it('share sessions, countdowns, send limits and single use', async () => {
    const a = instance('shared')
    const b = instance('shared')
    const phone = '9812345678'
    const sent = await a.engine.send(input(phone))
    const token = (sent.data as { Token: string }).Token
    // The countdown set by A holds on B.
    expect((await b.engine.send(input(phone))).status_code).toBe(429)
    // 25 verifies through each instance at once: one success in all.
    const code = a.sent[0]!
    const verify = (engine: OtpEngine) =>
      engine.verify({ token, phone, purpose: 'QUICK_LINKS', otp: code, otpAuthId: 'abcdefghij12345' })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => verify(i % 2 ? a.engine : b.engine)),
    )
    expect(answers.filter((x) => x.status_code === 200)).toHaveLength(1)
  })

  it('count one send budget per number across instances', async () => {
    const a = instance('budget')
    const b = instance('budget')
    const phone = '9898989898'
    const purposes = [
      'QUICK_LINKS',
      'MEET_ADVISOR',
      'REGISTER_WHATSAPP_PAGE',
      'NACH_ACTIVATION_PAGE',
      'NACH_DEACTIVATION_PAGE',
      'REGISTER_GRIEVANCE_PAGE',
    ] as const
    const statuses = []
    for (const [i, purpose] of purposes.entries()) {
      statuses.push((await (i % 2 ? a : b).engine.send({ ...input(phone), purpose })).status_code)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('keeps a proof single-use across instances', async () => {
    const a = instance('proof')
    const b = instance('proof')
    const phone = '9765432109'
    const sent = await a.engine.send(input(phone))
    const token = (sent.data as { Token: string }).Token
    const ok = await b.engine.verify({
      token,
      phone,
      purpose: 'QUICK_LINKS',
      otp: a.sent[0]!,
      otpAuthId: 'abcdefghij12345',
    })
    const proof = (ok.data as { auth_token: string }).auth_token
    const uses = await Promise.all(
      [a, b, a, b].map(({ engine }) => engine.consumeProof(proof, phone, 'QUICK_LINKS')),
    )
    expect(uses.filter(Boolean)).toHaveLength(1)
  })
})

describe('OtpCrypto', () => {
  it('derives different session ids and code hashes for different inputs', () => {
    const crypto = new OtpCrypto('k'.repeat(40))
    expect(crypto.sessionId('a')).not.toBe(crypto.sessionId('b'))
    expect(crypto.codeHash('s', '9876543210', 'QUICK_LINKS', '1234')).not.toBe(
      crypto.codeHash('s', '9876543210', 'NACH_ACTIVATION_PAGE', '1234'),
    )
    expect(new OtpCrypto('other'.repeat(8)).sessionId('a')).not.toBe(crypto.sessionId('a'))
    const codes = Array.from({ length: 2000 }, () => crypto.code(4))
    expect(codes.every((c) => /^\d{4}$/.test(c))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(1500)
  })
})
