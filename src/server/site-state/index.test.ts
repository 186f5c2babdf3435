import { describe, expect, it, vi } from 'vitest'

import { createSiteStateReader } from '.'

function setup(answers: (boolean | Error)[]) {
  let clock = 0
  const fetcher = vi.fn(async () => {
    const next = answers.shift()
    if (next instanceof Error) throw next
    return { ok: true, json: async () => ({ maintenance: next }) }
  })
  const read = createSiteStateReader(() => 'http://internal', { fetcher, now: () => clock, ttlMs: 1000 })
  return { read, fetcher, tick: (ms: number) => (clock += ms) }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('site state in the proxy', () => {
  it('waits for the first answer, then serves from memory within the TTL', async () => {
    const { read, fetcher } = setup([true])
    expect(await read()).toEqual({ maintenance: true })
    expect(await read()).toEqual({ maintenance: true })
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('refreshes in the background once the TTL has passed', async () => {
    const { read, fetcher, tick } = setup([false, true])
    expect(await read()).toEqual({ maintenance: false })
    tick(1000)
    expect(await read()).toEqual({ maintenance: false }) // stale answer while refreshing
    await settle()
    expect(await read()).toEqual({ maintenance: true })
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('keeps the last known state when the refresh fails', async () => {
    const { read, tick } = setup([true, new Error('down')])
    await read()
    tick(5000)
    await read()
    await settle()
    expect(await read()).toEqual({ maintenance: true })
  })

  it('makes one call for many concurrent first requests', async () => {
    const { read, fetcher } = setup([false])
    await Promise.all([read(), read(), read()])
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
