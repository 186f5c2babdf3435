import { describe, expect, it } from 'vitest'

import { chooseEncoding, mayBePage } from './html-answer'
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
