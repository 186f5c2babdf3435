import { describe, expect, it } from 'vitest'

import { BASE_URL, get } from './support/http'
import { inBatches, sitemapPaths } from './support/sitemap'

/**
 * Issue "A first visit a customer trusts", item 8: "every link on the site answers 200 or goes to a configured URL
 * … no `.example` host in any page", and its "Done when": "a link crawl of the seeded site finds no dead or
 * placeholder link". Every page of the sitemap is read; every link in it to the site is followed and must answer
 * 200 (or redirect to a page that does); no web link may lead to a reserved example host, and no e-mail address
 * may be on one.
 */

const PLACEHOLDER_HOST = /(^|\.)example(\.(com|net|org))?$|(^|\.)(invalid|test|localhost)$/i

const unescape = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

/** The href of every anchor in the page (what a visitor can follow). */
const anchorsOf = (html: string) =>
  [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => unescape(match[1]!))

/** Where a redirect leads, as a path on the site, or null when it leaves the site. */
function sitePath(href: string, from: string): string | null {
  const url = new URL(href, new URL(from, BASE_URL))
  if (url.origin !== new URL(BASE_URL).origin) return null
  return url.pathname + url.search
}

/** Follows up to 5 redirects on the site; the final answer's status, or 'external' when a redirect leaves it. */
async function statusOf(path: string): Promise<number | 'external'> {
  let current = path
  for (let hop = 0; hop < 5; hop++) {
    const res = await get(current, { method: 'GET' })
    await res.body?.cancel()
    if (res.status < 300 || res.status >= 400) return res.status
    const next = sitePath(res.headers.get('location') ?? '', current)
    if (next === null) return 'external'
    current = next
  }
  return 0
}

describe('a crawl of the seeded site', () => {
  it('finds no dead link and no placeholder host', { timeout: 600_000 }, async () => {
    const pages = await sitemapPaths()
    expect(pages.length).toBeGreaterThan(100)

    const internal = new Map<string, string>() // link → first page it was found on
    const placeholders = new Map<string, string>() // link → first page it was found on
    const texts: string[] = [] // pages whose text names a placeholder mailbox
    await inBatches(pages, 4, async (page) => {
      const res = await get(page)
      expect(res.status, page).toBe(200)
      const html = await res.text()
      if (/@[a-z0-9.-]*\.example\b/i.test(html.replace(/<script[\s\S]*?<\/script>/g, ''))) texts.push(page)
      for (const href of anchorsOf(html)) {
        if (href === '' || href.startsWith('#')) continue
        if (/^(tel|sms):/i.test(href)) continue
        // A mailbox is not a page (a crawl cannot tell whether it exists), but its domain must not be a placeholder.
        const mailbox = /^mailto:[^@?]*@([^?]+)/i.exec(href)
        if (mailbox) {
          if (PLACEHOLDER_HOST.test(mailbox[1]!) && !placeholders.has(href)) placeholders.set(href, page)
          continue
        }
        const url = new URL(href, new URL(page, BASE_URL))
        if (url.origin === new URL(BASE_URL).origin) {
          const path = url.pathname + url.search
          if (!internal.has(path)) internal.set(path, page)
        } else if (url.protocol !== 'https:' || PLACEHOLDER_HOST.test(url.hostname)) {
          if (!placeholders.has(href)) placeholders.set(href, page)
        }
      }
    })
    expect(
      [...placeholders].map(([href, foundOn]) => `${href} (on ${foundOn})`),
      'links to a placeholder host or over plain http',
    ).toEqual([])
    expect(texts, 'pages naming an e-mail address on a placeholder domain').toEqual([])
    // The crawl reached the site's sections, not just the pages it started from.
    expect(internal.size).toBeGreaterThan(pages.length / 2)

    const dead = (
      await inBatches([...internal], 4, async ([path, foundOn]) => {
        const status = await statusOf(path)
        return status === 200 || status === 'external' ? null : `${path} (on ${foundOn}) → ${status}`
      })
    ).filter((failure) => failure !== null)
    expect(dead).toEqual([])
  })
})
