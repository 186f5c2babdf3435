import { describe, expect, it } from 'vitest'

import { get } from './support/http'

/**
 * The headers every public answer carries, and the one it must not: a critical client hint makes Chromium fetch a
 * page twice on a first visit (it retries the request to send the hint), a whole extra round trip on a phone.
 */
const PUBLIC = [
  '/',
  '/life-insurance/sahyog-smart-term',
  '/blog/term-insurance/how-much-term-insurance-do-you-need',
  '/contact-us/branches/maharashtra/mumbai-city/mumbai/mumbai-lower-parel',
  '/api/v1/header',
]

describe('response headers', () => {
  it.each(PUBLIC)(
    '%s: the security headers, and no client hint that would make the browser ask twice',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('critical-ch')).toBeNull()
      expect(res.headers.get('accept-ch')).toBeNull()
      expect(res.headers.get('x-powered-by')).toBeNull()
    },
  )

  it.each(PUBLIC.filter((path) => !path.startsWith('/api/')))(
    '%s: a Content-Security-Policy whose scripts need a hash, with frame-ancestors self',
    async (path) => {
      const res = await get(path)
      const policy = res.headers.get('content-security-policy') ?? ''
      expect(/script-src ([^;]*)/.exec(policy)?.[1]).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/)
      expect(policy).not.toContain("'unsafe-eval'")
      expect(policy).toContain("frame-ancestors 'self'")
      expect(policy).toContain("object-src 'none'")
      // HSTS belongs to production over https only (src/host/settings.ts); the test server is plain http.
      expect(res.headers.get('strict-transport-security')).toBeNull()
    },
  )

  it.each(PUBLIC.filter((path) => !path.startsWith('/api/')))(
    "%s: one inline script holds Next's whole payload, so the policy lists one hash for it; no x-nextjs-* notes",
    async (path) => {
      const res = await get(path, { headers: { accept: 'text/html' } })
      const html = await res.text()
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
      expect(inline).toHaveLength(1)
      expect(inline[0]).toMatch(
        /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\);self\.__next_f\.push\(\[1,/,
      )
      const policy = res.headers.get('content-security-policy') ?? ''
      expect(policy.match(/'sha256-/g)).toHaveLength(1)
      expect([...res.headers.keys()].filter((name) => name.startsWith('x-nextjs-'))).toEqual([])
    },
  )

  it('compresses a page it held for its policy, and says the answer varies with Accept-Encoding', async () => {
    const res = await get('/', { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(await res.text()).toContain('</html>')
  })

  it('keeps the colour-scheme hint for the CMS admin, whose theme follows it', async () => {
    const res = await get('/admin/login')
    expect(res.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
