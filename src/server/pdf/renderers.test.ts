import type { PDFDocument, PDFFont } from 'pdf-lib'
import { describe, expect, it } from 'vitest'

import type { TPdfBlock } from '@/domain/certificates/document'

import { RENDERERS, startLayout } from './index'

/** A font whose every character is half its size wide: enough to wrap lines without a real font file. */
const font = {
  widthOfTextAtSize: (text: string, size: number) => text.length * size * 0.5,
} as unknown as PDFFont

/** A document whose pages record what is drawn on them. */
function recordingDocument() {
  const pages: { texts: string[]; shapes: number }[] = []
  const document = {
    addPage() {
      const record = { texts: [] as string[], shapes: 0 }
      pages.push(record)
      return {
        drawText: (text: string) => record.texts.push(text),
        drawLine: () => (record.shapes += 1),
        drawRectangle: () => (record.shapes += 1),
        drawCircle: () => (record.shapes += 1),
        drawImage: () => (record.shapes += 1),
      }
    },
  } as unknown as PDFDocument
  return { document, pages }
}

const EXAMPLES: { [K in TPdfBlock['kind']]: Extract<TPdfBlock, { kind: K }> } = {
  title: { kind: 'title', text: 'Premium paid certificate' },
  heading: { kind: 'heading', text: 'Policy details' },
  text: { kind: 'text', text: 'Issued for the financial year 2024-25.' },
  row: { kind: 'row', label: 'Policy number', value: 'SL12345678901' },
  columns: { kind: 'columns', cells: ['Due date', 'Premium'], widths: [0.5, 0.5] },
  rule: { kind: 'rule' },
  space: { kind: 'space', height: 20 },
  pageBreak: { kind: 'pageBreak' },
  banner: { kind: 'banner', title: 'Sahyog Term Plan', subtitle: 'Brochure', lines: ['UIN 123N456V01'] },
  section: { kind: 'section', text: 'Benefits' },
  bullet: { kind: 'bullet', title: 'Death benefit', text: 'The sum assured is paid to the nominee.' },
  table: { kind: 'table', header: ['Age', 'Rate'], rows: [['30', '1.20']], widths: [0.5, 0.5] },
  box: { kind: 'box', title: 'Please note', paragraphs: ['Premiums shown include GST.'] },
  keep: { kind: 'keep', blocks: [{ kind: 'text', text: 'Kept together.' }] },
}

/** The words a block draws, as they should appear on the page. */
const WORDS: Partial<Record<TPdfBlock['kind'], string[]>> = {
  title: ['Premium paid certificate'],
  heading: ['Policy details'],
  text: ['Issued for the financial year 2024-25.'],
  row: ['Policy number', 'SL12345678901'],
  columns: ['Due date', 'Premium'],
  banner: ['Sahyog Term Plan', 'Brochure', 'UIN 123N456V01'],
  section: ['Benefits'],
  bullet: ['Death benefit', 'The sum assured is paid to the nominee.'],
  table: ['Age', 'Rate', '30', '1.20'],
  box: ['Please note', 'Premiums shown include GST.'],
  keep: ['Kept together.'],
}

describe('one renderer per kind of block', () => {
  it('has a renderer for every kind', () => {
    expect(Object.keys(RENDERERS).sort()).toEqual(Object.keys(EXAMPLES).sort())
  })

  it.each(Object.keys(EXAMPLES) as TPdfBlock['kind'][])(
    '%s draws its words and moves down the page',
    (kind) => {
      const { document, pages } = recordingDocument()
      const at = startLayout(document, font, font)
      // Start below the top, as a block after others does (a page break moves only from there).
      at.y -= 100
      const before = at.y
      at.place(EXAMPLES[kind])
      expect(pages[0]!.texts).toEqual(expect.arrayContaining(WORDS[kind] ?? []))
      if (kind === 'pageBreak') {
        expect(pages).toHaveLength(2)
        expect(at.y).toBe(at.top)
      } else {
        expect(pages).toHaveLength(1)
        expect(at.y).toBeLessThan(before)
      }
    },
  )

  it('starts a new page when a block does not fit above the bottom margin', () => {
    const { document, pages } = recordingDocument()
    const at = startLayout(document, font, font)
    at.y = 60
    at.place(EXAMPLES.row)
    expect(pages).toHaveLength(2)
    expect(pages[1]!.texts).toEqual(['Policy number', 'SL12345678901'])
  })

  it('measures a group without drawing it or adding a page', () => {
    const { document, pages } = recordingDocument()
    const at = startLayout(document, font, font)
    const height = at.measure([EXAMPLES.heading, EXAMPLES.text])
    expect(height).toBeGreaterThan(0)
    expect(pages).toHaveLength(1)
    expect(pages[0]!.texts).toEqual([])
    expect(at.y).toBe(at.top)
  })

  it('moves a kept group to the next page whole when it does not fit on this one', () => {
    const { document, pages } = recordingDocument()
    const at = startLayout(document, font, font)
    at.y = 90
    at.place({ kind: 'keep', blocks: [EXAMPLES.heading, EXAMPLES.text, EXAMPLES.row] })
    expect(pages).toHaveLength(2)
    expect(pages[0]!.texts).toEqual([])
    expect(pages[1]!.texts).toEqual([
      'Policy details',
      'Issued for the financial year 2024-25.',
      'Policy number',
      'SL12345678901',
    ])
  })
})
