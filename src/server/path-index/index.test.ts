import { describe, expect, it, vi } from 'vitest'

vi.mock('../http/internal', () => ({ INTERNAL_TOKEN_HEADER: 'x-internal', internalToken: () => 'token' }))

import { contentChanged } from '../cache/changed'
import { MISS_RECHECK_MS, REFRESH_MS, createPathIndexReader } from '.'

type TAnswer = string[] | 304 | Error | 500

function setup(answers: TAnswer[]) {
  let clock = 1_000_000
  const fetcher = vi.fn(async (): Promise<Response> => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!
    if (next instanceof Error) throw next
    if (next === 304) return new Response(null, { status: 304 })
    if (next === 500) return new Response('{}', { status: 500 })
    return Response.json({ paths: next }, { headers: { etag: `"${next.join()}"` } })
  })
  const mayBePage = createPathIndexReader(() => 'http://internal', { fetcher, now: () => clock })
  return { mayBePage, fetcher, tick: (ms: number) => (clock += ms) }
}

describe('the proxy’s path index', () => {
  it('waits for the first index, then answers known addresses from memory', async () => {
    const { mayBePage, fetcher } = setup([['/', '/life-insurance/sahyog-smart-term']])
    expect(await mayBePage('/life-insurance/sahyog-smart-term')).toBe(true)
    expect(await mayBePage('/')).toBe(true)
    expect(await mayBePage('/search')).toBe(true)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('refuses an unknown address after one fresh check, and a burst of them costs no more checks', async () => {
    const { mayBePage, fetcher, tick } = setup([['/'], 304])
    expect(await mayBePage('/zz-1')).toBe(false)
    expect(fetcher).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 50; i++) expect(await mayBePage(`/zz-${i}`)).toBe(false)
    expect(fetcher).toHaveBeenCalledTimes(1)
    tick(MISS_RECHECK_MS)
    expect(await mayBePage('/zz-x')).toBe(false)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('lets a page just published through at once: a miss waits for a fresh check', async () => {
    const { mayBePage, tick } = setup([['/'], ['/', '/new-page']])
    expect(await mayBePage('/')).toBe(true)
    tick(MISS_RECHECK_MS)
    expect(await mayBePage('/new-page')).toBe(true)
  })

  it('looks again at once when content changed in this process, however recent the last look', async () => {
    const { mayBePage, fetcher } = setup([['/'], ['/', '/just-published']])
    expect(await mayBePage('/just-published')).toBe(false)
    contentChanged()
    expect(await mayBePage('/just-published')).toBe(true)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('refreshes known addresses in the background once a second, and drops an unpublished one', async () => {
    const { mayBePage, fetcher, tick } = setup([['/', '/old'], ['/']])
    expect(await mayBePage('/old')).toBe(true)
    tick(REFRESH_MS)
    expect(await mayBePage('/old')).toBe(true) // the index in hand, while the next one loads
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetcher).toHaveBeenCalledTimes(2)
    expect(await mayBePage('/old')).toBe(false)
  })

  it('refuses nothing while no index could be read, and asks again at most once a second', async () => {
    const { mayBePage, fetcher, tick } = setup([new Error('down'), 500, ['/']])
    expect(await mayBePage('/zz')).toBe(true)
    expect(await mayBePage('/zz')).toBe(true)
    expect(fetcher).toHaveBeenCalledTimes(1)
    tick(REFRESH_MS)
    expect(await mayBePage('/zz')).toBe(true)
    expect(fetcher).toHaveBeenCalledTimes(2)
    tick(REFRESH_MS)
    expect(await mayBePage('/zz')).toBe(false)
  })

  it('keeps the index it has when a later check fails', async () => {
    const { mayBePage, tick } = setup([['/'], new Error('down')])
    expect(await mayBePage('/')).toBe(true)
    tick(REFRESH_MS)
    expect(await mayBePage('/zz')).toBe(false)
    expect(await mayBePage('/')).toBe(true)
  })
})
