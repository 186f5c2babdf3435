import { AsyncLocalStorage } from 'node:async_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { RateLimiterMemory } from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'

import { MemoryLimiter } from './memory-limiter'
import { outsideRequest } from './outside-request'

// As the host does when it starts: the context is made before any request.
outsideRequest(() => undefined)

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/** Whether a request's context is still in memory after `write` touched a key of an hour-long limit in it. */
async function requestKept(
  limiter: RateLimiterMemory,
  write: (limiter: RateLimiterMemory) => Promise<unknown>,
): Promise<boolean> {
  const requests = new AsyncLocalStorage<{ body: string[] }>()
  let kept: WeakRef<object> | undefined
  await (async () => {
    const request = { body: new Array<string>(10_000).fill('answer') }
    kept = new WeakRef(request)
    await requests.run(request, () => write(limiter).catch(() => undefined))
  })()
  await new Promise((resolve) => setImmediate(resolve))
  collectGarbage()
  return kept!.deref() !== undefined
}

const hourLong = { points: 5, duration: 3600 }

describe('outsideRequest', () => {
  it("keeps nothing of a request alive in an in-process limiter's timer, which counting inside it does", async () => {
    const count = (limiter: RateLimiterMemory) => limiter.consume('key')
    expect(await requestKept(new RateLimiterMemory(hourLong), count)).toBe(true)
    expect(
      await requestKept(new RateLimiterMemory(hourLong), (limiter) => outsideRequest(() => count(limiter))),
    ).toBe(false)
  })

  it('answers what the work answers, and its refusal', async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 60 })
    await expect(outsideRequest(() => limiter.consume('a'))).resolves.toMatchObject({ remainingPoints: 0 })
    await expect(outsideRequest(() => limiter.consume('a'))).rejects.toMatchObject({ remainingPoints: 0 })
  })
})

describe('MemoryLimiter', () => {
  const writes: [string, (limiter: RateLimiterMemory) => Promise<unknown>][] = [
    ['consume', (limiter) => limiter.consume('key')],
    ['penalty', (limiter) => limiter.penalty('key', 2)],
    ['reward', (limiter) => limiter.reward('key', 1)],
    ['block', (limiter) => limiter.block('key', 3600)],
    ['set', (limiter) => limiter.set('key', 3, 3600)],
  ]

  it.each(writes)(
    'keeps nothing of the request that called %s, where the plain limiter keeps it',
    async (_, write) => {
      expect(await requestKept(new RateLimiterMemory(hourLong), write)).toBe(true)
      expect(await requestKept(new MemoryLimiter(hourLong), write)).toBe(false)
    },
  )

  it('counts, refuses and gives back as the plain limiter does', async () => {
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
