import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'

import { describe, expect, it } from 'vitest'

import { MicroCache, keptHeaders, mayKeep, microCacheKey } from './micro-cache'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers }) as unknown as IncomingMessage

const answer = (bytes: number, keptAt = 0) => ({
  status: 200,
  headers: {},
  body: Buffer.alloc(bytes),
  keptAt,
})

describe('microCacheKey', () => {
  it('keys a visitor’s GET or HEAD of a page by its address and encoding, whatever harmless cookies it carries', () => {
    expect(microCacheKey(request('/blog?page=2'), 'br')).toBe('br /blog?page=2')
    expect(microCacheKey(request('/blog?page=2', {}, 'HEAD'), 'br')).toBe('br /blog?page=2')
    expect(microCacheKey(request('/', { cookie: 'sahyog_consent=1; home=home_abc' }), 'gzip')).toBe('gzip /')
  })

  it('keys a Hindi page for the visitors whose cookie already says Hindi, and English for those who chose it', () => {
    expect(microCacheKey(request('/hi/contact-us', { cookie: 'a=1; site_language=hi' }), 'br')).toBe(
      'br /hi/contact-us',
    )
    expect(microCacheKey(request('/contact-us', { cookie: 'site_language=en' }), 'br')).toBe('br /contact-us')
  })

  it.each([
    ['an editor’s preview cookie', request('/', { cookie: 'a=1; site_preview=x' })],
    ['the admin’s session', request('/', { cookie: 'payload-token=x' })],
    ['Next’s draft mode', request('/', { cookie: '__prerender_bypass=x' })],
    ['the router’s RSC request', request('/', { rsc: '1' })],
    ['a prefetch', request('/', { 'next-router-prefetch': '1' })],
    ['a POST', request('/', {}, 'POST')],
    ['a language prefix, which may set the language cookie', request('/en/contact-us')],
    [
      'a Hindi address asked without the Hindi cookie',
      request('/hi/contact-us', { cookie: 'site_language=en' }),
    ],
    [
      'an unprefixed address asked with the Hindi cookie',
      request('/contact-us', { cookie: 'site_language=hi' }),
    ],
    ['the proxy’s fetch of an error page', request('/error-pages/503', { 'x-status-page-fetch': '1' })],
    ['a visitor’s request of an error page’s own address', request('/error-pages/503')],
  ])('sends %s on to Next', (_, req) => {
    expect(microCacheKey(req, 'br')).toBeNull()
  })
})

describe('mayKeep', () => {
  it('keeps a 200 that Next marked shared-cacheable', () => {
    expect(mayKeep(200, { 'cache-control': 's-maxage=31536000' }, false)).toBe(true)
    expect(mayKeep(200, { 'cache-control': 'public, max-age=0, s-maxage=4' }, false)).toBe(true)
  })

  it.each([
    ['a 404', 404, { 'cache-control': 's-maxage=60' }, false],
    [
      'a dynamic page',
      200,
      { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
      false,
    ],
    ['an answer without a shared lifetime', 200, {}, false],
    ['an answer that sets a cookie', 200, { 'cache-control': 's-maxage=60', 'set-cookie': ['a=1'] }, false],
    ['a preview address', 200, { 'cache-control': 's-maxage=60' }, true],
  ] as [string, number, OutgoingHttpHeaders, boolean][])('never keeps %s', (_, status, headers, preview) => {
    expect(mayKeep(status, headers, preview)).toBe(false)
  })
})

describe('keptHeaders', () => {
  it("replays a page without the first request's id or a draining instance's Connection: close", () => {
    const sent = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=4',
      etag: '"abc"',
      'x-request-id': '0123456789abcdef',
      connection: 'close',
    }
    expect(keptHeaders(sent)).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=4',
      etag: '"abc"',
    })
    expect(sent['x-request-id']).toBe('0123456789abcdef')
  })
})

describe('MicroCache', () => {
  it('answers for a second; then one request asks Next again while the others still get the page', () => {
    const cache = new MicroCache(1000, 1000, 4000)
    cache.set('br /', answer(10, 5_000))
    expect(cache.get('br /', 5_999)).toBeDefined()
    expect(cache.get('br /', 6_000)).toBe('refresh')
    expect(cache.get('br /', 6_001)).toBeDefined()
    cache.set('br /', answer(10, 6_050))
    cache.release('br /')
    expect(cache.get('br /', 6_100)).toMatchObject({ keptAt: 6_050 })
  })

  it('lets the next request refresh when the one that tried kept nothing', () => {
    const cache = new MicroCache(1000, 1000, 4000)
    cache.set('br /', answer(10, 0))
    expect(cache.get('br /', 1_500)).toBe('refresh')
    expect(cache.get('br /', 1_550)).toMatchObject({ keptAt: 0 })
    cache.release('br /')
    expect(cache.get('br /', 1_600)).toBe('refresh')
  })

  it('never answers with a page older than five seconds', () => {
    const cache = new MicroCache(1000, 1000, 4000)
    cache.set('br /', answer(10, 0))
    expect(cache.get('br /', 1_000)).toBe('refresh')
    expect(cache.get('br /', 4_999)).toMatchObject({ keptAt: 0 })
    expect(cache.get('br /', 5_000)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('is emptied at once when the application says pages changed', () => {
    const cache = new MicroCache(1000)
    cache.set('br /', answer(10, Date.now()))
    cache.clear()
    expect(cache.get('br /')).toBeUndefined()
  })

  it('stays within its size, the oldest out first, and never keeps one page of more than an eighth of it', () => {
    const cache = new MicroCache(800, 60_000)
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, answer(100, 0))
    cache.set('huge', answer(101, 0))
    expect(cache.get('huge', 1)).toBeUndefined()
    for (const key of ['f', 'g', 'h', 'i']) cache.set(key, answer(100, 0))
    expect(cache.get('a', 1)).toBeUndefined()
    expect(cache.get('i', 1)).toBeDefined()
    expect(cache.size).toBe(8)
  })
})
