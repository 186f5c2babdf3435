import { describe, expect, it } from 'vitest'

import { STATUS_PAGES } from '@/domain/status'

import { get } from './support/http'
import { inBatches, sitemapPaths } from './support/sitemap'

/**
 * Issue 5 "Done means": every path answers 200 with seeded content, walked from the sitemap, and a made-up slug
 * under each section gives the 404 page.
 */

const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? ''

describe('every path in the sitemap answers 200 with a title and content', () => {
  it('walks /sitemap.xml', { timeout: 300_000 }, async () => {
    const paths = await sitemapPaths()
    // The seed's sections are all there: products, blog, company, legal, contact, careers.
    for (const expected of [
      '/',
      '/life-insurance',
      '/legal/privacy-policy',
      '/contact-us',
      '/contact-us/faq-claims',
      '/contact-us/sales-service-enquiry',
      '/renewal-payment-options-offline',
      '/discover/careers',
      '/contact-us/branches',
      '/contact-us/branches/maharashtra/pune/pune/pune-shivajinagar',
    ])
      expect(paths, expected).toContain(expected)
    expect(paths.some((path) => path.startsWith('/careers/careers-details/'))).toBe(true)
    expect(paths.some((path) => path.startsWith('/legal/advisor-'))).toBe(true)
    expect(new Set(paths).size, 'no address is listed twice').toBe(paths.length)

    const failures = (
      await inBatches(paths, 4, async (path) => {
        const res = await get(path)
        const html = res.status === 200 ? await res.text() : ''
        const title = titleOf(html)
        const ok =
          res.status === 200 && title !== '' && title !== STATUS_PAGES[404].title && /<h1[\s>]/.test(html)
        return ok ? null : `${path} → ${res.status} ${JSON.stringify(title)}`
      })
    ).filter((failure) => failure !== null)
    expect(failures).toEqual([])
  })
})

describe('a made-up slug under each section is the 404 page', () => {
  it.each([
    '/life-insurance/no-such-plan-zz',
    '/life-insurance/withdrawn-plan/no-such-plan-zz',
    '/group-life-insurance/no-such-plan-zz',
    '/blog/no-such-category-zz',
    '/blog/guides/no-such-tag-zz',
    '/discover/no-such-page-zz',
    '/discover/media/no-such-release-zz',
    '/about-us/no-such-page-zz',
    '/testimonials/no-such-story-zz',
    '/careers/careers-details/no-such-job-zz',
    '/legal/no-such-advisor-zz',
    '/contact-us/no-such-faq-zz',
    '/contact-us/branches/no-such-state-zz',
    '/services/no-such-service-zz',
  ])('%s → 404', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain(STATUS_PAGES[404].title)
  })
})

describe('careers pages stay out of the sitemap once closed', () => {
  it('lists no closed job', async () => {
    const paths = await sitemapPaths()
    expect(paths).not.toContain('/careers/careers-details/branch-manager-lucknow')
  })
})
