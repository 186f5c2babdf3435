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

  it("never lists the branch finder's results page", () => {
    const entries = branchSitemapEntries(
      [{ slug: 'near-branch', state_slug: 'near', district_slug: 'district', city_slug: 'city' }],
      'https://www.sahyoglife.in',
    ).map((entry) => entry.url)
    expect(entries).not.toContain('https://www.sahyoglife.in/contact-us/branches/near')
    expect(entries).toContain('https://www.sahyoglife.in/contact-us/branches/near/district')
  })
})
