import { describe, expect, it } from 'vitest'

import { USEFUL_LINKS } from '@/domain/shell/useful-links'

import { get } from './support/http'

// Spec 2.1: error pages "not-found and any unknown path (404); 500; under-maintenance (503); 403".
describe('error pages answer with their real HTTP status', () => {
  it.each([
    ['/not-found', 404, 'Page not found'],
    ['/this/path/does/not/exist', 404, 'Page not found'],
    ['/legal/%2e%2e/%2e%2e/etc/passwd', 404, 'Page not found'],
    ['/500', 500, 'Something went wrong'],
    ['/403', 403, 'Access denied'],
    ['/under-maintenance', 503, 'Page under maintenance'],
  ])('%s answers %i with its page', async (path, status, text) => {
    const res = await get(path)
    expect(res.status).toBe(status)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    expect(await res.text()).toContain(text)
  })

  // Production hardening: a malformed percent-escape is the client's error, answered before any page code runs.
  it.each([
    '/%E0%A4%A',
    '/blog/%ff%fe',
    '/api/v1/meta-info/%ff%fe',
    '/api/v1/redirects/%E0%A4%A',
    '/cms/api/pages/%',
  ])('%s (a malformed percent-escape) answers 400, never 500', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(/malformed percent-escape/)
  })

  it('tells crawlers when to come back from maintenance and not to index error pages', async () => {
    const res = await get('/under-maintenance')
    expect(res.headers.get('retry-after')).toBe('600')
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  })

  // Issue "a first visit a customer trusts", item 8: no dead ends.
  it.each(['/this/path/does/not/exist', '/blog/retirement/no-such-post', '/life-insurance/no-such-plan'])(
    '%s: the 404 page comes in the full shell, with a title, search and the main sections',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(404)
      const html = await res.text()
      expect(html).toMatch(/<title>Page not found \| [^<]+<\/title>/)
      expect(html).toContain('<h1 id="status-title"')
      // The header with its menus and the footer with its legal line, as on every page.
      expect(html).toMatch(/<header[\s>]/)
      expect(html).toContain('<nav aria-label="Main"')
      expect(html).toMatch(/<footer[\s>]/)
      expect(html).toContain('class="company-registration')
      // A search that works without JavaScript, and the main sections.
      expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"/)
      for (const link of USEFUL_LINKS) expect(html).toContain(`href="${link.path}"`)
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    },
  )

  it('keeps the internal address of the error pages consistent with the public ones', async () => {
    expect((await get('/error-pages/503')).status).toBe(503)
    expect((await get('/error-pages/404')).status).toBe(404)
  })
})

describe('content pages', () => {
  it.each(['/', '/benefits-of-life-insurance', '/legal/privacy-policy', '/citizens-charter', '/disclaimer'])(
    '%s is served from the CMS',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain('<main id="main"')
      expect(html).toMatch(/<h1[\s>]/)
    },
  )

  it('carries its shell once: the not-found boundary inside every payload is a few words', async () => {
    const html = await (await get('/benefits-of-life-insurance')).text()
    // The skip link opens the shell: once in the markup, once in the payload that hydrates it.
    expect(html.match(/skip-link/g)).toHaveLength(2)
    // The boundary's message, sent for a client-side navigation to a missing page.
    expect(html.match(/The page you are looking for may have moved/g)).toHaveLength(1)
  })

  it('sends mixed-case addresses to the one lowercase address of the page', async () => {
    const res = await get('/Legal/Privacy-Policy?utm_source=mail')
    expect(res.status).toBe(308)
    expect(new URL(res.headers.get('location') ?? '', 'http://x').pathname).toBe('/legal/privacy-policy')
    expect(res.headers.get('location')).toContain('utm_source=mail')
  })

  it('renders the admin login for staff', async () => {
    const res = await get('/admin/login')
    expect(res.status).toBe(200)
  })
})
