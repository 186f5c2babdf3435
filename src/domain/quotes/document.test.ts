import { describe, expect, it } from 'vitest'

import { blockText, flatBlocks } from '../certificates/document'
import { quoteDocument, quoteRows, quoteValidUntil } from './document'
import { ROP_TABLE, TERM_TABLE } from './testing/tables'
import type { IInstalment, ISavedQuote } from './types'

const same = (instalment: IInstalment) => ({ firstYear: instalment, renewal: instalment })

// Man of 30, ₹1 crore for 25 years paying 25: 12,000 a year; half-yearly 6,120; monthly 1,050. Quoted on
// 24 Nov 2026: no GST (individual life premiums are exempt from 22 Sep 2025), so each is what is paid.
const TERM_QUOTE: ISavedQuote = {
  ref: 'SLQ-2026-000123',
  // 10:30 on 24 Nov 2026 in India.
  createdAt: new Date('2026-11-24T05:00:00Z'),
  name: 'Arjun Mehta',
  table: TERM_TABLE,
  input: {
    dob: '1996-06-15',
    age: 30,
    gender: 'male',
    smoker: false,
    income: 1_200_000,
    sum_assured: 10_000_000,
    policy_term: 25,
    ppt: 25,
    pay: 'regular',
    payout: 'lump-sum',
    riders: [],
    mode: 'yearly',
  },
  premium: {
    rate: 1.2,
    yearly: 12_000,
    instalments: {
      yearly: same({ premium: 12_000, gst: 0, total: 12_000 }),
      'half-yearly': same({ premium: 6_120, gst: 0, total: 6_120 }),
      monthly: same({ premium: 1_050, gst: 0, total: 1_050 }),
    },
    gst: { on: '2026-11-24', firstYearPct: 0, renewalPct: 0, treatment: 'exempt', from: '2025-09-22' },
    totalPremiums: 300_000,
    coverUntilAge: 55,
    maturityAmount: 0,
  },
}

// The same quote on 21 Sep 2025, at 18 % GST: 12,000 × 0.18 = 2,160; 6,120 × 0.18 = 1,101.6 → 1,102;
// 1,050 × 0.18 = 189; totals 14,160 / 7,222 / 1,239.
const TERM_QUOTE_2025: ISavedQuote = {
  ...TERM_QUOTE,
  createdAt: new Date('2025-09-21T05:00:00Z'),
  premium: {
    ...TERM_QUOTE.premium,
    instalments: {
      yearly: same({ premium: 12_000, gst: 2_160, total: 14_160 }),
      'half-yearly': same({ premium: 6_120, gst: 1_102, total: 7_222 }),
      monthly: same({ premium: 1_050, gst: 189, total: 1_239 }),
    },
    gst: { on: '2025-09-21', firstYearPct: 18, renewalPct: 18, treatment: 'charged', from: '2017-07-01' },
  },
}

// Man of 35, ₹10 lakh for 20 years paying 20, monthly, at 3.00: 3,000 a year; quoted on 20 Sep 2025, GST 4.5 %
// the first year, 2.25 % later; 3,000 × 20 = 60,000 returned at maturity (worked out in premium.test.ts).
const ROP_QUOTE: ISavedQuote = {
  ref: 'SLQ-2026-000124',
  createdAt: new Date('2025-09-20T12:00:00Z'),
  name: 'Kavitha Raman',
  table: ROP_TABLE,
  input: { ...TERM_QUOTE.input, age: 35, sum_assured: 1_000_000, policy_term: 20, ppt: 20, mode: 'monthly' },
  premium: {
    rate: 3,
    yearly: 3_000,
    instalments: {
      yearly: {
        firstYear: { premium: 3_000, gst: 135, total: 3_135 },
        renewal: { premium: 3_000, gst: 68, total: 3_068 },
      },
      'half-yearly': {
        firstYear: { premium: 1_530, gst: 69, total: 1_599 },
        renewal: { premium: 1_530, gst: 34, total: 1_564 },
      },
      monthly: {
        firstYear: { premium: 263, gst: 12, total: 275 },
        renewal: { premium: 263, gst: 6, total: 269 },
      },
    },
    gst: { on: '2025-09-20', firstYearPct: 4.5, renewalPct: 2.25, treatment: 'charged', from: '2017-07-01' },
    totalPremiums: 60_000,
    coverUntilAge: 55,
    maturityAmount: 60_000,
  },
}

describe('quoteValidUntil', () => {
  it('is 30 days after the day in India the quote was given', () => {
    expect(quoteValidUntil(new Date('2026-11-24T05:00:00Z'))).toBe('24 Dec 2026')
    // 01:30 on 24 Nov in India, still 23 Nov in UTC.
    expect(quoteValidUntil(new Date('2026-11-23T20:00:00Z'))).toBe('24 Dec 2026')
    expect(quoteValidUntil(new Date('2026-12-15T12:00:00Z'))).toBe('14 Jan 2027')
  })
})

describe('quoteRows', () => {
  it('lists the details the quote was worked out on', () => {
    expect(quoteRows(TERM_QUOTE)).toEqual([
      { label: 'Quote reference', value: 'SLQ-2026-000123' },
      { label: 'Date', value: '24 Nov 2026' },
      { label: 'Valid until', value: '24 Dec 2026' },
      { label: 'Name', value: 'Arjun Mehta' },
      { label: 'Age and gender', value: '30 years, male' },
      { label: 'Smoker', value: 'No' },
      { label: 'Sum assured', value: '₹1 crore' },
      { label: 'Cover till age', value: '55 (25 years)' },
      { label: 'Premium paying term', value: '25 years (regular pay)' },
      { label: 'Death benefit paid as', value: 'Lump sum' },
      { label: 'Riders', value: 'None' },
      { label: 'How often', value: 'Yearly' },
    ])
  })

  it('names the riders and payout chosen, and a single premium without a mode', () => {
    const rows = quoteRows({
      ...TERM_QUOTE,
      input: {
        ...TERM_QUOTE.input,
        pay: 'single',
        ppt: 1,
        payout: 'monthly-income',
        riders: ['critical-illness', 'accidental-death'],
      },
    })
    expect(rows).toContainEqual({ label: 'Premium paying term', value: 'Single premium' })
    expect(rows).toContainEqual({ label: 'Death benefit paid as', value: 'Monthly income for 10 years' })
    expect(rows).toContainEqual({ label: 'Riders', value: 'Critical illness, Accidental death' })
    expect(rows.map((row) => row.label)).not.toContain('How often')
  })

  it('says limited pay when the paying term is the shorter', () => {
    const rows = quoteRows({
      ...ROP_QUOTE,
      input: { ...ROP_QUOTE.input, gender: 'female', smoker: true, ppt: 10, pay: '10' },
    })
    expect(rows).toContainEqual({ label: 'Premium paying term', value: '10 years (limited pay)' })
    expect(rows).toContainEqual({ label: 'Age and gender', value: '35 years, female' })
    expect(rows).toContainEqual({ label: 'Smoker', value: 'Yes' })
    expect(rows).toContainEqual({ label: 'How often', value: 'Monthly' })
  })
})

describe('quoteDocument', () => {
  it('heads the page with the plan and its UIN, then the reference and details', () => {
    const blocks = quoteDocument(TERM_QUOTE)
    expect(blocks[0]).toEqual({
      kind: 'banner',
      title: 'Your life insurance quote',
      subtitle: 'Sahyog Smart Term',
      lines: ['UIN 000N052V03'],
    })
    const text = blockText(blocks)
    for (const expected of [
      'Quote reference SLQ-2026-000123',
      'Date 24 Nov 2026',
      'Valid until 24 Dec 2026',
      'Name Arjun Mehta',
      'Sum assured ₹1 crore',
    ])
      expect(text).toContain(expected)
  })

  it('shows the premiums alone, and says why there is no GST, on a quote from 22 Sep 2025', () => {
    const blocks = flatBlocks(quoteDocument(TERM_QUOTE))
    expect(blocks.filter((block) => block.kind === 'table')).toHaveLength(1)
    const text = blockText(blocks)
    expect(text).toContain('Premiums for every year')
    expect(text).toContain('How often Premium')
    expect(text).toContain('Yearly ₹12,000')
    expect(text).toContain('Half-yearly ₹6,120')
    expect(text).toContain('Monthly ₹1,050')
    expect(text).toContain(
      'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.',
    )
    expect(text).not.toMatch(/GST included|₹0|GST 0%|Total|before GST|GST is shown/)
  })

  it('shows one table for every year when the GST does not change (21 Sep 2025, 18 %)', () => {
    const blocks = flatBlocks(quoteDocument(TERM_QUOTE_2025))
    const tables = blocks.filter((block) => block.kind === 'table')
    expect(tables).toHaveLength(1)
    const text = blockText(blocks)
    expect(text).toContain('Premiums for every year (GST 18%)')
    expect(text).toContain('How often Premium GST Total')
    expect(text).toContain('Yearly ₹12,000 ₹2,160 ₹14,160')
    expect(text).toContain('Half-yearly ₹6,120 ₹1,102 ₹7,222')
    expect(text).toContain('Monthly ₹1,050 ₹189 ₹1,239')
    expect(text).toContain(
      'GST is shown at the rates in force on 21 Sep 2025; the rate in force when a premium falls due applies.',
    )
    expect(text).not.toContain('No GST')
  })

  it('shows the first year and the later years apart when the GST changes (20 Sep 2025)', () => {
    const blocks = flatBlocks(quoteDocument(ROP_QUOTE))
    expect(blocks.filter((block) => block.kind === 'table')).toHaveLength(2)
    const text = blockText(blocks)
    expect(text).toContain('Premiums in the first year (GST 4.5%)')
    expect(text).toContain('Yearly ₹3,000 ₹135 ₹3,135')
    expect(text).toContain('Monthly ₹263 ₹12 ₹275')
    expect(text).toContain('Premiums from the second year (GST 2.25%)')
    expect(text).toContain('Yearly ₹3,000 ₹68 ₹3,068')
    expect(text).toContain('Monthly ₹263 ₹6 ₹269')
    expect(text).toContain('the premiums paid are returned: ₹60,000')
  })

  it('lists the benefits and closes with the small print and IRDAI’s caution', () => {
    const blocks = flatBlocks(quoteDocument(TERM_QUOTE))
    expect(
      blocks
        .filter((block) => block.kind === 'bullet')
        .map((block) => block.kind === 'bullet' && block.title),
    ).toEqual(['Life cover', 'What you pay', 'At maturity', 'Tax'])
    const text = blockText(blocks)
    for (const expected of [
      'indicative quote',
      'underwriting: your health, habits, occupation and income',
      'valid for 30 days, until 24 Dec 2026',
      'read the sales brochure carefully before concluding a sale',
      'BEWARE OF SPURIOUS PHONE CALLS',
      'IRDAI does not sell insurance policies, declare bonuses or invest premiums',
      'lodge a police complaint',
    ])
      expect(text).toContain(expected)
    expect(blocks.at(-1)).toMatchObject({ kind: 'box', tone: 'warning' })
    expect(text).not.toContain('Rs')
  })
})
