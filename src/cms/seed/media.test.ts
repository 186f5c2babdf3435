import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { LOGO_SVG } from './media'

describe('the logo', () => {
  it('carries its name as outlines, not text: the same on every device, and no font to look up', () => {
    expect(LOGO_SVG).not.toMatch(/<text\b|font-family/i)
    expect(LOGO_SVG).toMatch(/<title id="title">Sahyog Life Insurance<\/title>/)
  })

  it('draws the name where the words stand, in the brand blue and saffron, at 240 × 64', async () => {
    const { data, info } = await sharp(Buffer.from(LOGO_SVG)).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([240, 64])
    /** How many pixels of a box are close to a colour (the pixel's alpha > half). */
    const count = (x0: number, y0: number, x1: number, y1: number, colour: [number, number, number]) => {
      let n = 0
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const i = (y * info.width + x) * info.channels
          const channel = (k: number) => data[i + k] ?? 0
          const distance = [0, 1, 2].reduce((sum, k) => sum + Math.abs(channel(k) - colour[k]!), 0)
          if (distance < 60 && channel(3) > 128) n++
        }
      return n
    }
    // "Sahyog" in #0b3a6f from x 66, baseline 34; "LIFE INSURANCE" in #f57f17, baseline 52.
    expect(count(66, 14, 160, 40, [0x0b, 0x3a, 0x6f])).toBeGreaterThan(400)
    expect(count(66, 43, 200, 53, [0xf5, 0x7f, 0x17])).toBeGreaterThan(150)
    // Nothing of either colour to the right of the words.
    expect(count(205, 0, 240, 64, [0x0b, 0x3a, 0x6f]) + count(205, 0, 240, 64, [0xf5, 0x7f, 0x17])).toBe(0)
  })
})
