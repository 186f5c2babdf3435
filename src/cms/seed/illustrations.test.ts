import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { ILLUSTRATION_ALT, ILLUSTRATION_KEYS, ILLUSTRATIONS } from './illustrations'

const HEROES = ['heroHome', 'heroBenefits', 'heroCompany', 'heroServices']

/** The opening <svg …> tag's attribute, or undefined. */
const rootAttribute = (svg: string, name: string) =>
  new RegExp(`^<svg\\b[^>]*\\s${name}="([^"]*)"`).exec(svg)?.[1]

describe.each(ILLUSTRATION_KEYS.map((key) => [key, ILLUSTRATIONS[key]] as const))(
  'illustration %s',
  (key, svg) => {
    it('renders, at the size its viewBox and width/height state', async () => {
      const [width, height] = HEROES.includes(key) ? [1280, 480] : [640, 360]
      expect(rootAttribute(svg, 'xmlns')).toBe('http://www.w3.org/2000/svg')
      expect(rootAttribute(svg, 'viewBox')).toBe(`0 0 ${width} ${height}`)
      expect(rootAttribute(svg, 'width')).toBe(String(width))
      expect(rootAttribute(svg, 'height')).toBe(String(height))

      const png = await sharp(Buffer.from(svg)).png().toBuffer()
      const meta = await sharp(png).metadata()
      expect([meta.width, meta.height]).toEqual([width, height])
    })

    it('names what it shows, for assistive technology and the media library alike', () => {
      expect(rootAttribute(svg, 'role')).toBe('img')
      const title = /<title\b[^>]*>([^<]+)<\/title>/.exec(svg)?.[1]
      expect(title).toBe(ILLUSTRATION_ALT[key])
      expect(ILLUSTRATION_ALT[key]).toMatch(/^Illustration: \S.{20,}/)
    })

    it('stays small', () => {
      expect(Buffer.byteLength(svg, 'utf8')).toBeLessThanOrEqual(16 * 1024)
    })

    it('holds nothing active, no text and nothing from elsewhere', () => {
      expect(svg).not.toMatch(/<(text|script|foreignObject|image|use|iframe|embed|object|style)\b/i)
      expect(svg).not.toMatch(/\son[a-z]+\s*=/i)
      expect(svg).not.toMatch(/(href|src)\s*=\s*["']?\s*(https?:|javascript:|data:|\/\/)/i)
      expect(svg).not.toMatch(/url\(\s*["']?\s*(?!#)/i)
      expect(svg).not.toMatch(/@import|<!DOCTYPE|<!ENTITY|<\?xml-stylesheet/i)
      // The only address inside is the SVG namespace itself.
      expect(svg.match(/https?:\/\/[^"\s]*/g)).toEqual(['http://www.w3.org/2000/svg'])
    })

    it('keeps its coordinates to whole numbers or one decimal', () => {
      const numbers = [
        ...[...svg.matchAll(/\sd="([^"]*)"/g)].map((match) => match[1]!),
        ...[...svg.matchAll(/\s(?:x|y|cx|cy|r|rx|ry|width|height)="([^"]*)"/g)].map((match) => match[1]!),
      ].join(' ')
      expect(numbers).not.toMatch(/\d\.\d\d/)
    })
  },
)

describe('the illustration set', () => {
  it('has one picture per seeded image, each with its own alt text', () => {
    expect(Object.keys(ILLUSTRATIONS).sort()).toEqual([...ILLUSTRATION_KEYS].sort())
    expect(new Set(Object.values(ILLUSTRATION_ALT)).size).toBe(ILLUSTRATION_KEYS.length)
  })
})
