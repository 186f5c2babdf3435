import zlib from 'node:zlib'

import fontkit from '@pdf-lib/fontkit'
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { extractText, getDocumentProxy, getMeta } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { renderPdf } from '.'

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
})
