import { describe, expect, it } from 'vitest'

import { get } from './support/http'

// Issue "a first visit a customer trusts", item 3: "an Open Graph image per page made at request time with the
// page's title (next/og)". Spec 3: the meta record carries og_image and the twitter card.

const ogImageOf = (html: string) =>
  /<meta property="og:image" content="([^"]+)"\/>/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

describe('every kind of page shares a title card', () => {
  it.each([
    ['/', 'home'],
    ['/life-insurance/sahyog-smart-term', 'a plan'],
    ['/blog/term-insurance/how-much-term-insurance-do-you-need', 'a blog post'],
    ['/income-tax-calculator', 'a calculator'],
    ['/contact-us/branches/maharashtra/pune', 'a branch page'],
    ['/testimonials', 'a list screen'],
  ])('%s (%s): og:image is a 1200×630 PNG with its title, kept for a year', async (path) => {
    const html = await (await get(path)).text()
    const image = ogImageOf(html)
    expect(image, path).toMatch(/\/api\/og\?title=.+&s=.+/)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    const title = new URL(image!).searchParams.get('title')!
    expect(title.length).toBeGreaterThan(3)
    const res = await get(new URL(image!).pathname + new URL(image!).search)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toContain('immutable')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 })
  })

  it('draws only titles the site signed: another title, or none, is refused', async () => {
    const html = await (await get('/life-insurance/sahyog-smart-term')).text()
    const image = new URL(ogImageOf(html)!)
    const signature = image.searchParams.get('s')!
    const forged = new URLSearchParams({ title: 'Sahyog Life pays 100% returns', s: signature })
    expect((await get(`/api/og?${forged}`)).status).toBe(403)
    expect((await get('/api/og')).status).toBe(400)
    expect(
      (await get(`/api/og?${new URLSearchParams({ title: 'x'.repeat(200), s: signature })}`)).status,
    ).toBe(400)
  })
})
