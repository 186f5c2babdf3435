/**
 * A minimal PDF writer for the site's certificates and receipts: A4 pages of text in the standard Helvetica fonts
 * (no embedded font, no image), rules and two-column rows, laid out top to bottom with page breaks. The content
 * streams are left uncompressed, so a test (or a search tool) can read the figures straight from the file.
 * Text is Latin-1 (WinAnsi): the rupee sign is written "Rs", other characters outside it become "?".
 */

export type TPdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; bold?: boolean; size?: number }
  | { kind: 'row'; label: string; value: string; bold?: boolean }
  | { kind: 'columns'; cells: string[]; widths: number[]; bold?: boolean }
  | { kind: 'rule' }
  | { kind: 'space'; height?: number }

export interface IPdfDocument {
  title: string
  author?: string
  /** Creation time, for the document information; fixed in tests. */
  createdAt?: Date
  blocks: TPdfBlock[]
}

const PAGE = { width: 595, height: 842, margin: 50 } as const
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin

/** Latin-1 only, with PDF string escapes. */
export function pdfString(text: string): string {
  const latin = text
    .replace(/\u20B9\s?/g, 'Rs ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?')
  return `(${latin.replace(/[\\()]/g, (char) => `\\${char}`)})`
}

/** Splits text into lines that fit `width` points at `size` (Helvetica's average glyph is about half an em). */
export function wrap(text: string, size: number, width = CONTENT_WIDTH): string[] {
  const max = Math.max(10, Math.floor(width / (size * 0.5)))
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (!line) line = word
      else if (line.length + 1 + word.length <= max) line += ` ${word}`
      else {
        lines.push(line)
        line = word
      }
    }
    lines.push(line)
  }
  return lines
}

const num = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2))

/** Lays the blocks out on pages: one content stream (PDF operators) per page. */
function layout(blocks: TPdfBlock[]): string[] {
  const pages: string[][] = [[]]
  let y = PAGE.height - PAGE.margin
  const need = (height: number) => {
    if (y - height < PAGE.margin) {
      pages.push([])
      y = PAGE.height - PAGE.margin
    }
  }
  const out = (operator: string) => pages.at(-1)!.push(operator)
  const text = (x: number, size: number, bold: boolean, value: string) =>
    out(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${num(x)} ${num(y)} Td ${pdfString(value)} Tj ET`)

  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
      case 'heading':
      case 'text': {
        const size = block.kind === 'title' ? 18 : block.kind === 'heading' ? 13 : (block.size ?? 10)
        const bold = block.kind !== 'text' || !!block.bold
        const gap = block.kind === 'text' ? 3 : 8
        for (const line of wrap(block.text, size)) {
          need(size + gap)
          y -= size + gap
          text(PAGE.margin, size, bold, line)
        }
        if (block.kind !== 'text') y -= 4
        break
      }
      case 'row': {
        const labelWidth = CONTENT_WIDTH * 0.4
        const values = wrap(block.value, 10, CONTENT_WIDTH - labelWidth)
        need(13 * values.length)
        values.forEach((value, index) => {
          y -= 13
          if (index === 0) text(PAGE.margin, 10, false, block.label)
          text(PAGE.margin + labelWidth, 10, !!block.bold, value)
        })
        break
      }
      case 'columns': {
        need(14)
        y -= 14
        let x = PAGE.margin
        block.cells.forEach((cell, index) => {
          text(x, 10, !!block.bold, cell)
          x += (block.widths[index] ?? 0) * CONTENT_WIDTH
        })
        break
      }
      case 'rule':
        need(10)
        y -= 6
        out(`0.6 w 0.3 0.3 0.3 RG ${PAGE.margin} ${num(y)} m ${PAGE.width - PAGE.margin} ${num(y)} l S`)
        y -= 4
        break
      case 'space':
        y -= block.height ?? 10
        break
    }
  }
  return pages.map((operators) => operators.join('\n'))
}

const pdfDate = (date: Date) => `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`

/** The whole file: header, objects, cross-reference table and trailer (PDF 1.4). */
export function renderPdf(document: IPdfDocument): Uint8Array {
  const pages = layout(document.blocks)
  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page and its content per page.
  const objects: string[] = []
  const pageIds = pages.map((_, index) => 6 + index * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'
  objects[5] =
    `<< /Title ${pdfString(document.title)} /Author ${pdfString(document.author ?? '')} ` +
    `/Producer (Sahyog site) /CreationDate (${pdfDate(document.createdAt ?? new Date())}) >>`
  pages.forEach((content, index) => {
    const pageId = pageIds[index]!
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`
    objects[pageId + 1] = `<< /Length ${latin1Length(content)} >>\nstream\n${content}\nendstream`
  })

  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = latin1Length(body)
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = latin1Length(body)
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id += 1) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return latin1Bytes(body)
}

/** The file is Latin-1 text: one byte per character. */
const latin1Length = (text: string) => text.length

function latin1Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0xff
  return bytes
}
