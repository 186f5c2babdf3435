import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { holdHtml } from './html-answer'
import { NOT_SHARED, rewriteSharedCacheControl, sharedCacheControl } from './shared-cache'

const page = {
  cacheControl: 's-maxage=31536000',
  contentType: 'text/html; charset=utf-8',
  setsCookie: false,
  url: '/legal/privacy-policy',
}

describe('sharedCacheControl', () => {
  it('holds a page Next prerendered 4 s in a shared cache nobody purges, and never in the browser', () => {
    expect(sharedCacheControl(page, false)).toBe('public, max-age=0, s-maxage=4, stale-if-error=86400')
    expect(sharedCacheControl({ ...page, cacheControl: 's-maxage=60, stale-while-revalidate' }, false)).toBe(
      'public, max-age=0, s-maxage=4, stale-if-error=86400',
    )
  })

  it('holds pages and RSC payloads a day when every publish purges the cache', () => {
    expect(sharedCacheControl(page, true)).toBe('public, max-age=0, s-maxage=86400, stale-if-error=86400')
    expect(sharedCacheControl({ ...page, contentType: 'text/x-component' }, true)).toBe(
      'public, max-age=0, s-maxage=86400, stale-if-error=86400',
    )
  })

  it('holds what the purge does not reach (not a page) 4 s even then', () => {
    expect(sharedCacheControl({ ...page, contentType: 'image/png' }, true)).toBe(
      'public, max-age=0, s-maxage=4, stale-if-error=86400',
    )
  })

  it('never shares an answer to a preview address or one that sets a cookie', () => {
    for (const purged of [false, true]) {
      expect(sharedCacheControl({ ...page, url: '/legal/privacy-policy?_preview=abc' }, purged)).toBe(
        NOT_SHARED,
      )
      expect(sharedCacheControl({ ...page, setsCookie: true }, purged)).toBe(NOT_SHARED)
    }
  })

  it('leaves alone what Next did not mark cacheable: dynamic pages, previews, error pages, the API', () => {
    for (const cacheControl of [
      undefined,
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'no-store',
      'public, max-age=0, must-revalidate',
      'public, max-age=31536000, immutable',
      's-maxage=60, private',
    ]) {
      expect(sharedCacheControl({ ...page, cacheControl }, true), cacheControl).toBeUndefined()
    }
  })
})

describe('rewriteSharedCacheControl', () => {
  async function answer(url: string, handler: (res: ServerResponse) => void, hold = false) {
    const server = createServer((req, res) => {
      rewriteSharedCacheControl(res, false)
      if (hold) holdHtml(res, async (html) => ({ headers: {}, body: html, encoding: 'identity' }))
      handler(res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      return await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${url}`)
    } finally {
      server.close()
    }
  }

  it('rewrites a held page, a streamed answer and headers given to writeHead', async () => {
    const held = await answer(
      '/',
      (res) => {
        res.setHeader('cache-control', 's-maxage=31536000')
        res.setHeader('content-type', 'text/html')
        res.end('<p>page</p>')
      },
      true,
    )
    expect(held.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=4, stale-if-error=86400')
    expect(await held.text()).toBe('<p>page</p>')

    const streamed = await answer('/', (res) => {
      res.writeHead(200, { 'cache-control': 's-maxage=31536000', 'content-type': 'text/x-component' })
      res.write('0:')
      res.end('[]')
    })
    expect(streamed.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=4, stale-if-error=86400')
    expect(await streamed.text()).toBe('0:[]')
  })

  it('makes a cookie-setting or preview answer private, and leaves a no-store one as it is', async () => {
    const cookie = await answer('/', (res) => {
      res.setHeader('cache-control', 's-maxage=31536000')
      res.setHeader('set-cookie', 'a=b')
      res.end('x')
    })
    expect(cookie.headers.get('cache-control')).toBe(NOT_SHARED)
    const preview = await answer('/page?_preview=abc', (res) => {
      res.setHeader('cache-control', 's-maxage=31536000')
      res.end('x')
    })
    expect(preview.headers.get('cache-control')).toBe(NOT_SHARED)
    const dynamic = await answer('/', (res) => {
      res.writeHead(200, ['Cache-Control', 'no-store'])
      res.end('x')
    })
    expect(dynamic.headers.get('cache-control')).toBe('no-store')
  })
})
