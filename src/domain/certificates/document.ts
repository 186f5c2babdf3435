/**
 * A document the site hands out as a PDF (certificates, receipts, the demo library's forms and brochures), as
 * blocks laid out top to bottom on A4 pages by `renderPdf` (src/server/pdf). Text is Unicode: the rupee sign is ₹.
 *
 * Certificates and receipts use the plain blocks (title to space); brochures and policy wordings add the styled
 * ones (banner to pageBreak), drawn in the brand's colours.
 */
export type TPdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; bold?: boolean; size?: number }
  | { kind: 'row'; label: string; value: string; bold?: boolean }
  | { kind: 'columns'; cells: string[]; widths: number[]; bold?: boolean }
  | { kind: 'rule' }
  | { kind: 'space'; height?: number }
  /** A band in the brand's colour across the page: a cover's title, a line under it and any short lines below. */
  | { kind: 'banner'; title: string; subtitle?: string; lines?: string[] }
  /** A section's heading in the brand's colour, underlined; never left alone at the foot of a page. */
  | { kind: 'section'; text: string }
  /** A bulleted paragraph with an optional bold lead line (a feature's title); `mark: false`, a numbered clause's. */
  | { kind: 'bullet'; title?: string; text: string; mark?: boolean }
  /** A table with a header row (repeated on each page it spans); `widths` are fractions of the text width. */
  | { kind: 'table'; header: string[]; rows: string[][]; widths: number[] }
  /** A framed notice: a warning, a withdrawal, a regulator's caution. */
  | { kind: 'box'; title?: string; paragraphs: string[]; tone?: 'info' | 'warning' }
  | { kind: 'pageBreak' }
  /** Blocks kept together on one page: a section with its table, the closing small print. */
  | { kind: 'keep'; blocks: TPdfBlock[] }

export interface IPdfDocument {
  title: string
  author?: string
  /** Creation time, for the document information; fixed in tests. */
  createdAt?: Date
  /** The issuer's logo as PNG, drawn above the first block of the first page. */
  logo?: Uint8Array | null
  /** A line at the foot of every page, with "Page n of N" beside it (a brochure's name and UIN). */
  footer?: string
  blocks: TPdfBlock[]
}

/** The words of the blocks in reading order, one line per piece: what a reader of the PDF finds in it. */
export function blockText(blocks: readonly TPdfBlock[]): string {
  return blocks
    .flatMap((block) => {
      switch (block.kind) {
        case 'title':
        case 'heading':
        case 'text':
          return [block.text]
        case 'row':
          return [`${block.label} ${block.value}`]
        case 'columns':
          return [block.cells.join(' ')]
        case 'banner':
          return [block.title, ...(block.subtitle ? [block.subtitle] : []), ...(block.lines ?? [])]
        case 'section':
          return [block.text]
        case 'bullet':
          return [block.title, block.text].filter((part): part is string => !!part)
        case 'table':
          return [block.header, ...block.rows].map((cells) => cells.join(' '))
        case 'box':
          return [...(block.title ? [block.title] : []), ...block.paragraphs]
        case 'keep':
          return [blockText(block.blocks)]
        default:
          return []
      }
    })
    .join('\n')
}

/** The blocks with every 'keep' opened: each block that draws something, in order. */
export function flatBlocks(blocks: readonly TPdfBlock[]): TPdfBlock[] {
  return blocks.flatMap((block) => (block.kind === 'keep' ? flatBlocks(block.blocks) : [block]))
}
