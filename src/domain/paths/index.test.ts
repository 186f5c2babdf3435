import { describe, expect, it } from 'vitest'

import { isPagePath, isRevamped, lastSegment, normalizePagePath, removesMinHeight } from '.'

describe('page paths', () => {
  it('normalises what an editor types into the stored form', () => {
    expect(normalizePagePath(' Legal/Privacy-Policy/ ')).toBe('/legal/privacy-policy')
    expect(normalizePagePath('//discover//about-us')).toBe('/discover/about-us')
    expect(normalizePagePath('')).toBe('/')
  })

  it('accepts lowercase dash-separated segments only', () => {
    expect(isPagePath('/')).toBe(true)
    expect(isPagePath('/contact-us/faq-gst')).toBe(true)
    expect(isPagePath('/Contact')).toBe(false)
    expect(isPagePath('/a--b')).toBe(false)
    expect(isPagePath('/a/../b')).toBe(false)
    expect(isPagePath('/a b')).toBe(false)
  })
})

describe('shell rules keyed on the last path segment (spec 2.2)', () => {
  it('ignores the query when taking the last segment', () => {
    expect(lastSegment('/contact-us/branches?state=goa')).toBe('branches')
    expect(lastSegment('/')).toBe('')
  })

  it.each([
    '/unclaimed-amounts',
    '/services/nach-mandate-activation',
    '/contact-us/faq-gst',
    '/contact-us/branches',
    '/disclaimer?x=1',
    '/citizens-charter',
    '/about-sahyog-life',
  ])('removes the main-area minimum height on %s', (path) => {
    expect(removesMinHeight(path)).toBe(true)
  })

  it.each(['/', '/legal/privacy-policy', '/blog', '/life-insurance'])('keeps it on %s', (path) => {
    expect(removesMinHeight(path)).toBe(false)
  })

  it('draws only home, benefits-of-life-insurance and premium-rate-tables in the revamped style', () => {
    expect(isRevamped('/')).toBe(true)
    expect(isRevamped('/benefits-of-life-insurance')).toBe(true)
    expect(isRevamped('/discover/premium-rate-tables?x=1')).toBe(true)
    expect(isRevamped('/discover/about-us')).toBe(false)
  })
})
