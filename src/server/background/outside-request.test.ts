import { describe, expect, it } from 'vitest'

import { outsideRequest } from './outside-request'
import { requestKept, requests } from './testing/kept'

const hourLongTimer = () => {
  const timer = setTimeout(() => undefined, 3_600_000)
  timer.unref()
  return Promise.resolve()
}

describe('outsideRequest', () => {
  it('keeps nothing of a request alive in a timer set through it, which a timer set inside the request does', async () => {
    expect(await requestKept(hourLongTimer)).toBe(true)
    expect(await requestKept(() => outsideRequest(hourLongTimer))).toBe(false)
  })

  it("runs a timer's callback outside the request that set it", async () => {
    const seen = await requests.run({ body: [] }, () =>
      outsideRequest(() => new Promise((resolve) => setTimeout(() => resolve(requests.getStore()), 1))),
    )
    expect(seen).toBeUndefined()
  })

  it('answers what the work answers, and its failure', async () => {
    expect(outsideRequest(() => 42)).toBe(42)
    await expect(outsideRequest(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
  })
})
