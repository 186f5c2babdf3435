import { describe, expect, it } from 'vitest'

import { chooseEncoding, compress, mayBePage, recompress } from './html-answer'
import { EncodedPages, encodedPageKey } from './page-cache'

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and respects a refusal', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip')
    expect(chooseEncoding('identity')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
    expect(chooseEncoding('*')).toBe('br')
  })
})

describe('EncodedPages', () => {
  it('keeps the most recently used pages within its size', () => {
    const pages = new EncodedPages<{ body: Buffer }>(400)
    const page = (n: number) => ({ body: Buffer.alloc(n) })
    pages.set('a', page(100))
    pages.set('b', page(100))
    pages.set('c', page(100))
    pages.get('a')
    pages.set('d', page(100))
    pages.set('e', page(100))
    expect(pages.get('b')).toBeUndefined()
    expect(pages.get('a')).toBeDefined()
    expect(pages.get('e')).toBeDefined()
    pages.set('huge', page(200))
    expect(pages.get('huge')).toBeUndefined()
  })

  it('keeps a smaller body worked out in the background, one page at a time, only for a page still kept as it was', async () => {
    const pages = new EncodedPages<{ body: Buffer; tag: string }>(10_000)
    const quick = { body: Buffer.alloc(100), tag: 'home' }
    pages.set('home', quick)
    let working = 0
    let mostAtOnce = 0
    const smaller = (size: number) => async () => {
      working += 1
      mostAtOnce = Math.max(mostAtOnce, working)
      await new Promise((resolve) => setTimeout(resolve, 5))
      working -= 1
      return Buffer.alloc(size)
    }
    const other = { body: Buffer.alloc(100), tag: 'other' }
    pages.set('other', other)
    await Promise.all([pages.refine('home', quick, smaller(60)), pages.refine('other', other, smaller(70))])
    expect(mostAtOnce).toBe(1)
    expect(pages.get('home')).toEqual({ body: Buffer.alloc(60), tag: 'home' })
    expect(pages.get('other')?.body.byteLength).toBe(70)

    // A page replaced (a new render) or gone meanwhile keeps what it has; a body that is not smaller is not kept.
    const stale = { body: Buffer.alloc(100), tag: 'stale' }
    pages.set('page', stale)
    const refined = pages.refine('page', stale, smaller(10))
    const fresh = { body: Buffer.alloc(90), tag: 'fresh' }
    pages.set('page', fresh)
    await refined
    expect(pages.get('page')).toBe(fresh)
    await pages.refine('page', fresh, smaller(95))
    expect(pages.get('page')).toBe(fresh)
    await pages.refine('page', fresh, () => Promise.reject(new Error('corrupt')))
    expect(pages.get('page')).toBe(fresh)
  })

  it('recompresses a page thoroughly: the same page, smaller than the quick encoding', async () => {
    const zlib = await import('node:zlib')
    const html = Buffer.from(
      Array.from(
        { length: 400 },
        (_, n) =>
          `<li class="card-body mt-2 text-sm"><a href="/life-insurance/plan-${n % 37}">Plan ${n * 7919}</a></li>`,
      ).join(''),
    )
    for (const encoding of ['br', 'gzip'] as const) {
      const quick = await compress(html, encoding)
      const thorough = await recompress(quick, encoding)
      const decode = encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync
      expect(decode(thorough).equals(html)).toBe(true)
      expect(thorough.byteLength).toBeLessThan(quick.byteLength)
    }
    expect(await recompress(html, 'identity')).toBe(html)
  })

  it('keeps a page by its ETag and encoding, a preview apart, and never the empty body of a HEAD request', () => {
    expect(encodedPageKey('GET', '"abc"', 'br', false)).toBe('"abc"|br')
    expect(encodedPageKey('GET', '"abc"', 'gzip', true)).toBe('"abc"|gzip|preview')
    expect(encodedPageKey('GET', undefined, 'br', false)).toBeNull()
    expect(encodedPageKey('HEAD', '"abc"', 'identity', false)).toBeNull()
  })
})

describe('holdHtml', () => {
  async function serve(handler: (res: import('node:http').ServerResponse) => void) {
    const http = await import('node:http')
    const { holdHtml } = await import('./html-answer')
    const server = http.createServer((req, res) => {
      holdHtml(res, async (html) => ({
        headers: { 'x-length-seen': String(html.byteLength) },
        body: Buffer.from(html.toString().toUpperCase()),
        encoding: 'identity',
      }))
      handler(res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as import('node:net').AddressInfo
    try {
      return await fetch(`http://127.0.0.1:${port}/`)
    } finally {
      server.close()
    }
  }

  it('holds a streamed page until its end, then sends what finish made of all of it', async () => {
    const res = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.flushHeaders()
      res.write('<html>')
      setTimeout(() => {
        res.write(Buffer.from('<body>'))
        res.end('</html>')
      }, 20)
    })
    expect(res.headers.get('x-length-seen')).toBe('19')
    expect(res.headers.get('content-length')).toBe('19')
    expect(await res.text()).toBe('<HTML><BODY></HTML>')
  })

  it('takes the headers given to writeHead into account', async () => {
    const res = await serve((res) => {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<p>gone</p>')
    })
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('<P>GONE</P>')
  })

  it("sends a page without Next's notes on how it made it, and leaves them on what is not a page", async () => {
    const notes = { 'x-nextjs-cache': 'HIT', 'x-nextjs-prerender': '1', 'x-nextjs-stale-time': '300' }
    const page = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/html', ...notes, etag: '"a"' }).end('<p>page</p>')
    })
    expect([...page.headers.keys()].filter((name) => name.startsWith('x-nextjs-'))).toEqual([])
    expect(page.headers.get('etag')).toBe('"a"')
    const json = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json', ...notes }).end('{}')
    })
    expect(json.headers.get('x-nextjs-stale-time')).toBe('300')
  })

  it('lets anything that is not HTML pass untouched', async () => {
    const res = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"a":')
      res.end('"b"}')
    })
    expect(res.headers.get('x-length-seen')).toBeNull()
    expect(await res.json()).toEqual({ a: 'b' })
  })

  it('lets a large file that is not HTML pass whole, however it is written (a PDF on a page path)', async () => {
    const part = Buffer.alloc(16 * 1024, 0x41)
    const res = await serve((res) => {
      res.setHeader('content-type', 'application/pdf')
      res.flushHeaders()
      let left = 4
      const more = () => {
        while (left > 0) {
          left -= 1
          if (!res.write(part)) return void res.once('drain', more)
        }
        res.end()
      }
      more()
    })
    expect((await res.arrayBuffer()).byteLength).toBe(4 * 16 * 1024)
  }, 10_000)
})

describe('mayBePage', () => {
  const request = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
    ({ url, method, headers }) as unknown as import('node:http').IncomingMessage

  it('holds anything that may be a page, whatever its Accept', () => {
    expect(mayBePage(request('/'))).toBe(true)
    expect(mayBePage(request('/life-insurance/sahyog-smart-term?x=1', 'HEAD'))).toBe(true)
    expect(mayBePage(request('/admin/collections/pages'))).toBe(true)
  })

  it('lets the build files, the APIs, media, RSC fetches and writes pass', () => {
    expect(mayBePage(request('/_next/static/chunks/main.js'))).toBe(false)
    expect(mayBePage(request('/api/v1/header'))).toBe(false)
    expect(mayBePage(request('/cms/api/pages'))).toBe(false)
    expect(mayBePage(request('/media/logo.svg'))).toBe(false)
    expect(mayBePage(request('/sitemap.xml'))).toBe(false)
    expect(mayBePage(request('/', 'GET', { rsc: '1' }))).toBe(false)
    expect(mayBePage(request('/', 'POST'))).toBe(false)
  })
})
