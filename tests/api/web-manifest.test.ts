import { describe, expect, it } from 'vitest'

import { get } from './support/http'

/**
 * Issue "A first visit a customer trusts", item 10: "Web manifest, favicon set, touch icon, theme colour". A phone
 * that adds the site to its home screen gets the brand's name, its blue and icons at the sizes it asks for.
 */

/** Width and height from a PNG's IHDR chunk (bytes 16 to 24), or null for anything that is not a PNG. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (!signature.every((byte, index) => bytes[index] === byte)) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

type TManifest = {
  name: string
  short_name: string
  start_url: string
  theme_color: string
  background_color: string
  icons: { src: string; type: string; sizes: string; purpose: string }[]
}

describe('the web manifest and icons', () => {
  it('names the brand, its colours and icons that answer at the sizes they claim', async () => {
    const res = await get('/manifest.webmanifest')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/manifest\+json/)
    const manifest = (await res.json()) as TManifest
    expect(manifest.name).toBe('Sahyog Life Insurance')
    expect(manifest.short_name).toBe('Sahyog Life')
    expect(manifest.start_url).toBe('/')
    expect(manifest.theme_color).toBe('#084887')
    expect(manifest.background_color).toBe('#ffffff')
    expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable')

    for (const icon of manifest.icons) {
      const file = await get(icon.src)
      expect(file.status, icon.src).toBe(200)
      expect(file.headers.get('content-type'), icon.src).toContain(icon.type)
      const bytes = new Uint8Array(await file.arrayBuffer())
      if (icon.type === 'image/png') {
        const [width, height] = icon.sizes.split('x').map(Number)
        expect(pngSize(bytes), icon.src).toEqual({ width, height })
      } else {
        expect(new TextDecoder().decode(bytes), icon.src).toMatch(/^<svg /)
      }
    }
  })

  it('every page links the manifest, the favicon and the touch icon, and sets the theme colour', async () => {
    const html = await (await get('/life-insurance')).text()
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/)
    expect(html).toMatch(/<link rel="icon" href="\/icon\.svg[^"]*" type="image\/svg\+xml"/)
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"[^>]*sizes="180x180"/.exec(html)
    expect(touch, 'apple-touch-icon link').not.toBeNull()
    const icon = await get(touch![1]!.replace(/&amp;/g, '&'))
    expect(icon.status).toBe(200)
    expect(pngSize(new Uint8Array(await icon.arrayBuffer()))).toEqual({ width: 180, height: 180 })
    expect(html).toContain('<meta name="theme-color" content="#084887"/>')
  })
})
