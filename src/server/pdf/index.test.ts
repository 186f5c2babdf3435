import zlib from 'node:zlib'

import fontkit from '@pdf-lib/fontkit'
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { extractText, getDocumentProxy, getMeta } from 'unpdf'
import { describe, expect, it } from 'vitest'

import type { TPdfBlock } from '@/domain/certificates/document'

import { renderPdf } from '.'

/** Each page's text, as a reader finds it. */
async function pages(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false })
  return text
}

const filler = (count: number): TPdfBlock[] =>
  Array.from({ length: count }, (_, index) => ({ kind: 'text', text: `Filler line ${index}` }))

/** The PDF read back by a real reader (pdf.js), as a visitor's viewer or a screen reader would. */
async function read(bytes: Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(bytes))
  const { totalPages, text } = await extractText(document, { mergePages: true })
  const { info } = await getMeta(document)
  return { totalPages, text, info: info as Record<string, unknown> }
}

describe('renderPdf', { timeout: 30_000 }, () => {
  it('writes text any reader can find, the rupee sign and typographic quotes included', async () => {
    const bytes = await renderPdf({
      title: 'Premium Paid Certificate SL2023S0000202 2024-25',
      author: 'Sahyog Life Insurance',
      createdAt: new Date('2026-01-02T03:04:05Z'),
      blocks: [
        { kind: 'title', text: 'Premium Paid Certificate' },
        { kind: 'row', label: 'Total premium paid', value: '₹14,500', bold: true },
        { kind: 'rule' },
        { kind: 'text', text: '“Section 10(10D)” – exempt' },
        { kind: 'columns', cells: ['Due date', 'Amount'], widths: [0.5, 0.5], bold: true },
      ],
    })
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const { totalPages, text, info } = await read(bytes)
    expect(totalPages).toBe(1)
    for (const expected of [
      'Premium Paid Certificate',
      'Total premium paid',
      '₹14,500',
      '“Section 10(10D)” – exempt',
      'Due date',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('Rs')
    expect(info.Title).toBe('Premium Paid Certificate SL2023S0000202 2024-25')
    expect(info.Author).toBe('Sahyog Life Insurance')
    expect(String(info.CreationDate)).toContain('20260102030405')
  })

  it('embeds fonts whose every glyph has its outline, so a viewer draws each letter (not only finds it)', async () => {
    // No spaces: each glyph of the subsets stands for a visible character.
    const text = 'PremiumPaidCertificate₹24,000“Section10(10D)”–KavithaRaman'
    const bytes = await renderPdf({
      title: 'Glyphs',
      blocks: [
        { kind: 'text', text },
        { kind: 'text', text, bold: true },
      ],
    })
    const document = await PDFDocument.load(bytes)
    const fonts = document.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFDict =>
          object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
      )
    expect(fonts).toHaveLength(2)
    for (const descriptor of fonts) {
      const file = document.context.lookup(descriptor.get(PDFName.of('FontFile2')))
      if (!(file instanceof PDFRawStream)) throw new Error('the font file is not embedded')
      const font = fontkit.create(zlib.inflateSync(Buffer.from(file.getContents())))
      expect(font.numGlyphs).toBeGreaterThan(20)
      for (let id = 1; id < font.numGlyphs; id += 1)
        expect(
          font.getGlyph(id).path.toSVG(),
          `glyph ${id} of ${descriptor.get(PDFName.of('FontName'))}`,
        ).not.toBe('')
    }
  })

  it('embeds only the letters it uses, so a certificate stays a few kilobytes', async () => {
    const bytes = await renderPdf({ title: 'Small', blocks: [{ kind: 'text', text: 'Premium ₹2,400' }] })
    expect(bytes.byteLength).toBeLessThan(20_000)
  })

  it('breaks onto a new page when the first is full, and wraps a long line inside the margins', async () => {
    const long = 'premium '.repeat(60).trim()
    const blocks = [
      { kind: 'text' as const, text: long },
      ...Array.from({ length: 70 }, (_, index) => ({ kind: 'text' as const, text: `Line ${index}` })),
    ]
    const { totalPages, text } = await read(await renderPdf({ title: 'Long', blocks }))
    expect(totalPages).toBe(2)
    expect(text).toContain('Line 0')
    expect(text).toContain('Line 69')
    // The long paragraph is drawn as several lines, none of them cut inside a word.
    expect(text.match(/premium/g)).toHaveLength(60)
  })

  it('draws a brochure’s styled blocks as text any reader finds: banner, sections, bullets, tables, notices', async () => {
    const bytes = await renderPdf({
      title: 'Sahyog Smart Term: sales brochure',
      blocks: [
        {
          kind: 'banner',
          title: 'Sahyog Smart Term',
          subtitle: 'A pure risk plan.',
          lines: ['Cover to 85.'],
        },
        { kind: 'section', text: 'Key features' },
        { kind: 'bullet', title: 'Cover up to age 85', text: 'With a premium that never rises.' },
        { kind: 'bullet', title: 'D.1 Revival', text: 'Within five years.', mark: false },
        {
          kind: 'table',
          header: ['Condition', 'What the plan allows'],
          rows: [
            ['Age at entry', '18 to 65 years'],
            ['Minimum sum assured', '₹25 lakh'],
          ],
          widths: [0.4, 0.6],
        },
        { kind: 'box', tone: 'warning', title: 'Please note', paragraphs: ['The investment risk is yours.'] },
        { kind: 'pageBreak' },
        { kind: 'text', text: 'Second page' },
      ],
    })
    const [first = '', second = ''] = await pages(bytes)
    for (const expected of [
      'Sahyog Smart Term',
      'A pure risk plan.',
      'Cover to 85.',
      'Key features',
      'Cover up to age 85',
      'With a premium that never rises.',
      'D.1 Revival',
      'What the plan allows',
      'Minimum sum assured',
      '₹25 lakh',
      'Please note',
      'The investment risk is yours.',
    ])
      expect(first).toContain(expected)
    expect(second).toContain('Second page')
  })

  it('starts a new page at a page break, but never leaves an empty page', async () => {
    const text = (value: string): TPdfBlock => ({ kind: 'text', text: value })
    const breaks: TPdfBlock[] = [text('one'), { kind: 'pageBreak' }, { kind: 'pageBreak' }, text('two')]
    expect(await pages(await renderPdf({ title: 'Breaks', blocks: breaks }))).toHaveLength(2)
    const leading: TPdfBlock[] = [{ kind: 'pageBreak' }, text('only')]
    expect(await pages(await renderPdf({ title: 'Leading', blocks: leading }))).toHaveLength(1)
  })

  it('repeats a table’s header on every page it spans, and never splits a row', async () => {
    const rows = Array.from({ length: 90 }, (_, index) => [`Row ${index}`, `Value ${index}`])
    const bytes = await renderPdf({
      title: 'Long table',
      blocks: [{ kind: 'table', header: ['Heading A', 'Heading B'], rows, widths: [0.5, 0.5] }],
    })
    const texts = await pages(bytes)
    expect(texts.length).toBeGreaterThanOrEqual(2)
    for (const page of texts) expect(page.match(/Heading A/g)).toHaveLength(1)
    // Each row's two cells land on the same page.
    for (const [label, value] of rows) {
      const page = texts.find((text) => new RegExp(`\\b${label}\\b`).test(text))
      expect(page, label).toMatch(new RegExp(`\\b${value}\\b`))
    }
  })

  it('keeps a section heading with what follows it rather than alone at the foot of a page', async () => {
    // 49 lines leave room for the heading alone, not for the heading and three lines after it.
    const blocks: TPdfBlock[] = [
      ...filler(49),
      { kind: 'section', text: 'What is not covered' },
      { kind: 'text', text: 'Suicide within 12 months' },
    ]
    const [first = '', second = ''] = await pages(await renderPdf({ title: 'Keep', blocks }))
    expect(first).toContain('Filler line 48')
    expect(first).not.toContain('What is not covered')
    expect(second).toContain('What is not covered')
    expect(second).toContain('Suicide within 12 months')
  })

  it('writes the footer and "Page n of N" on every page when the document has a footer', async () => {
    const bytes = await renderPdf({
      title: 'Footer',
      footer: 'Sahyog Smart Term · UIN 000N052V03 · Sales brochure',
      blocks: filler(80),
    })
    const texts = await pages(bytes)
    expect(texts).toHaveLength(2)
    texts.forEach((text, index) => {
      expect(text).toContain('Sahyog Smart Term · UIN 000N052V03 · Sales brochure')
      expect(text).toContain(`Page ${index + 1} of 2`)
    })
    // Without a footer nothing is added: the certificates stay as they were.
    const [plain = ''] = await pages(await renderPdf({ title: 'Plain', blocks: filler(3) }))
    expect(plain).not.toContain('Page 1')
  })

  it('moves blocks kept together to the next page when they do not fit, and lets a longer group flow', async () => {
    const kept = (count: number): TPdfBlock => ({
      kind: 'keep',
      blocks: [
        { kind: 'section', text: 'Important information' },
        ...Array.from({ length: count }, (_, index): TPdfBlock => ({
          kind: 'text',
          text: `Kept line ${index}`,
        })),
      ],
    })
    // 40 lines leave room for about 12 more: a group of 15 goes whole to page 2.
    const [first = '', second = ''] = await pages(
      await renderPdf({ title: 'Keep', blocks: [...filler(40), kept(15)] }),
    )
    expect(first).not.toContain('Important information')
    expect(first).not.toContain('Kept')
    expect(second).toContain('Important information')
    expect(second).toContain('Kept line 14')
    // A group longer than a page cannot be kept: it starts where it is and flows on.
    const long = await pages(await renderPdf({ title: 'Long', blocks: [...filler(40), kept(80)] }))
    expect(long[0]).toContain('Important information')
    expect(long.join('\n')).toContain('Kept line 79')
  })
})
