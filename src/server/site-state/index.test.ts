import { describe, expect, it, vi } from 'vitest'

import { createSiteStateReader } from '.'

function setup(answers: (boolean | Error)[]) {
  let clock = 0
  let changed = () => {}
  const fetcher = vi.fn(async () => {
    const next = answers.shift()
    if (next instanceof Error) throw next
    return { ok: true, json: async () => ({ maintenance: next }) }
  })
  const read = createSiteStateReader(() => 'http://internal', {
    fetcher,
    now: () => clock,
    ttlMs: 1000,
    onChange: (listener) => (changed = listener),
  })
  return { read, fetcher, tick: (ms: number) => (clock += ms), change: () => changed() }
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

  it('after a change is heard, the next request waits for the state as it is now (the cache in front was purged)', async () => {
    const { read, fetcher, change } = setup([false, true])
    expect(await read()).toEqual({ maintenance: false })
    change()
    expect(await read()).toEqual({ maintenance: true })
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('does not take a fetch that started before the change for one after it', async () => {
    let release: (answer: boolean) => void = () => {}
    const answers = [
      Promise.resolve(false),
      new Promise<boolean>((resolve) => (release = resolve)),
      Promise.resolve(true),
    ]
    let changed = () => {}
    let clock = 0
    const fetcher = vi.fn(async () => {
      const maintenance = await answers.shift()
      return { ok: true, json: async () => ({ maintenance }) }
    })
    const read = createSiteStateReader(() => 'http://internal', {
      fetcher,
      now: () => clock,
      ttlMs: 1000,
      onChange: (listener) => (changed = listener),
    })
    await read()
    clock += 1000
    await read() // starts a background refresh, still pending
    changed()
    const reading = read()
    release(false) // the old fetch answers with the state from before the change
    expect(await reading).toEqual({ maintenance: true })
    expect(fetcher).toHaveBeenCalledTimes(3)
  })

  it('after a change and a failed fetch, serves the last known state without waiting again', async () => {
    const { read, fetcher, change } = setup([true, new Error('down')])
    await read()
    change()
    expect(await read()).toEqual({ maintenance: true })
    expect(await read()).toEqual({ maintenance: true })
    expect(fetcher).toHaveBeenCalledTimes(2)
  })
})
