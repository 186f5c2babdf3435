import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { certificateBlocks, premiumCertificate } from '@/domain/certificates/premium'
import { SPURIOUS_CALLS } from '@/domain/products/terms'

import { bands, difference, font, glyphsOf, inkOf, reference, rendered } from '@/testing/shaping'

import { pdfText } from '../../../tests/support/pdf'
import { charactersOfName, scriptRuns } from './devanagari'
import { renderPdf, wrap } from './index'
import { blocksIn } from './language'

/**
 * Hindi in a PDF checked the way a reader sees it: the page rendered to an image by Poppler, each word's ink
 * compared with the same word shaped by HarfBuzz and drawn from the font's outlines on its own. The same comparison
 * against the word drawn letter by letter (what a PDF without shaping shows: the i-matra after its consonant, no
 * conjuncts) must fail, so the check tells the two apart.
 */

const WORDS = ['क्षितिज', 'प्रीमियम', 'श्रीमती', 'कि', 'हिन्दी']
const SIZE = 28

const dir = mkdtempSync(path.join(tmpdir(), 'pdf-hindi-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/**
 * `words` rendered one per line, each line's ink compared with the word shaped by HarfBuzz and drawn letter by
 * letter: the two differences per word, in order.
 */
async function drawnWords(title: string, words: string[]) {
  const pdf = await renderPdf({
    title,
    blocks: words.flatMap((text) => [
      { kind: 'text' as const, text, size: SIZE },
      { kind: 'space' as const, height: 30 },
    ]),
  })
  const page = await rendered(pdf, dir)
  const lines = bands(page.pixels, page.width, page.height)
  expect(lines).toHaveLength(words.length)
  const found: { word: string; shaped: number; unshaped: number }[] = []
  for (const [index, word] of words.entries()) {
    const [top, bottom] = lines[index]!
    const drawn = inkOf(page.pixels, page.width, top, bottom)
    found.push({
      word,
      shaped: difference(drawn, await reference(word, true, SIZE)),
      unshaped: difference(drawn, await reference(word, false, SIZE)),
    })
  }
  return found
}

describe('Hindi in PDFs', () => {
  it('draws each word as HarfBuzz shapes it: conjuncts formed, the i-matra before its consonant', async () => {
    for (const { word, shaped, unshaped } of await drawnWords('Hindi', WORDS)) {
      expect({ word, shaped: shaped < 0.15 }).toEqual({ word, shaped: true })
      expect({ word, unshaped: unshaped > 0.4 }).toEqual({ word, unshaped: true })
    }
  })

  it("draws the Hindi certificate's labels shaped, as a reader of the Hindi page's download sees them", async () => {
    const policy = {
      policyNumber: 'SL2023S0000202',
      holderName: 'राहुल शर्मा',
      pan: null,
      productName: 'Sahyog Guaranteed Savings Plan',
      productKind: 'savings' as const,
      sumAssured: 500_000,
      commencementDate: '2023-06-01',
      premiumsPaid: [{ financialYear: '2024-25', amount: 5000, paidOn: '2024-06-01' }],
    }
    const company = { legalName: 'Sahyog', irdaiRegistration: null, cin: null, registeredOffice: null }
    const blocks = blocksIn(
      'hi',
      certificateBlocks(policy, premiumCertificate(policy, '2024-25')!, '2026-11-22', company),
    )
    const labels = blocks.flatMap((block) =>
      block.kind === 'title' || block.kind === 'heading'
        ? [block.text]
        : block.kind === 'row'
          ? [block.label]
          : [],
    )
    // Words of the labels with conjuncts and vowel signs that shaping moves or joins.
    const words = ['प्रमाणपत्र', 'तिथि', 'प्राप्त']
    for (const word of words) expect(labels.join(' ')).toContain(word)
    for (const { word, shaped } of await drawnWords('Hindi labels', words))
      expect({ word, shaped: shaped < 0.15 }).toEqual({ word, shaped: true })

    // And the whole certificate, as issued: its labels come back as Hindi text, in the Devanagari font.
    const file = path.join(dir, 'certificate-hi.pdf')
    writeFileSync(file, await renderPdf({ title: 'Premium Paid Certificate', blocks }))
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    expect(text).toMatch(/पॉलिसीधारक\s+राहुल शर्मा/u)
    expect(text).toContain('प्रीमियम भुगतान प्रमाणपत्र')
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/NotoSansDevanagari-Regular/)
  })

  it("draws the Hindi certificate's income-tax paragraphs and the quote's IRDAI warning shaped", async () => {
    const policy = {
      policyNumber: 'SL2023S0000202',
      holderName: 'राहुल शर्मा',
      pan: null,
      productName: 'Sahyog Guaranteed Savings Plan',
      productKind: 'savings' as const,
      sumAssured: 500_000,
      commencementDate: '2023-06-01',
      premiumsPaid: [{ financialYear: '2024-25', amount: 5000, paidOn: '2024-06-01' }],
    }
    const company = { legalName: 'Sahyog', irdaiRegistration: null, cin: null, registeredOffice: null }
    const blocks = blocksIn('hi', [
      ...certificateBlocks(policy, premiumCertificate(policy, '2024-25')!, '2026-11-22', company),
      { kind: 'box', tone: 'warning', title: SPURIOUS_CALLS.title, paragraphs: [SPURIOUS_CALLS.text] },
    ])
    const paragraphs = blocks
      .flatMap((block) =>
        block.kind === 'text'
          ? [block.text]
          : block.kind === 'box'
            ? [block.title ?? '', ...block.paragraphs]
            : [],
      )
      .join(' ')
    // Words of those paragraphs with conjuncts and vowel signs that shaping moves or joins.
    const words = ['स्वास्थ्य', 'परिपक्वता', 'प्रस्तावों', 'शिकायत']
    for (const word of words) expect(paragraphs).toContain(word)
    for (const { word, shaped } of await drawnWords('Hindi paragraphs', words))
      expect({ word, shaped: shaped < 0.15 }).toEqual({ word, shaped: true })

    // The whole document as issued: the paragraphs come back as Hindi text.
    const file = path.join(dir, 'paragraphs-hi.pdf')
    writeFileSync(file, await renderPdf({ title: 'Premium Paid Certificate', blocks }))
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
    expect(text).toContain('धारा 80C')
    expect(text).toContain('पुरानी कर व्यवस्था')
    expect(text).toContain('IRDAI बीमा पॉलिसियां नहीं बेचता')
    expect(text).not.toMatch(/Section|deduction|SPURIOUS|police/)
  })

  it('shapes "कि" with the i-matra drawn first, though it is typed after the consonant', () => {
    const [first, second] = glyphsOf('कि', true)
    // A form of the i-matra (the font has several, by the width of the consonant it reaches over), then क.
    expect(font.glyphName(first!.id)).toMatch(/^uni093F/)
    expect(font.glyphName(second!.id)).toBe('uni0915')
  })

  it('gives the Hindi back as text, and keeps the Latin text around it in the Latin font', async () => {
    const name = 'श्रीमती क्षितिज शर्मा'
    const pdf = await renderPdf({
      title: 'Premium paid certificate',
      blocks: [{ kind: 'row', label: 'Policyholder', value: `${name} (Kshitij)` }],
      footer: 'प्रीमियम भुगतान प्रमाणपत्र',
    })
    const file = path.join(dir, 'text.pdf')
    writeFileSync(file, pdf)
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    expect(text).toContain(`${name} (Kshitij)`)
    expect(text).toContain('प्रीमियम भुगतान प्रमाणपत्र')
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
    expect(fonts).toMatch(/NotoSansDevanagari-Regular/)
    expect(fonts).toMatch(/DejaVuSans/)
  })

  it('issues the premium paid certificate of a policyholder with a Hindi name, the name in Devanagari', async () => {
    const policy = {
      policyNumber: 'SL2023S0000202',
      holderName: 'श्रीमती क्षितिज शर्मा',
      pan: null,
      productName: 'Sahyog Guaranteed Savings Plan',
      productKind: 'savings' as const,
      sumAssured: 500_000,
      commencementDate: '2023-06-01',
      premiumsPaid: [{ financialYear: '2024-25', amount: 5000, paidOn: '2024-06-01' }],
    }
    const certificate = premiumCertificate(policy, '2024-25')!
    const company = {
      legalName: 'Sahyog Life Insurance Limited',
      irdaiRegistration: null,
      cin: null,
      registeredOffice: null,
    }
    const pdf = await renderPdf({
      title: 'Premium Paid Certificate',
      blocks: certificateBlocks(policy, certificate, '2026-11-22', company),
    })
    const file = path.join(dir, 'certificate.pdf')
    writeFileSync(file, pdf)
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    expect(text).toMatch(/Policyholder\s+श्रीमती क्षितिज शर्मा/u)
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/NotoSansDevanagari-Regular/)
  })

  it("maps each glyph to the characters it stands for, for readers that ignore the runs' ActualText", async () => {
    const pdf = await renderPdf({ title: 'Hindi', blocks: [{ kind: 'text', text: 'श्रीमती शर्मा' }] })
    // pdf.js reads the ToUnicode map, glyph by glyph in the order drawn: श्र, ी, म, त, ी, then space and शर्मा.
    const text = await pdfText(pdf)
    expect(text).toContain('श्रीमती')
    expect(text).toMatch(/श्रीमती\s+श/)
  })

  it('leaves a document without Hindi without the Devanagari font', async () => {
    const pdf = await renderPdf({ title: 'Receipt', blocks: [{ kind: 'text', text: 'Premium received' }] })
    const file = path.join(dir, 'english.pdf')
    writeFileSync(file, pdf)
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).not.toMatch(/Devanagari/)
  })

  it("reads the characters a glyph stands for from the font's glyph names", () => {
    expect(charactersOfName('uni0915094D0937')).toBe('क्ष')
    expect(charactersOfName('uni093F.04')).toBe('ि')
    expect(charactersOfName('space')).toBe('')
  })

  it('cuts text into Devanagari runs with the spaces between their words, and the rest', () => {
    expect(scriptRuns('Mrs. श्रीमती क्षितिज (Kshitij), ₹ 500')).toEqual([
      { text: 'Mrs. ', devanagari: false },
      { text: 'श्रीमती क्षितिज', devanagari: true },
      { text: ' (Kshitij), ₹ 500', devanagari: false },
    ])
  })

  it('cuts a word too long for its line between letters, never inside a conjunct or before a vowel sign', () => {
    const narrow = { widthOfTextAtSize: (text: string, size: number) => text.length * size } as never
    const lines = wrap('क्षितिज', narrow, 10, 30)
    expect(lines.join('')).toBe('क्षितिज')
    for (const line of lines) expect(line).not.toMatch(/^[\u093e-\u094d]/u)
  })
})
