import { readFile } from 'node:fs/promises'
import path from 'node:path'

import fontkit from '@pdf-lib/fontkit'
import { type Color, type PDFFont, type PDFImage, type PDFPage, PDFDocument, rgb } from 'pdf-lib'

import type { IPdfDocument, TPdfBlock } from '@/domain/certificates/document'

import { DevanagariFont, ScriptFont, devanagariShapers, hasDevanagari } from './devanagari'

/**
 * The site's PDFs (certificates, receipts, the seeded forms and brochures) through pdf-lib, in DejaVu Sans embedded
 * as a subset: any text the font covers (Latin, Greek, Cyrillic, the rupee sign), in a file of a few kilobytes. A
 * document with Hindi in it also gets Noto Sans Devanagari, shaped by HarfBuzz (./devanagari), for its Devanagari
 * runs: every block and the footer are written through `write`, so every document shapes Hindi alike.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
const INK = rgb(0.12, 0.12, 0.12)
const RULE = rgb(0.3, 0.3, 0.3)

/** The brand's colours (the logo's navy and saffron), for the styled blocks of brochures and policy wordings. */
const BRAND = rgb(0.043, 0.227, 0.435)
const ACCENT = rgb(0.961, 0.498, 0.09)
const GOLD = rgb(0.976, 0.659, 0.145)
const WHITE = rgb(1, 1, 1)
const MUTED = rgb(0.36, 0.36, 0.36)
const TINT = rgb(0.933, 0.953, 0.976)
const WARM_TINT = rgb(1, 0.965, 0.9)
const GRID = rgb(0.78, 0.81, 0.85)

const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf')
const FONT_FILES = {
  regular: path.join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
}

/**
 * Glyphs are looked up one per character, without OpenType shaping: the site's Latin text needs no ligatures or
 * kerning, and shaping with the font's large tables afresh costs hundreds of milliseconds per document.
 */
const NO_SHAPING = Object.fromEntries(
  ['kern', 'liga', 'calt', 'clig', 'rlig', 'mark', 'mkmk', 'ccmp', 'locl'].map((feature) => [feature, false]),
)

let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null

/** The font files, read once per process. */
function fonts() {
  fontBytes ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      fontBytes = null
      throw error
    })
  return fontBytes
}

/** What text is measured and written in: a pdf-lib font, or DejaVu with the shaped Devanagari face beside it. */
export type TPdfFont = PDFFont | ScriptFont

/** The letters as a reader sees them (a Devanagari conjunct with its signs is one), for cutting a long word. */
const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' })

/**
 * Splits text into lines no wider than `width` points in `font` at `size`, at spaces; a word too long is cut
 * between letters (never inside a conjunct or between a letter and its vowel sign).
 */
export function wrap(text: string, font: TPdfFont, size: number, width = CONTENT_WIDTH): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (fits(candidate)) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      line = word
      while (!fits(line)) {
        const ends = [...graphemes.segment(line)].map((part) => part.index + part.segment.length)
        if (ends.length < 2) break
        let cut = ends.length - 2
        while (cut > 0 && !fits(line.slice(0, ends[cut]))) cut -= 1
        lines.push(line.slice(0, ends[cut]))
        line = line.slice(ends[cut])
      }
    }
    lines.push(line)
  }
  return lines
}

/** The logo's height on the page (points): about 13 mm, as on a letterhead. */
const LOGO_HEIGHT = 36

/** A page for measuring: takes every drawing call and draws nothing. */
const UNDRAWN_PAGE = {
  drawText() {},
  drawLine() {},
  drawRectangle() {},
  drawCircle() {},
  drawImage() {},
} as unknown as PDFPage

/**
 * Writes text with the left end of its baseline at (x, y): the one place every document's text goes through, so
 * Devanagari is shaped wherever it appears. Nothing on the page that only measures.
 */
export function write(
  page: PDFPage,
  text: string,
  options: { x: number; y: number; size: number; font: TPdfFont; color: Color },
): void {
  if (page === UNDRAWN_PAGE) return
  const { font, ...at } = options
  if (font instanceof ScriptFont) font.drawOn(page, text, at)
  else page.drawText(text, { ...at, font })
}

/** Where the layout stands, and what every block's renderer draws with. */
export interface ILayout {
  /** The page being drawn on (while measuring, one that draws nothing). */
  page: PDFPage
  /** How far down the page the next block starts (points from the bottom edge). */
  y: number
  /** True while a 'keep' block's height is measured: nothing is drawn and no page is added. */
  measuring: boolean
  /** Where a fresh page's first block starts. */
  readonly top: number
  readonly regular: TPdfFont
  readonly bold: TPdfFont
  newPage(): void
  /** A new page unless `height` still fits above the bottom margin. */
  need(height: number): void
  text(x: number, size: number, strong: boolean, value: string, color?: Color): void
  /** The height the blocks take from the current position, laid out on a page that draws nothing. */
  measure(group: readonly TPdfBlock[]): number
  place(block: TPdfBlock): void
}

type TBlock<K extends TPdfBlock['kind']> = Extract<TPdfBlock, { kind: K }>

/** A title, a heading or a paragraph: its lines, wrapped to the width, each on the page that has room for it. */
function placeWords(block: TBlock<'title' | 'heading' | 'text'>, at: ILayout): void {
  const size = block.kind === 'title' ? 18 : block.kind === 'heading' ? 13 : (block.size ?? 10)
  const strong = block.kind !== 'text' || !!block.bold
  const gap = block.kind === 'text' ? 4 : 8
  for (const line of wrap(block.text, strong ? at.bold : at.regular, size)) {
    at.need(size + gap)
    at.y -= size + gap
    at.text(PAGE.margin, size, strong, line)
  }
  if (block.kind !== 'text') at.y -= 4
}

/** A label and its value side by side (40 % and 60 % of the width), as many lines as the longer needs. */
function placeRow(block: TBlock<'row'>, at: ILayout): void {
  const labelWidth = CONTENT_WIDTH * 0.4
  const labels = wrap(block.label, at.regular, 10, labelWidth - 8)
  const values = wrap(block.value, block.bold ? at.bold : at.regular, 10, CONTENT_WIDTH - labelWidth)
  const lines = Math.max(labels.length, values.length)
  at.need(14 * lines)
  for (let index = 0; index < lines; index += 1) {
    at.y -= 14
    if (labels[index]) at.text(PAGE.margin, 10, false, labels[index]!)
    if (values[index]) at.text(PAGE.margin + labelWidth, 10, !!block.bold, values[index]!)
  }
}

/** One line of cells in the given shares of the width, each cut to its first line. */
function placeColumns(block: TBlock<'columns'>, at: ILayout): void {
  at.need(15)
  at.y -= 15
  let x = PAGE.margin
  block.cells.forEach((cell, index) => {
    const width = (block.widths[index] ?? 0) * CONTENT_WIDTH
    const [first = ''] = wrap(cell, block.bold ? at.bold : at.regular, 10, Math.max(width - 6, 20))
    at.text(x, 10, !!block.bold, first)
    x += width
  })
}

/** A thin line across the width. */
function placeRule(block: TBlock<'rule'>, at: ILayout): void {
  at.need(10)
  at.y -= 6
  at.page.drawLine({
    start: { x: PAGE.margin, y: at.y },
    end: { x: PAGE.width - PAGE.margin, y: at.y },
    thickness: 0.6,
    color: RULE,
  })
  at.y -= 4
}

/** Empty height (10 points unless the block says). */
function placeSpace(block: TBlock<'space'>, at: ILayout): void {
  at.y -= block.height ?? 10
}

/** The next block on a new page, unless this one is still empty. */
function placePageBreak(block: TBlock<'pageBreak'>, at: ILayout): void {
  if (at.y < at.top) at.newPage()
}

/** A cover's band from edge to edge: the title, subtitle and lines inside the margins, kept whole on one page. */
function placeBanner(block: TBlock<'banner'>, at: ILayout): void {
  // Edge to edge: a cover's band, with the text inside the margins.
  const width = CONTENT_WIDTH - 8
  const titles = wrap(block.title, at.bold, 24, width)
  const subtitles = block.subtitle ? wrap(block.subtitle, at.bold, 12, width) : []
  const lines = (block.lines ?? []).flatMap((line) => wrap(line, at.regular, 10, width))
  const pad = 22
  const height =
    pad * 2 +
    titles.length * 30 +
    (subtitles.length ? 6 + subtitles.length * 16 : 0) +
    (lines.length ? 8 + lines.length * 14 : 0)
  at.need(height + 12)
  at.page.drawRectangle({ x: 0, y: at.y - height, width: PAGE.width, height, color: BRAND })
  at.page.drawRectangle({ x: 0, y: at.y - height, width: PAGE.width, height: 4, color: GOLD })
  const bottom = at.y - height
  at.y -= pad
  for (const line of titles) {
    at.y -= 26
    at.text(PAGE.margin, 24, true, line, WHITE)
    at.y -= 4
  }
  if (subtitles.length) at.y -= 6
  for (const line of subtitles) {
    at.y -= 14
    at.text(PAGE.margin, 12, true, line, GOLD)
    at.y -= 2
  }
  if (lines.length) at.y -= 8
  for (const line of lines) {
    at.y -= 14
    at.text(PAGE.margin, 10, false, line, WHITE)
  }
  at.y = bottom - 12
}

/** A section heading with its underline, kept with at least three lines of what follows. */
function placeSection(block: TBlock<'section'>, at: ILayout): void {
  // Kept with at least three lines of what follows, so a heading never ends a at.page.
  at.need(12 + 16 + 10 + 3 * 14)
  if (at.y < at.top) at.y -= 12
  at.y -= 16
  at.text(PAGE.margin, 14, true, block.text, BRAND)
  at.y -= 6
  at.page.drawRectangle({ x: PAGE.margin, y: at.y, width: 36, height: 2, color: ACCENT })
  at.page.drawLine({
    start: { x: PAGE.margin + 36, y: at.y + 1 },
    end: { x: PAGE.width - PAGE.margin, y: at.y + 1 },
    thickness: 0.5,
    color: GRID,
  })
  at.y -= 6
}

/** A list item: a dot, its bold title and its text, indented. */
function placeBullet(block: TBlock<'bullet'>, at: ILayout): void {
  const marked = block.mark !== false
  const indent = marked ? 16 : 0
  const width = CONTENT_WIDTH - indent
  const titles = block.title ? wrap(block.title, at.bold, 10.5, width) : []
  const lines = block.text ? wrap(block.text, at.regular, 10, width) : []
  at.need(14 * Math.min(2, titles.length + lines.length) + 2)
  at.y -= 2
  let first = true
  const mark = () => {
    if (!first || !marked) return
    at.page.drawCircle({ x: PAGE.margin + 4, y: at.y + 3.5, size: 2.4, color: ACCENT })
    first = false
  }
  for (const line of titles) {
    at.need(14)
    at.y -= 14
    mark()
    at.text(PAGE.margin + indent, 10.5, true, line, BRAND)
  }
  for (const line of lines) {
    at.need(14)
    at.y -= 14
    mark()
    at.text(PAGE.margin + indent, 10, false, line)
  }
  at.y -= 4
}

/** A table whose rows are never split: a row that does not fit starts the next page under the header again. */
function placeTable(block: TBlock<'table'>, at: ILayout): void {
  // Rows are never split: a row that does not fit starts the next page, under the header drawn again.
  const size = 9.5
  const lead = 12.5
  const pad = 5
  const widths = block.widths.map((share) => share * CONTENT_WIDTH)
  const cells = (row: string[], strong: (column: number) => boolean) =>
    widths.map((width, column) =>
      wrap(row[column] ?? '', strong(column) ? at.bold : at.regular, size, Math.max(width - 2 * pad, 20)),
    )
  const heightOf = (lines: string[][]) => Math.max(1, ...lines.map((cell) => cell.length)) * lead + 2 * pad
  const drawRow = (
    lines: string[][],
    fill: Color | null,
    strong: (column: number) => boolean,
    color = INK,
  ) => {
    const height = heightOf(lines)
    if (fill)
      at.page.drawRectangle({ x: PAGE.margin, y: at.y - height, width: CONTENT_WIDTH, height, color: fill })
    let x = PAGE.margin
    lines.forEach((cell, column) => {
      cell.forEach((line, index) => {
        write(at.page, line, {
          x: x + pad,
          y: at.y - pad - (index + 1) * lead + 3,
          size,
          font: strong(column) ? at.bold : at.regular,
          color,
        })
      })
      x += widths[column] ?? 0
    })
    at.page.drawLine({
      start: { x: PAGE.margin, y: at.y - height },
      end: { x: PAGE.margin + CONTENT_WIDTH, y: at.y - height },
      thickness: 0.5,
      color: GRID,
    })
    at.y -= height
  }
  const header = cells(block.header, () => true)
  const drawHeader = () => drawRow(header, BRAND, () => true, WHITE)
  const firstColumn = (column: number) => column === 0
  at.need(heightOf(header) + heightOf(cells(block.rows[0] ?? [], firstColumn)))
  at.y -= 4
  drawHeader()
  block.rows.forEach((row, index) => {
    const lines = cells(row, firstColumn)
    if (!at.measuring && at.y - heightOf(lines) < PAGE.margin) {
      at.newPage()
      drawHeader()
    }
    drawRow(lines, index % 2 === 1 ? TINT : null, firstColumn)
  })
  at.y -= 8
}

/** A tinted box with a stripe (a warning in warm colours), kept whole on one page. */
function placeBox(block: TBlock<'box'>, at: ILayout): void {
  // Kept whole on one page, like the banner: both hold a few short paragraphs, never a page's worth.
  const pad = 10
  const stripe = 3
  const width = CONTENT_WIDTH - 2 * pad - stripe
  const titles = block.title ? wrap(block.title, at.bold, 10.5, width) : []
  const paragraphs = block.paragraphs.map((paragraph) => wrap(paragraph, at.regular, 9.5, width))
  const height =
    2 * pad +
    titles.length * 14 +
    (titles.length && paragraphs.length ? 2 : 0) +
    paragraphs.reduce((sum, lines) => sum + lines.length * 13, 0) +
    Math.max(0, paragraphs.length - 1) * 4
  at.need(height + 10)
  at.y -= 4
  const warning = block.tone === 'warning'
  at.page.drawRectangle({
    x: PAGE.margin,
    y: at.y - height,
    width: CONTENT_WIDTH,
    height,
    color: warning ? WARM_TINT : TINT,
  })
  at.page.drawRectangle({
    x: PAGE.margin,
    y: at.y - height,
    width: stripe,
    height,
    color: warning ? ACCENT : BRAND,
  })
  const bottom = at.y - height
  const x = PAGE.margin + stripe + pad
  at.y -= pad
  for (const line of titles) {
    at.y -= 14
    at.text(x, 10.5, true, line, warning ? INK : BRAND)
  }
  if (titles.length && paragraphs.length) at.y -= 2
  paragraphs.forEach((lines, index) => {
    if (index > 0) at.y -= 4
    for (const line of lines) {
      at.y -= 13
      at.text(x, 9.5, false, line)
    }
  })
  at.y = bottom - 8
}

/** Blocks kept together: on the next page when they do not fit here but would fit on a page of their own. */
function placeKeep(block: TBlock<'keep'>, at: ILayout): void {
  // On the next page if they do not fit on this one but would on a page of their own; else they flow.
  if (!at.measuring) {
    const height = at.measure(block.blocks)
    if (height <= at.top - PAGE.margin) at.need(height)
  }
  block.blocks.forEach(at.place)
}

/** One renderer per kind of block. */
export const RENDERERS: { [K in TPdfBlock['kind']]: (block: TBlock<K>, at: ILayout) => void } = {
  title: placeWords,
  heading: placeWords,
  text: placeWords,
  row: placeRow,
  columns: placeColumns,
  rule: placeRule,
  space: placeSpace,
  pageBreak: placePageBreak,
  banner: placeBanner,
  section: placeSection,
  bullet: placeBullet,
  table: placeTable,
  box: placeBox,
  keep: placeKeep,
}

/** A layout on `document` from the top of a new page. */
export function startLayout(document: PDFDocument, regular: TPdfFont, bold: TPdfFont): ILayout {
  const top = PAGE.height - PAGE.margin
  const at: ILayout = {
    page: document.addPage([PAGE.width, PAGE.height]),
    y: top,
    measuring: false,
    top,
    regular,
    bold,
    newPage() {
      if (at.measuring) return
      at.page = document.addPage([PAGE.width, PAGE.height])
      at.y = top
    },
    need(height) {
      if (at.y - height < PAGE.margin) at.newPage()
    },
    text(x, size, strong, value, color = INK) {
      write(at.page, value, { x, y: at.y, size, font: strong ? bold : regular, color })
    },
    measure(group) {
      const [startPage, startY, wasMeasuring] = [at.page, at.y, at.measuring]
      at.page = UNDRAWN_PAGE
      at.measuring = true
      group.forEach(at.place)
      const height = startY - at.y
      ;[at.page, at.y, at.measuring] = [startPage, startY, wasMeasuring]
      return height
    },
    place(block) {
      ;(RENDERERS[block.kind] as (block: TPdfBlock, at: ILayout) => void)(block, at)
    },
  }
  return at
}

/** Lays the blocks out top to bottom, starting a new page when one is full; the logo, if any, first. */
function layout(
  document: PDFDocument,
  blocks: readonly TPdfBlock[],
  regular: TPdfFont,
  bold: TPdfFont,
  logo: PDFImage | null,
) {
  const at = startLayout(document, regular, bold)
  if (logo) {
    const width = (logo.width / logo.height) * LOGO_HEIGHT
    at.page.drawImage(logo, { x: PAGE.margin, y: at.y - LOGO_HEIGHT, width, height: LOGO_HEIGHT })
    at.y -= LOGO_HEIGHT + 14
  }
  blocks.forEach(at.place)
}

/** The footer line and "Page n of N" at the foot of every page, once the page count is known. */
function drawFooters(document: PDFDocument, footer: string, regular: TPdfFont) {
  const pages = document.getPages()
  const size = 7.5
  pages.forEach((page, index) => {
    const number = `Page ${index + 1} of ${pages.length}`
    const numberWidth = regular.widthOfTextAtSize(number, size)
    const [line = ''] = wrap(footer, regular, size, CONTENT_WIDTH - numberWidth - 16)
    page.drawLine({
      start: { x: PAGE.margin, y: 36 },
      end: { x: PAGE.width - PAGE.margin, y: 36 },
      thickness: 0.5,
      color: GRID,
    })
    write(page, line, { x: PAGE.margin, y: 24, size, font: regular, color: MUTED })
    write(page, number, {
      x: PAGE.width - PAGE.margin - numberWidth,
      y: 24,
      size,
      font: regular,
      color: MUTED,
    })
  })
}

/** The whole file: A4 pages, the fonts embedded as subsets, the title and author in the document information. */
export async function renderPdf(source: IPdfDocument): Promise<Uint8Array> {
  const { regular: regularBytes, bold: boldBytes } = await fonts()
  const document = await PDFDocument.create()
  document.registerFontkit(fontkit)
  const [latinRegular, latinBold] = await Promise.all([
    document.embedFont(regularBytes, { subset: true, features: NO_SHAPING }),
    document.embedFont(boldBytes, { subset: true, features: NO_SHAPING }),
  ])
  // The Devanagari faces only for a document with Hindi in it: an English one stays as small as before.
  const hindi = hasDevanagari(`${JSON.stringify(source.blocks)} ${source.footer ?? ''}`)
  const shapers = hindi ? await devanagariShapers() : null
  const deva = shapers && {
    regular: new DevanagariFont(document, shapers.regular, 'NotoDeva'),
    bold: new DevanagariFont(document, shapers.bold, 'NotoDevaBold'),
  }
  const regular = deva ? new ScriptFont(latinRegular, deva.regular) : latinRegular
  const bold = deva ? new ScriptFont(latinBold, deva.bold) : latinBold
  const logo = source.logo ? await document.embedPng(source.logo) : null
  layout(document, source.blocks, regular, bold, logo)
  if (source.footer) drawFooters(document, source.footer, regular)
  if (deva) await Promise.all([deva.regular.finish(), deva.bold.finish()])
  document.setTitle(source.title)
  document.setAuthor(source.author ?? '')
  document.setProducer('Sahyog Life Insurance website')
  document.setCreator('Sahyog Life Insurance website')
  document.setLanguage('en-IN')
  const created = source.createdAt ?? new Date()
  document.setCreationDate(created)
  document.setModificationDate(created)
  return document.save()
}
