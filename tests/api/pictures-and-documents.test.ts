import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'

import { get } from './support/http'

// Issue "a first visit a customer trusts", item 3: "An illustration set of our own, as SVG … stored as Media";
// "brochures as real PDFs built from the product's content (features, eligibility table, exclusions, UIN,
// disclaimer)"; "the LCP image preloaded, nothing shifting".

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null

describe('pictures', () => {
  it('the home hero is our SVG illustration, announced in the head for wider screens, with its size set', async () => {
    const html = await (await get('/')).text()
    const preload =
      [...html.matchAll(/<link rel="preload"[^>]*>/g)]
        .map((m) => m[0])
        .find((tag) => attribute(tag, 'as') === 'image' && attribute(tag, 'media') !== null) ?? ''
    expect(attribute(preload, 'href')).toMatch(/illustration-hero-home\.svg$/)
    expect(attribute(preload, 'media')).toBe('(min-width: 768px)')
    const hero = [...html.matchAll(/<img [^>]*>/g)]
      .map((m) => m[0])
      .find((tag) => /illustration-hero-home/.test(tag))
    expect(hero).toBeDefined()
    // Width and height reserve its place before it arrives: nothing shifts.
    expect(Number(attribute(hero!, 'width'))).toBeGreaterThan(0)
    expect(Number(attribute(hero!, 'height'))).toBeGreaterThan(0)
    expect(attribute(hero!, 'alt')).toMatch(/^Illustration/)
    const svg = await get(attribute(preload, 'href')!)
    expect(svg.status).toBe(200)
    expect(svg.headers.get('content-type')).toContain('image/svg+xml')
    expect(await svg.text()).toMatch(/<title[^>]*>Illustration: /)
  })

  it('only the logo and the main picture are announced in the head; the cards load at once, at low priority', async () => {
    const html = await (await get('/')).text()
    const announced = [...html.matchAll(/<link rel="preload"[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => attribute(tag, 'as') === 'image')
      .map((tag) => attribute(tag, 'href'))
    expect(new Set(announced)).toEqual(
      new Set(['/cms/api/media/file/sahyog-logo.svg', '/cms/api/media/file/illustration-hero-home.svg']),
    )
    // The first cards' pictures are not lazy (they are near the top), but not announced either: announced
    // pictures held the first paint back (docs/performance.md).
    const card = [...html.matchAll(/<img [^>]*>/g)]
      .map((m) => m[0])
      .find((tag) => /illustration-term-plans/.test(tag))
    expect(attribute(card!, 'loading')).toBe('eager')
    expect(attribute(card!, 'fetchPriority')).toBe('low')
  })

  it('a picture is kept by browsers and shared caches, and asked for again at the cost of a 304', async () => {
    const first = await get('/cms/api/media/file/sahyog-logo.svg')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=600\b/)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/".+"$/)
    expect(Date.parse(first.headers.get('last-modified') ?? '')).toBeLessThanOrEqual(Date.now())
    expect(first.headers.get('content-type')).toBe('image/svg+xml')
    expect(first.headers.get('content-security-policy')).toContain("script-src 'none'")
    expect(await first.text()).toContain('<svg')

    const again = await get('/cms/api/media/file/sahyog-logo.svg', { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    // A byte range (how a video is played) is still answered, with the same lifetime.
    const part = await get('/cms/api/media/file/sahyog-logo.svg', { headers: { range: 'bytes=0-9' } })
    expect(part.status).toBe(206)
    expect(await part.text()).toHaveLength(10)
    expect(part.headers.get('cache-control')).toMatch(/^public, max-age=600\b/)
    // A range outside the file is refused, and the refusal is not kept.
    const outside = await get('/cms/api/media/file/sahyog-logo.svg', { headers: { range: 'bytes=999999-' } })
    expect(outside.status).toBe(416)
    expect(outside.headers.get('cache-control')).toBeNull()
  })

  it('no page of the home screen draws a gradient stand-in any more', async () => {
    const html = await (await get('/')).text()
    expect(html).not.toMatch(/hero-home\.png|card-(term|savings|ulip|retirement|child|group)-plans\.png/)
  })
})

describe('plan documents', () => {
  it('the brochure of a plan is a real PDF of several pages, linked from its page', async () => {
    const html = await (await get('/life-insurance/sahyog-smart-term')).text()
    const href = /href="([^"]*sahyog-smart-term-brochure-2026\.pdf)"/.exec(html)?.[1]
    expect(href).toBeDefined()
    const res = await get(href!.replace(/&amp;/g, '&'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/pdf')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(bytes.byteLength).toBeGreaterThan(8 * 1024)
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(2)
  })
})
