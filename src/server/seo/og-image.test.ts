import { describe, expect, it } from 'vitest'

import { isSharableImage, OG_IMAGE, ogTitle } from '@/domain/seo/og-image'

import { isSignedOgTitle, ogImageFor } from './og-image'

const SECRET = 'og-image-test-secret'.padEnd(40, 'x')

describe('title cards for pages without a picture of their own', () => {
  it('signs the title into the address, so only the site’s own titles are drawn', () => {
    const { url, alt } = ogImageFor('Sahyog Smart Term', SECRET)
    expect(alt).toBe('Sahyog Smart Term')
    const address = new URL(url, 'https://www.sahyoglife.in')
    expect(address.pathname).toBe(OG_IMAGE.path)
    const title = address.searchParams.get('title')!
    const signature = address.searchParams.get('s')!
    expect(title).toBe('Sahyog Smart Term')
    expect(isSignedOgTitle(title, signature, SECRET)).toBe(true)
    // Another title under the same signature, a changed signature, or another secret: refused.
    expect(isSignedOgTitle('Sahyog Smart Term: 100% returns guaranteed', signature, SECRET)).toBe(false)
    expect(isSignedOgTitle(title, `${signature.slice(0, -1)}A`, SECRET)).toBe(false)
    expect(isSignedOgTitle(title, '', SECRET)).toBe(false)
    expect(isSignedOgTitle(title, signature, 'another-secret'.padEnd(40, 'y'))).toBe(false)
  })

  it('folds spaces and cuts a title past 140 characters, so the address and the card agree', () => {
    expect(ogTitle('  Income   tax\ncalculator ')).toBe('Income tax calculator')
    const long = ogTitle('word '.repeat(60))
    expect(long).toHaveLength(140)
    expect(long.endsWith('…')).toBe(true)
    expect(ogTitle(long)).toBe(long)
  })

  it('uses a page’s own picture only when social sites can show it (not SVG)', () => {
    expect(isSharableImage('image/png', '/media/a.png')).toBe(true)
    expect(isSharableImage('image/webp', '/media/a.webp')).toBe(true)
    expect(isSharableImage('image/svg+xml', '/media/a.svg')).toBe(false)
    expect(isSharableImage(null, '/media/a.jpg?w=1')).toBe(true)
    expect(isSharableImage(undefined, '/media/a.svg')).toBe(false)
  })
})
