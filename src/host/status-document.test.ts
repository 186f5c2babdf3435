import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { StatusDocuments } from './status-document'

const request = (headers: Record<string, string> = {}, url = '/no-such-page') =>
  ({ headers, url }) as unknown as IncomingMessage

function harness(answer: () => Response | Promise<Response>) {
  const asked: { url: string; headers: Record<string, string> }[] = []
  let clock = 0
  const documents = new StatusDocuments(
    () => 'http://127.0.0.1:3000',
    5_000,
    async (url, init) => {
      asked.push({ url, headers: init.headers })
      return answer()
    },
    () => clock,
  )
  return { documents, asked, advance: (ms: number) => (clock += ms) }
}

const page = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } })

describe('error pages in the full shell, sent by the host in place of Next’s own', () => {
  it('replaces a 404 and a 500 page with /error-pages/{code}, fetched as the error page itself', async () => {
    const { documents, asked } = harness(() => page('<h1>Page not found</h1>'))
    expect(String(await documents.replacement(404, request()))).toBe('<h1>Page not found</h1>')
    expect(String(await documents.replacement(500, request()))).toBe('<h1>Page not found</h1>')
    expect(asked).toEqual([
      {
        url: 'http://127.0.0.1:3000/error-pages/404',
        headers: { accept: 'text/html', 'x-status-page-fetch': '1' },
      },
      {
        url: 'http://127.0.0.1:3000/error-pages/500',
        headers: { accept: 'text/html', 'x-status-page-fetch': '1' },
      },
    ])
  })

  it('sends a missing Hindi page the Hindi error page, kept apart from the English one', async () => {
    const { documents, asked } = harness(() => page('<h1>पेज नहीं मिला</h1>'))
    await documents.replacement(404, request({}, '/hi/no-such-page?x=1'))
    await documents.replacement(404, request({}, '/ta/no-such-page'))
    await documents.replacement(404, request({}, '/hi/other'))
    expect(asked.map((a) => a.url)).toEqual([
      'http://127.0.0.1:3000/hi/error-pages/404',
      'http://127.0.0.1:3000/error-pages/404',
    ])
  })

  it('leaves every other status alone, and never replaces the error page’s own fetch', async () => {
    const { documents, asked } = harness(() => page('x'))
    for (const status of [200, 301, 403, 410, 503])
      expect(await documents.replacement(status, request())).toBeNull()
    expect(await documents.replacement(404, request({ 'x-status-page-fetch': '1' }))).toBeNull()
    expect(asked).toHaveLength(0)
  })

  it('fetches once for a burst of bad addresses, and again after 5 s so published menus show', async () => {
    let n = 0
    const { documents, asked, advance } = harness(() => page(`v${++n}`))
    const burst = await Promise.all(Array.from({ length: 20 }, () => documents.replacement(404, request())))
    expect(new Set(burst.map(String))).toEqual(new Set(['v1']))
    advance(4_999)
    expect(String(await documents.replacement(404, request()))).toBe('v1')
    advance(1)
    expect(String(await documents.replacement(404, request()))).toBe('v2')
    expect(asked).toHaveLength(2)
  })

  it('keeps Next’s answer when the error page cannot be had, and tries again next time', async () => {
    let fail = true
    const { documents, asked } = harness(() => {
      if (fail) throw new Error('connection refused')
      return page('shell')
    })
    expect(await documents.replacement(404, request())).toBeNull()
    fail = false
    expect(String(await documents.replacement(404, request()))).toBe('shell')
    expect(asked).toHaveLength(2)
  })

  it('keeps Next’s answer when the error page itself is not a 200 HTML page', async () => {
    expect(await harness(() => page('gone', 404)).documents.replacement(404, request())).toBeNull()
    expect(await harness(() => Response.json({ a: 1 })).documents.replacement(404, request())).toBeNull()
  })
})
