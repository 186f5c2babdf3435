/**
 * `node scripts/run-ts.mjs scripts/logo-outlines.ts [FONT]`: prints the logo's two words ("Sahyog", "LIFE
 * INSURANCE") as SVG paths, for LOGO_SVG in src/cms/seed/media.ts. The logo carries its letters as outlines, not as
 * `<text>`: it then draws the same on every device whatever fonts it has, and a browser showing it looks no font up.
 * FONT defaults to Liberation Sans Bold (SIL Open Font License 1.1), Debian's metric match for Arial, which the logo
 * was drawn with.
 */
import fs from 'node:fs'

import fontkit from '@pdf-lib/fontkit'

const file = process.argv[2] ?? '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf'
const font = fontkit.create(new Uint8Array(fs.readFileSync(file)))

/** A number in the path, to a tenth of a pixel: finer than a 240 × 64 logo shows, even on a 3× screen. */
const n = (value: number) => String(Math.round(value * 10) / 10)

/** One line of text as a path: its baseline's start at (x, y), `size` in px, `spacing` px added after each letter. */
function outline(text: string, x: number, y: number, size: number, spacing = 0): string {
  const scale = size / font.unitsPerEm
  const run = font.layout(text)
  let d = ''
  let pen = x
  run.glyphs.forEach((glyph, i) => {
    const { xAdvance = 0, xOffset = 0, yOffset = 0 } = run.positions[i] ?? {}
    // The font's units, y up, to the logo's pixels, y down, from this letter's origin.
    const at = (gx: number, gy: number) =>
      `${n(pen + (xOffset + gx) * scale)} ${n(y - (yOffset + gy) * scale)}`
    const draw = glyph.path.toFunction() as (context: object) => void
    draw({
      moveTo: (px: number, py: number) => (d += `M${at(px, py)}`),
      lineTo: (px: number, py: number) => (d += `L${at(px, py)}`),
      quadraticCurveTo: (cx: number, cy: number, px: number, py: number) =>
        (d += `Q${at(cx, cy)} ${at(px, py)}`),
      bezierCurveTo: (ax: number, ay: number, bx: number, by: number, px: number, py: number) =>
        (d += `C${at(ax, ay)} ${at(bx, by)} ${at(px, py)}`),
      closePath: () => (d += 'Z'),
    })
    pen += xAdvance * scale + spacing
  })
  return d
}

console.log(`  <path fill="#0b3a6f" d="${outline('Sahyog', 66, 34, 26)}"/>`)
console.log(`  <path fill="#f57f17" d="${outline('LIFE INSURANCE', 67, 52, 11.5, 2.6)}"/>`)
