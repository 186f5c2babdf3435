import { describe, expect, it, vi } from 'vitest'

import { createPurgeQueue } from '.'
import type { ICdnPurger } from './types'

const log = () => ({ debug: vi.fn(), warn: vi.fn() })

function purger(work: () => Promise<void> = () => Promise.resolve()): ICdnPurger & { calls: number } {
  const fake = {
    name: 'fake',
    calls: 0,
    purgeAll: () => {
      fake.calls += 1
      return work()
    },
  }
  return fake
}

describe('createPurgeQueue', () => {
  it('sends one purge for a burst of expiries', async () => {
    const cdn = purger()
    const queue = createPurgeQueue(cdn, log())
    for (let i = 0; i < 5; i++) queue.request()
    await queue.idle()
    expect(cdn.calls).toBe(1)
  })

  it('sends one more after a purge under way when expiries arrive during it', async () => {
    let finish: () => void = () => {}
    const cdn = purger(() => new Promise<void>((resolve) => (finish = resolve)))
    const queue = createPurgeQueue(cdn, log())
    queue.request()
    await new Promise((resolve) => setImmediate(resolve))
    expect(cdn.calls).toBe(1)
    queue.request()
    queue.request()
    finish()
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setImmediate(resolve))
    finish()
    await queue.idle()
    expect(cdn.calls).toBe(2)
  })

  it('logs a failed purge and throws nothing', async () => {
    const logged = log()
    const queue = createPurgeQueue(
      purger(() => Promise.reject(new Error('connect ECONNREFUSED'))),
      logged,
    )
    expect(() => queue.request()).not.toThrow()
    await queue.idle()
    expect(logged.warn).toHaveBeenCalledWith(
      { cdn: 'fake', err: 'connect ECONNREFUSED' },
      expect.stringMatching(/not purged/),
    )
  })
})
