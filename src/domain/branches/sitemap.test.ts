import { describe, expect, it } from 'vitest'

import { branchSitemapEntries } from './sitemap'

describe('branch pages in the sitemap', () => {
  it('lists the locator, each state, district and city with a branch, and each branch, once', () => {
    const entries = branchSitemapEntries(
      [
        { slug: 'pune-shivajinagar', state_slug: 'maharashtra', district_slug: 'pune', city_slug: 'pune' },
        { slug: 'pimpri-chinchwad', state_slug: 'maharashtra', district_slug: 'pune', city_slug: 'pimpri' },
      ],
      'https://www.sahyoglife.in',
    ).map((entry) => entry.url.replace('https://www.sahyoglife.in', ''))
    expect(entries).toEqual([
      '/contact-us/branches',
      '/contact-us/branches/maharashtra',
      '/contact-us/branches/maharashtra/pune',
      '/contact-us/branches/maharashtra/pune/pune',
      '/contact-us/branches/maharashtra/pune/pune/pune-shivajinagar',
      '/contact-us/branches/maharashtra/pune/pimpri',
      '/contact-us/branches/maharashtra/pune/pimpri/pimpri-chinchwad',
    ])
  })
})
