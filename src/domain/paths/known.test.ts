import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { FIXED_SCREENS, indexEntry, isKnownPath } from './known'

// The public site's pages sit under its language segment (decision 93).
const SITE = path.resolve(__dirname, '../../app/(site)/[lang]')

/** The route of every page.tsx under the public site's folder, `[param]` segments kept. */
function pageRoutes(dir = SITE, route = ''): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') found.push(route || '/')
    if (entry.isDirectory()) {
      const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`
      found.push(...pageRoutes(path.join(dir, entry.name), route + segment))
    }
  }
  return found
}

describe('the addresses the proxy lets through to a render', () => {
  it('name every screen at a fixed address, and only those', () => {
    const fixed = pageRoutes().filter((route) => !route.includes('['))
    // The branch locator's first level is the optional catch-all with no place.
    expect(new Set([...fixed, '/contact-us/branches'])).toEqual(FIXED_SCREENS)
  })

  it('know every route with a parameter: each one’s addresses come from the index, or from their shape', () => {
    // A new route with a parameter must say where its addresses come from (src/server/path-index) before it is
    // added here: otherwise every one of its pages answers 404.
    expect(
      pageRoutes()
        .filter((route) => route.includes('['))
        .sort(),
    ).toEqual([
      '/[[...slug]]', // CMS pages: the page index
      '/blog/[category]', // the blog's list screens
      '/blog/guides/[tag]',
      '/careers/careers-details/[job]', // open jobs
      '/contact-us/branches/[[...place]]', // places and branches
      '/discover/media/[slug]', // media items
      '/error-pages/[code]', // answered by the proxy before the index
      '/life-insurance/[plan]/quote', // plans with a rate table
      '/proposal/[ref]', // a reference's shape
      '/quotes/[ref]', // a reference's shape
      '/testimonials/[slug]', // testimonials
    ])
  })

  const index = new Set([
    '/',
    '/life-insurance/sahyog-smart-term',
    '/life-insurance/sahyog-smart-term/quote',
    '/careers/careers-details/branch-manager',
  ])

  it('lets through fixed screens and indexed content, with or without a trailing slash', () => {
    expect(isKnownPath(index, '/')).toBe(true)
    expect(isKnownPath(index, '/search')).toBe(true)
    expect(isKnownPath(index, '/life-insurance/sahyog-smart-term')).toBe(true)
    expect(isKnownPath(index, '/life-insurance/sahyog-smart-term/')).toBe(true)
    expect(isKnownPath(index, '/life-insurance/sahyog-smart-term/quote')).toBe(true)
    expect(isKnownPath(index, '/careers/careers-details/branch-manager')).toBe(true)
  })

  it('lets through a product’s partner variant, and a saved quote by its reference’s shape', () => {
    expect(isKnownPath(index, '/life-insurance/sahyog-smart-term/po')).toBe(true)
    expect(isKnownPath(index, '/life-insurance/no-such-plan/po')).toBe(false)
    expect(isKnownPath(index, '/quotes/k7qm2xpd9hta')).toBe(true)
    expect(isKnownPath(index, '/quotes/k7qm2xpd9ht1')).toBe(false)
    expect(isKnownPath(index, '/quotes/short')).toBe(false)
    expect(isKnownPath(index, '/proposal/k7qm2xpd9hta')).toBe(true)
    expect(isKnownPath(index, '/proposal/k7qm2xpd9ht1')).toBe(false)
  })

  it('stops made-up addresses under every route', () => {
    for (const address of [
      '/zz-4f9a1c',
      '/life-insurance/x',
      '/life-insurance/x/quote',
      '/careers/careers-details/x',
      '/contact-us/branches/x',
      '/contact-us/branches/maharashtra/x/y/z/w',
      '/discover/media/x',
      '/testimonials/x',
      '/blog/x',
      '/blog/guides/x',
      '/search/x',
      '/a/b/c/d/e/f',
    ]) {
      expect(isKnownPath(index, address), address).toBe(false)
    }
  })

  it('indexes a listed address by its path alone', () => {
    expect(indexEntry('/blog?page=2')).toBe('/blog')
    expect(indexEntry('/blog/term-insurance')).toBe('/blog/term-insurance')
  })
})
