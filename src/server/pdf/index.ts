import { readFile } from 'node:fs/promises'
import path from 'node:path'

import fontkit from '@pdf-lib/fontkit'
import { type PDFFont, type PDFImage, type PDFPage, PDFDocument, rgb } from 'pdf-lib'

import type { IPdfDocument, TPdfBlock } from '@/domain/certificates/document'

/**
 * The site's PDFs (certificates, receipts, the seeded forms and brochures) through pdf-lib, in DejaVu Sans embedded
 * as a subset: any text the font covers (Latin, Greek, Cyrillic, the rupee sign), in a file of a few kilobytes.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
const INK = rgb(0.12, 0.12, 0.12)
const RULE = rgb(0.3, 0.3, 0.3)

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
  const need = (height: number) => {
    if (y - height < PAGE.margin) {
      page = document.addPage([PAGE.width, PAGE.height])
      y = PAGE.height - PAGE.margin
    }
  }
  const text = (x: number, size: number, strong: boolean, value: string) =>
    page.drawText(value, { x, y, size, font: strong ? bold : regular, color: INK })

  for (const block of blocks) {
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
    }
  }
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
