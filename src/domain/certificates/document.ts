/**
 * A document the site hands out as a PDF (certificates, receipts, the demo library's forms and brochures), as
 * blocks laid out top to bottom on A4 pages by `renderPdf` (src/server/pdf). Text is Unicode: the rupee sign is ₹.
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
  /** The issuer's logo as PNG, drawn above the first block of the first page. */
  logo?: Uint8Array | null
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
        default:
          return []
      }
    })
    .join('\n')
}
