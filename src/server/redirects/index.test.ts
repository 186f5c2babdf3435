import { afterEach, describe, expect, it, vi } from 'vitest'

import { INTERNAL_TOKEN_HEADER, internalToken } from '../http/internal'

import { REFRESH_MS, findRedirect, redirectLookup } from '.'

const ORIGIN = 'http://127.0.0.1:1'

/** A clock the tests move forward, so the one-second rule is tested without waiting. */
let clock = Date.now()
const later = (ms: number) => (clock += ms)

const table = (redirects: object[], etag: string) =>
  new Response(JSON.stringify({ redirects }), { headers: { etag, 'content-type': 'application/json' } })

describe("the proxy's in-memory redirect table", () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks the server at most once a second, sharing one check between concurrent requests', async () => {
    const fetch = vi.fn(async () => table([{ from: '/old', to: '/new', status: 301 }], 'W/"1"'))
    vi.stubGlobal('fetch', fetch)
    const start = later(REFRESH_MS)
    const lookups = await Promise.all([1, 2, 3].map(() => redirectLookup(ORIGIN, start)))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(lookups[0]!.get('/old')).toEqual({ to: '/new', status: 301 })

    await redirectLookup(ORIGIN, later(REFRESH_MS - 1))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('revalidates with the ETag it holds and keeps its table on a 304', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 304 }))
    vi.stubGlobal('fetch', fetch)
    const lookup = await redirectLookup(ORIGIN, later(REFRESH_MS))
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(`${ORIGIN}/api/internal/redirect-table`)
    // The ETag, and the token that lets the proxy read the internal route.
    expect(init.headers).toEqual({ 'if-none-match': 'W/"1"', [INTERNAL_TOKEN_HEADER]: internalToken() })
    expect(lookup.get('/old')?.to).toBe('/new')
  })

  it('keeps serving the last table when the server does not answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new Error('connection refused')
      }),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const lookup = await redirectLookup(ORIGIN, later(REFRESH_MS))
    expect(lookup.get('/old')?.to).toBe('/new')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('connection refused'))
    warn.mockRestore()
  })

  it('skips _preview= requests without asking (spec 7)', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    expect(await findRedirect(ORIGIN, '/old', '?_preview=1')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })
})
