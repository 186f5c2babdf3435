/**
 * A plan's Hindi brochure as the seed makes it: the plan's Hindi page's texts (its benefits by their titles), the
 * brochure's headings and table labels in Hindi, and its Devanagari shaped on the page as a reader sees it: the
 * first page rendered by Poppler, a word's ink compared with the word as HarfBuzz shapes it (and not as its letters
 * one by one), as src/server/pdf/devanagari.test.ts checks the certificates.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { difference, inkIn, reference, type TWordBox, wordBoxes } from '@/testing/shaping'

import { HINDI_PLAN_CONTENT } from './hindi/plans'
import { hindiBrochureUpload, PLAN_CONTENT, planDocumentUploads } from './plan-documents'

/** Pixels per point: the brochure's small print drawn large enough to tell a conjunct from its letters. */
const SCALE = 12

const dir = mkdtempSync(path.join(tmpdir(), 'brochure-hindi-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const smartTerm = HINDI_PLAN_CONTENT.find(({ slug }) => slug === 'sahyog-smart-term')!
const file = path.join(dir, 'brochure-hi.pdf')
let text = ''
let words: TWordBox[] = []

beforeAll(async () => {
  const upload = hindiBrochureUpload(smartTerm.slug, smartTerm.content, async () => null)
  writeFileSync(file, await upload.data())
  text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
  words = wordBoxes(file, 1)
}, 60_000)

describe('a plan’s Hindi brochure', () => {
  it('has a name of its own and a Hindi title', () => {
    const english = PLAN_CONTENT.find(({ slug }) => slug === smartTerm.slug)!
    const upload = hindiBrochureUpload(smartTerm.slug, smartTerm.content, async () => null)
    expect(upload.name).toBe('sahyog-smart-term-brochure-hi-2026.pdf')
    expect(upload.name).not.toBe(
      planDocumentUploads(english.slug, english.content, async () => null).brochure.name,
    )
    expect(upload.alt).toBe('Sahyog Smart Term: बिक्री ब्रोशर')
  })

  it('carries the plan’s Hindi benefits by their titles, and its headings and table labels in Hindi', () => {
    const titles = (smartTerm.content.details.key_benefits ?? []).map((benefit) => benefit.title)
    expect(titles.length).toBeGreaterThan(3)
    for (const title of titles) expect(text).toContain(title)
    for (const words of ['मुख्य विशेषताएं', 'पात्रता एक नज़र में', 'परिपक्वता पर अधिकतम आयु', 'प्रीमियम के उदाहरण'])
      expect(text).toContain(words)
    expect(text).toContain(smartTerm.content.tagline!)
    expect(text).not.toMatch(/Key features|Eligibility at a glance|Premium examples|Age at entry/)
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/NotoSansDevanagari-Bold/)
  })

  // Words of the first page with conjuncts, a reph and i-matras that shaping forms or moves: a benefit's title
  // (bold, 10.5 pt), a table's label (bold, 9.5 pt) and a value (regular, 9.5 pt).
  it.each([
    { word: 'असाध्य बीमारी लाभ', size: 10.5, bold: true },
    { word: 'परिपक्वता पर अधिकतम आयु', size: 9.5, bold: true },
    { word: 'न्यूनतम बीमा राशि', size: 9.5, bold: true },
    { word: 'वर्ष', size: 9.5, bold: false },
  ])('draws "$word" on its first page as HarfBuzz shapes it', async ({ word, size, bold }) => {
    const box = words.find((found) => found.text === word)
    expect(box, word).toBeDefined()
    const drawn = await inkIn(file, 1, box!, { scale: SCALE, margin: 1, dir })
    const shaped = difference(drawn, await reference(word, true, size, { scaleOf: SCALE, bold }))
    const unshaped = difference(drawn, await reference(word, false, size, { scaleOf: SCALE, bold }))
    expect({ word, shaped: shaped < 0.15, unshaped: unshaped > 0.3 }).toEqual({
      word,
      shaped: true,
      unshaped: true,
    })
  })
})
