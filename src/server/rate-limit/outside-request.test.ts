import { AsyncLocalStorage } from 'node:async_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { RateLimiterMemory } from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'

import { outsideRequest } from './outside-request'

// As the host does when it starts: the context is made before any request.
outsideRequest(() => undefined)

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/** Whether a request's context is still in memory after it counted one point against an hour-long limit. */
async function requestKept(count: (limiter: RateLimiterMemory) => Promise<unknown>): Promise<boolean> {
  const requests = new AsyncLocalStorage<{ body: string[] }>()
  const limiter = new RateLimiterMemory({ points: 5, duration: 3600 })
  let kept: WeakRef<object> | undefined
  await (async () => {
    const request = { body: new Array<string>(10_000).fill('answer') }
    kept = new WeakRef(request)
    await requests.run(request, () => count(limiter))
  })()
  await new Promise((resolve) => setImmediate(resolve))
  collectGarbage()
  return kept!.deref() !== undefined
}

describe('outsideRequest', () => {
  it("keeps nothing of a request alive in an in-process limiter's timer, which counting inside it does", async () => {
    expect(await requestKept((limiter) => limiter.consume('key'))).toBe(true)
    expect(await requestKept((limiter) => outsideRequest(() => limiter.consume('key')))).toBe(false)
  })

  it('answers what the work answers, and its refusal', async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 60 })
    await expect(outsideRequest(() => limiter.consume('a'))).resolves.toMatchObject({ remainingPoints: 0 })
    await expect(outsideRequest(() => limiter.consume('a'))).rejects.toMatchObject({ remainingPoints: 0 })
  })
})
