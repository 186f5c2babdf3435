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

  it('keeps the colour-scheme hint for the CMS admin, whose theme follows it', async () => {
    const res = await get('/admin/login')
    expect(res.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
