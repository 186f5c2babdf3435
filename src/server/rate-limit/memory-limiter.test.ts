import { RateLimiterMemory } from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'

import { requestKept } from '../background/testing/kept'

import { MemoryLimiter } from './memory-limiter'

const hourLong = { points: 5, duration: 3600 }

describe('MemoryLimiter', () => {
  const writes: [string, (limiter: RateLimiterMemory) => Promise<unknown>][] = [
    ['consume', (limiter) => limiter.consume('key')],
    ['penalty', (limiter) => limiter.penalty('key', 2)],
    ['reward', (limiter) => limiter.reward('key', 1)],
    ['block', (limiter) => limiter.block('key', 3600)],
    ['set', (limiter) => limiter.set('key', 3, 3600)],
  ]

  it.each(writes)(
    "keeps nothing of the request that called %s, which rate-limiter-flexible's own limiter keeps for the key's window",
    async (_, write) => {
      expect(await requestKept(() => write(new RateLimiterMemory(hourLong)))).toBe(true)
      expect(await requestKept(() => write(new MemoryLimiter(hourLong)))).toBe(false)
    },
  )

  it("counts, refuses and gives back as rate-limiter-flexible's own limiter does", async () => {
    const limiter = new MemoryLimiter({ points: 2, duration: 60 })
    await expect(limiter.consume('a')).resolves.toMatchObject({ remainingPoints: 1 })
    await expect(limiter.consume('a')).resolves.toMatchObject({ remainingPoints: 0 })
    await expect(limiter.consume('a')).rejects.toMatchObject({ remainingPoints: 0 })
    await limiter.reward('a', 2)
    await expect(limiter.consume('a')).resolves.toMatchObject({ remainingPoints: 0 })
    await limiter.block('b', 60)
    await expect(limiter.get('b')).resolves.toMatchObject({ remainingPoints: 0 })
    await expect(limiter.consume('b')).rejects.toMatchObject({ remainingPoints: 0 })
  })
})
