/**
 * Devanagari in a PDF checked the way a reader sees it (src/server/pdf/devanagari.test.ts and the plans' brochures'
 * test): a page rendered by Poppler, a word's ink compared with the same word shaped by HarfBuzz, or drawn letter by
 * letter, from the font's outlines.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import * as hb from 'harfbuzzjs'
import sharp from 'sharp'

import { DEVANAGARI_SCALE, sfntFromWoff } from '@/server/pdf/devanagari'

/** Pixels per point: pdftoppm at 288 dpi. */
export const SCALE = 4

/** The faces the renderer draws Devanagari in, regular and bold. */
const fontFile = (weight: 400 | 700) =>
  path.join(
    process.cwd(),
    `node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
  )
export const face = new hb.Face(new hb.Blob(sfntFromWoff(readFileSync(fontFile(400)))))
export const font = new hb.Font(face)
const boldFace = new hb.Face(new hb.Blob(sfntFromWoff(readFileSync(fontFile(700)))))
const boldFont = new hb.Font(boldFace)

export interface IBitmap {
  width: number
  height: number
  ink: Uint8Array
}

/** A greyscale image's dark pixels, cut to the box around them. */
export function inkOf(pixels: Uint8Array, width: number, top: number, bottom: number): IBitmap {
  let [left, right, first, last] = [width, -1, bottom, -1]
  for (let y = top; y < bottom; y += 1)
    for (let x = 0; x < width; x += 1)
      if (pixels[y * width + x]! < 128) {
        ;[left, right, first, last] = [
          Math.min(left, x),
          Math.max(right, x),
          Math.min(first, y),
          Math.max(last, y),
        ]
      }
  const box = { width: right - left + 1, height: last - first + 1 }
  const ink = new Uint8Array(box.width * box.height)
  for (let y = 0; y < box.height; y += 1)
    for (let x = 0; x < box.width; x += 1)
      ink[y * box.width + x] = pixels[(first + y) * width + left + x]! < 128 ? 1 : 0
  return { ...box, ink }
}

/** The bands of rows with ink in them, top to bottom (a word's line each). */
export function bands(pixels: Uint8Array, width: number, height: number): [number, number][] {
  const found: [number, number][] = []
  let start = -1
  for (let y = 0; y <= height; y += 1) {
    const inked = y < height && pixels.subarray(y * width, (y + 1) * width).some((value) => value < 128)
    if (inked && start < 0) start = y
    if (!inked && start >= 0) {
      found.push([start, y])
      start = -1
    }
  }
  return found
}

/** Glyphs as HarfBuzz shapes the word, or one per letter by the font's character map (no shaping). */
export function glyphsOf(word: string, shaped: boolean, of: hb.Font = font) {
  if (!shaped)
    return [...word].map((char) => {
      const id = of.nominalGlyph(char.codePointAt(0)!) ?? 0
      return { id, advance: of.glyphHAdvance(id), dx: 0, dy: 0 }
    })
  const buffer = new hb.Buffer()
  buffer.addText(word)
  buffer.guessSegmentProperties()
  hb.shape(of, buffer)
  return buffer.getGlyphInfosAndPositions().map((glyph) => ({
    id: glyph.codepoint,
    advance: glyph.xAdvance ?? 0,
    dx: glyph.xOffset ?? 0,
    dy: glyph.yOffset ?? 0,
  }))
}

/** The word drawn from the font's outlines at the page's size and resolution (pixels per point), as its ink. */
export async function reference(
  word: string,
  shaped: boolean,
  size: number,
  { scaleOf = SCALE, bold = false }: { scaleOf?: number; bold?: boolean } = {},
): Promise<IBitmap> {
  const of = bold ? boldFont : font
  const scale = (size * DEVANAGARI_SCALE * scaleOf) / (bold ? boldFace : face).upem
  const height = Math.ceil(size * scaleOf * 2)
  const baseline = Math.ceil(size * scaleOf * 1.3)
  let pen = 20
  const paths = glyphsOf(word, shaped, of).map((glyph) => {
    const at = `translate(${pen + glyph.dx * scale} ${baseline - glyph.dy * scale}) scale(${scale} ${-scale})`
    pen += glyph.advance * scale
    return `<path transform="${at}" d="${of.glyphToPath(glyph.id)}"/>`
  })
  const width = Math.ceil(pen + 20)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fff"/>${paths.join('')}</svg>`
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true })
  return inkOf(new Uint8Array(data), info.width, 0, info.height)
}

/**
 * How far two inks differ: the share of inked pixels (in either) that only one of them inks, the two laid over each
 * other at their top left corners, give or take two pixels each way (two rasterizers round edges differently).
 */
export function difference(a: IBitmap, b: IBitmap): number {
  const at = (bitmap: IBitmap, x: number, y: number) =>
    x >= 0 && y >= 0 && x < bitmap.width && y < bitmap.height ? bitmap.ink[y * bitmap.width + x]! : 0
  let best = 1
  for (let shiftY = -2; shiftY <= 2; shiftY += 1)
    for (let shiftX = -2; shiftX <= 2; shiftX += 1) {
      let [either, one] = [0, 0]
      for (let y = -2; y < Math.max(a.height, b.height) + 2; y += 1)
        for (let x = -2; x < Math.max(a.width, b.width) + 2; x += 1) {
          const [inA, inB] = [at(a, x, y), at(b, x + shiftX, y + shiftY)]
          if (inA || inB) either += 1
          if (inA !== inB) one += 1
        }
      best = Math.min(best, one / either)
    }
  return best
}

/** The first page of a PDF rendered by Poppler, greyscale. */
export async function rendered(pdf: Uint8Array, dir: string) {
  const file = path.join(dir, 'hindi.pdf')
  writeFileSync(file, pdf)
  execFileSync('pdftoppm', [
    '-r',
    String(72 * SCALE),
    '-gray',
    '-f',
    '1',
    '-l',
    '1',
    '-png',
    file,
    path.join(dir, 'page'),
  ])
  const { data, info } = await sharp(path.join(dir, 'page-1.png'))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { pixels: new Uint8Array(data), width: info.width, height: info.height }
}

/** A word (a run of Devanagari is one) on a page of a PDF file, and its box in points from the page's top left. */
export type TWordBox = { text: string; x: number; y: number; width: number; height: number }

/** The words of one page of a PDF file, as Poppler finds them, with their boxes. */
export function wordBoxes(file: string, page: number): TWordBox[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-'], {
    encoding: 'utf8',
  })
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    text: text!,
    x: Number(xMin),
    y: Number(yMin),
    width: Number(xMax) - Number(xMin),
    height: Number(yMax) - Number(yMin),
  }))
}

let areas = 0

/** The ink of a box on a page of a PDF file (points, grown by `margin` each way), rendered by Poppler at `scale`. */
export async function inkIn(
  file: string,
  page: number,
  box: TWordBox,
  { scale, margin, dir }: { scale: number; margin: number; dir: string },
): Promise<IBitmap> {
  areas += 1
  const out = path.join(dir, `area-${areas}`)
  const px = (points: number) => Math.round(points * scale)
  execFileSync('pdftoppm', [
    '-r',
    String(72 * scale),
    '-gray',
    '-f',
    String(page),
    '-l',
    String(page),
    '-x',
    String(px(box.x - margin)),
    '-y',
    String(px(box.y - margin)),
    '-W',
    String(px(box.width + 2 * margin)),
    '-H',
    String(px(box.height + 2 * margin)),
    '-singlefile',
    '-png',
    file,
    out,
  ])
  const { data, info } = await sharp(`${out}.png`).greyscale().raw().toBuffer({ resolveWithObject: true })
  return inkOf(new Uint8Array(data), info.width, 0, info.height)
}
