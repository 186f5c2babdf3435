import { readFile } from 'node:fs/promises'
import path from 'node:path'

import fontkit from '@pdf-lib/fontkit'
import { type Color, type PDFFont, type PDFImage, type PDFPage, PDFDocument, rgb } from 'pdf-lib'

import type { IPdfDocument, TPdfBlock } from '@/domain/certificates/document'

/**
 * The site's PDFs (certificates, receipts, the seeded forms and brochures) through pdf-lib, in DejaVu Sans embedded
 * as a subset: any text the font covers (Latin, Greek, Cyrillic, the rupee sign), in a file of a few kilobytes.
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

/** Splits text into lines no wider than `width` points in `font` at `size`, at spaces; a word too long is cut. */
export function wrap(text: string, font: PDFFont, size: number, width = CONTENT_WIDTH): string[] {
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
      while (!fits(line) && line.length > 1) {
        let cut = line.length - 1
        while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1
        lines.push(line.slice(0, cut))
        line = line.slice(cut)
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

/** Lays the blocks out top to bottom, starting a new page when one is full; the logo, if any, first. */
function layout(
  document: PDFDocument,
  blocks: readonly TPdfBlock[],
  regular: PDFFont,
  bold: PDFFont,
  logo: PDFImage | null,
) {
  let page: PDFPage = document.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin
  if (logo) {
    const width = (logo.width / logo.height) * LOGO_HEIGHT
    page.drawImage(logo, { x: PAGE.margin, y: y - LOGO_HEIGHT, width, height: LOGO_HEIGHT })
    y -= LOGO_HEIGHT + 14
  }
  const top = PAGE.height - PAGE.margin
  // While measuring (a 'keep' block's height), nothing is drawn and no page is added: only y moves.
  let measuring = false
  const newPage = () => {
    if (measuring) return
    page = document.addPage([PAGE.width, PAGE.height])
    y = top
  }
  const need = (height: number) => {
    if (y - height < PAGE.margin) newPage()
  }
  const text = (x: number, size: number, strong: boolean, value: string, color = INK) =>
    page.drawText(value, { x, y, size, font: strong ? bold : regular, color })

  /** The height the blocks take from the current position, laid out on a page that draws nothing. */
  const measure = (group: readonly TPdfBlock[]) => {
    const [startPage, startY, wasMeasuring] = [page, y, measuring]
    page = UNDRAWN_PAGE
    measuring = true
    group.forEach(place)
    const height = startY - y
    ;[page, y, measuring] = [startPage, startY, wasMeasuring]
    return height
  }

  function place(block: TPdfBlock): void {
    switch (block.kind) {
      case 'title':
      case 'heading':
      case 'text': {
        const size = block.kind === 'title' ? 18 : block.kind === 'heading' ? 13 : (block.size ?? 10)
        const strong = block.kind !== 'text' || !!block.bold
        const gap = block.kind === 'text' ? 4 : 8
        for (const line of wrap(block.text, strong ? bold : regular, size)) {
          need(size + gap)
          y -= size + gap
          text(PAGE.margin, size, strong, line)
        }
        if (block.kind !== 'text') y -= 4
        break
      }
      case 'row': {
        const labelWidth = CONTENT_WIDTH * 0.4
        const labels = wrap(block.label, regular, 10, labelWidth - 8)
        const values = wrap(block.value, block.bold ? bold : regular, 10, CONTENT_WIDTH - labelWidth)
        const lines = Math.max(labels.length, values.length)
        need(14 * lines)
        for (let index = 0; index < lines; index += 1) {
          y -= 14
          if (labels[index]) text(PAGE.margin, 10, false, labels[index]!)
          if (values[index]) text(PAGE.margin + labelWidth, 10, !!block.bold, values[index]!)
        }
        break
      }
      case 'columns': {
        need(15)
        y -= 15
        let x = PAGE.margin
        block.cells.forEach((cell, index) => {
          const width = (block.widths[index] ?? 0) * CONTENT_WIDTH
          const [first = ''] = wrap(cell, block.bold ? bold : regular, 10, Math.max(width - 6, 20))
          text(x, 10, !!block.bold, first)
          x += width
        })
        break
      }
      case 'rule':
        need(10)
        y -= 6
        page.drawLine({
          start: { x: PAGE.margin, y },
          end: { x: PAGE.width - PAGE.margin, y },
          thickness: 0.6,
          color: RULE,
        })
        y -= 4
        break
      case 'space':
        y -= block.height ?? 10
        break
      case 'pageBreak':
        if (y < top) newPage()
        break
      case 'banner': {
        // Edge to edge: a cover's band, with the text inside the margins.
        const width = CONTENT_WIDTH - 8
        const titles = wrap(block.title, bold, 24, width)
        const subtitles = block.subtitle ? wrap(block.subtitle, bold, 12, width) : []
        const lines = (block.lines ?? []).flatMap((line) => wrap(line, regular, 10, width))
        const pad = 22
        const height =
          pad * 2 +
          titles.length * 30 +
          (subtitles.length ? 6 + subtitles.length * 16 : 0) +
          (lines.length ? 8 + lines.length * 14 : 0)
        need(height + 12)
        page.drawRectangle({ x: 0, y: y - height, width: PAGE.width, height, color: BRAND })
        page.drawRectangle({ x: 0, y: y - height, width: PAGE.width, height: 4, color: GOLD })
        const bottom = y - height
        y -= pad
        for (const line of titles) {
          y -= 26
          text(PAGE.margin, 24, true, line, WHITE)
          y -= 4
        }
        if (subtitles.length) y -= 6
        for (const line of subtitles) {
          y -= 14
          text(PAGE.margin, 12, true, line, GOLD)
          y -= 2
        }
        if (lines.length) y -= 8
        for (const line of lines) {
          y -= 14
          text(PAGE.margin, 10, false, line, WHITE)
        }
        y = bottom - 12
        break
      }
      case 'section': {
        // Kept with at least three lines of what follows, so a heading never ends a page.
        need(12 + 16 + 10 + 3 * 14)
        if (y < top) y -= 12
        y -= 16
        text(PAGE.margin, 14, true, block.text, BRAND)
        y -= 6
        page.drawRectangle({ x: PAGE.margin, y, width: 36, height: 2, color: ACCENT })
        page.drawLine({
          start: { x: PAGE.margin + 36, y: y + 1 },
          end: { x: PAGE.width - PAGE.margin, y: y + 1 },
          thickness: 0.5,
          color: GRID,
        })
        y -= 6
        break
      }
      case 'bullet': {
        const marked = block.mark !== false
        const indent = marked ? 16 : 0
        const width = CONTENT_WIDTH - indent
        const titles = block.title ? wrap(block.title, bold, 10.5, width) : []
        const lines = block.text ? wrap(block.text, regular, 10, width) : []
        need(14 * Math.min(2, titles.length + lines.length) + 2)
        y -= 2
        let first = true
        const mark = () => {
          if (!first || !marked) return
          page.drawCircle({ x: PAGE.margin + 4, y: y + 3.5, size: 2.4, color: ACCENT })
          first = false
        }
        for (const line of titles) {
          need(14)
          y -= 14
          mark()
          text(PAGE.margin + indent, 10.5, true, line, BRAND)
        }
        for (const line of lines) {
          need(14)
          y -= 14
          mark()
          text(PAGE.margin + indent, 10, false, line)
        }
        y -= 4
        break
      }
      case 'table': {
        // Rows are never split: a row that does not fit starts the next page, under the header drawn again.
        const size = 9.5
        const lead = 12.5
        const pad = 5
        const widths = block.widths.map((share) => share * CONTENT_WIDTH)
        const cells = (row: string[], strong: (column: number) => boolean) =>
          widths.map((width, column) =>
            wrap(row[column] ?? '', strong(column) ? bold : regular, size, Math.max(width - 2 * pad, 20)),
          )
        const heightOf = (lines: string[][]) =>
          Math.max(1, ...lines.map((cell) => cell.length)) * lead + 2 * pad
        const drawRow = (
          lines: string[][],
          fill: Color | null,
          strong: (column: number) => boolean,
          color = INK,
        ) => {
          const height = heightOf(lines)
          if (fill)
            page.drawRectangle({ x: PAGE.margin, y: y - height, width: CONTENT_WIDTH, height, color: fill })
          let x = PAGE.margin
          lines.forEach((cell, column) => {
            cell.forEach((line, index) => {
              page.drawText(line, {
                x: x + pad,
                y: y - pad - (index + 1) * lead + 3,
                size,
                font: strong(column) ? bold : regular,
                color,
              })
            })
            x += widths[column] ?? 0
          })
          page.drawLine({
            start: { x: PAGE.margin, y: y - height },
            end: { x: PAGE.margin + CONTENT_WIDTH, y: y - height },
            thickness: 0.5,
            color: GRID,
          })
          y -= height
        }
        const header = cells(block.header, () => true)
        const drawHeader = () => drawRow(header, BRAND, () => true, WHITE)
        const firstColumn = (column: number) => column === 0
        need(heightOf(header) + heightOf(cells(block.rows[0] ?? [], firstColumn)))
        y -= 4
        drawHeader()
        block.rows.forEach((row, index) => {
          const lines = cells(row, firstColumn)
          if (!measuring && y - heightOf(lines) < PAGE.margin) {
            newPage()
            drawHeader()
          }
          drawRow(lines, index % 2 === 1 ? TINT : null, firstColumn)
        })
        y -= 8
        break
      }
      case 'box': {
        // Kept whole on one page, like the banner: both hold a few short paragraphs, never a page's worth.
        const pad = 10
        const stripe = 3
        const width = CONTENT_WIDTH - 2 * pad - stripe
        const titles = block.title ? wrap(block.title, bold, 10.5, width) : []
        const paragraphs = block.paragraphs.map((paragraph) => wrap(paragraph, regular, 9.5, width))
        const height =
          2 * pad +
          titles.length * 14 +
          (titles.length && paragraphs.length ? 2 : 0) +
          paragraphs.reduce((sum, lines) => sum + lines.length * 13, 0) +
          Math.max(0, paragraphs.length - 1) * 4
        need(height + 10)
        y -= 4
        const warning = block.tone === 'warning'
        page.drawRectangle({
          x: PAGE.margin,
          y: y - height,
          width: CONTENT_WIDTH,
          height,
          color: warning ? WARM_TINT : TINT,
        })
        page.drawRectangle({
          x: PAGE.margin,
          y: y - height,
          width: stripe,
          height,
          color: warning ? ACCENT : BRAND,
        })
        const bottom = y - height
        const x = PAGE.margin + stripe + pad
        y -= pad
        for (const line of titles) {
          y -= 14
          text(x, 10.5, true, line, warning ? INK : BRAND)
        }
        if (titles.length && paragraphs.length) y -= 2
        paragraphs.forEach((lines, index) => {
          if (index > 0) y -= 4
          for (const line of lines) {
            y -= 13
            text(x, 9.5, false, line)
          }
        })
        y = bottom - 8
        break
      }
      case 'keep':
        // On the next page if they do not fit on this one but would on a page of their own; else they flow.
        if (!measuring) {
          const height = measure(block.blocks)
          if (height <= top - PAGE.margin) need(height)
        }
        block.blocks.forEach(place)
        break
    }
  }

  blocks.forEach(place)
}

/** The footer line and "Page n of N" at the foot of every page, once the page count is known. */
function drawFooters(document: PDFDocument, footer: string, regular: PDFFont) {
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
    page.drawText(line, { x: PAGE.margin, y: 24, size, font: regular, color: MUTED })
    page.drawText(number, {
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
  const [regular, bold] = await Promise.all([
    document.embedFont(regularBytes, { subset: true, features: NO_SHAPING }),
    document.embedFont(boldBytes, { subset: true, features: NO_SHAPING }),
  ])
  const logo = source.logo ? await document.embedPng(source.logo) : null
  layout(document, source.blocks, regular, bold, logo)
  if (source.footer) drawFooters(document, source.footer, regular)
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
