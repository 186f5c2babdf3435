import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { hasRedisServer, startRedis } from '@/server/otp/testing/redis-server'

vi.mock('server-only', () => ({}))
vi.mock('../env', () => ({ env: () => ({}) }))

const { takeLease } = await import('./lease')

describe('a lease on work that runs once across instances', () => {
  it('is always given without Redis: one instance runs everything', async () => {
    const lease = await takeLease('solo', 1_000, undefined)
    expect(lease).not.toBeNull()
    expect(await takeLease('solo', 1_000, undefined)).not.toBeNull()
  })

  describe.skipIf(!hasRedisServer())('with Redis', () => {
    let redis: Awaited<ReturnType<typeof startRedis>>
    beforeAll(async () => {
      redis = await startRedis()
    })
    afterAll(async () => {
      await redis?.stop()
    })

    it('goes to one of many instances asking at once, and to the next once released', async () => {
      const asks = await Promise.all(Array.from({ length: 10 }, () => takeLease('queue', 10_000, redis.url)))
      const held = asks.filter((lease) => lease !== null)
      expect(held).toHaveLength(1)
      expect(await takeLease('queue', 10_000, redis.url)).toBeNull()
      await held[0]!.release()
      expect(await takeLease('queue', 10_000, redis.url)).not.toBeNull()
    })

    it('runs out when its holder stops, and a former holder cannot release the new holder’s lease', async () => {
      const first = await takeLease('reaped', 200, redis.url)
      expect(first).not.toBeNull()
      await new Promise((resolve) => setTimeout(resolve, 300))
      const second = await takeLease('reaped', 10_000, redis.url)
      expect(second).not.toBeNull()
      await first!.release()
      expect(await takeLease('reaped', 10_000, redis.url)).toBeNull()
    })
  })
})
