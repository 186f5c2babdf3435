import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hasRedisServer, startRedis } from './testing/redis-server'
import { MemoryWrongTries, RedisWrongTries, type IWrongTries } from './wrong-tries'

const DAY = 24 * 3600_000
let redis: Awaited<ReturnType<typeof startRedis>> | undefined
const clients: Redis[] = []

beforeAll(async () => {
  if (hasRedisServer()) redis = await startRedis()
}, 30_000)

afterAll(async () => {
  for (const client of clients) client.disconnect()
  await redis?.stop()
})

function client() {
  const made = new Redis(redis!.url)
  clients.push(made)
  return made
}

const stores: [string, (now: () => number) => [IWrongTries, IWrongTries]][] = [
  [
    'in memory (one instance)',
    (now) => {
      const one = new MemoryWrongTries(10, DAY, now)
      return [one, one]
    },
  ],
  [
    'in Redis (two instances)',
    (now) => [
      new RedisWrongTries(client(), 10, DAY, 'test:wrong', now),
      new RedisWrongTries(client(), 10, DAY, 'test:wrong', now),
    ],
  ],
]

describe.each(stores)('wrong tries %s', (name, make) => {
  const skip = name.includes('Redis') && !hasRedisServer()

  it.skipIf(skip)('gives exactly 10 places to 50 tries at once, across instances', async () => {
    const [a, b] = make(Date.now)
    const phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).reserve(phone)))
    expect(results.filter((r) => r.ok)).toHaveLength(10)
    const refused = results.find((r) => !r.ok)
    expect(refused && !refused.ok && refused.retryMs).toBeGreaterThan(DAY - 60_000)
  })

  it.skipIf(skip)(
    'gives a place back on release, and frees each place a day after it was taken',
    async () => {
      let clock = Date.parse('2026-11-24T06:00:00Z')
      const [a, b] = make(() => clock)
      const phone = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
      const first = await a.reserve(phone)
      clock += 60_000
      for (let i = 0; i < 9; i++) expect((await b.reserve(phone)).ok).toBe(true)
      expect(await a.blockedFor(phone)).toBe(DAY - 60_000)
      if (first.ok) await first.release()
      expect(await b.blockedFor(phone)).toBe(0)
      expect((await a.reserve(phone)).ok).toBe(true)
      clock += DAY - 1
      expect(await a.blockedFor(phone)).toBe(1)
      clock += 1
      expect(await b.blockedFor(phone)).toBe(0)
    },
  )
})
