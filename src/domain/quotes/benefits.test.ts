import { describe, expect, it } from 'vitest'

import { payDescription, premiumBreakdown, quoteBenefits } from './benefits'
import { ROP_TABLE, TERM_TABLE } from './testing/tables'
import type { IInstalment, IQuoteInput, IQuotePremium } from './types'

const same = (instalment: IInstalment) => ({ firstYear: instalment, renewal: instalment })

// Man of 30, ₹1 crore for 25 years paying 25, at 1.20: 12,000 a year; quoted on 21 Sep 2025, GST 18 % every year:
// 12,000 + 2,160 = 14,160; 6,120 + 1,102 = 7,222; 1,050 + 189 = 1,239.
const TERM_INPUT: IQuoteInput = {
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
}
const TERM_PREMIUM: IQuotePremium = {
  rate: 1.2,
  yearly: 12_000,
  instalments: {
    yearly: same({ premium: 12_000, gst: 2_160, total: 14_160 }),
    'half-yearly': same({ premium: 6_120, gst: 1_102, total: 7_222 }),
    monthly: same({ premium: 1_050, gst: 189, total: 1_239 }),
  },
  gst: { on: '2025-09-21', firstYearPct: 18, renewalPct: 18, treatment: 'charged', from: '2017-07-01' },
  totalPremiums: 300_000,
  coverUntilAge: 55,
  maturityAmount: 0,
}

// The same quote on 22 Sep 2025: no GST, each instalment is its premium.
const EXEMPT_PREMIUM: IQuotePremium = {
  ...TERM_PREMIUM,
  instalments: {
    yearly: same({ premium: 12_000, gst: 0, total: 12_000 }),
    'half-yearly': same({ premium: 6_120, gst: 0, total: 6_120 }),
    monthly: same({ premium: 1_050, gst: 0, total: 1_050 }),
  },
  gst: { on: '2025-09-22', firstYearPct: 0, renewalPct: 0, treatment: 'exempt', from: '2025-09-22' },
}

// Man of 35, ₹10 lakh for 20 years paying 20, at 3.00: 3,000 a year; on 21 Sep 2025 GST 4.5 % then 2.25 %; monthly
// 263 + 12 = 275 in the first year, 263 + 6 = 269 later. 3,000 × 20 = 60,000 returned at maturity.
const ROP_INPUT: IQuoteInput = {
  ...TERM_INPUT,
  age: 35,
  sum_assured: 1_000_000,
  policy_term: 20,
  ppt: 20,
  mode: 'monthly',
}
const ROP_PREMIUM: IQuotePremium = {
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
  gst: { on: '2025-09-21', firstYearPct: 4.5, renewalPct: 2.25, treatment: 'charged', from: '2017-07-01' },
  totalPremiums: 60_000,
  coverUntilAge: 55,
  maturityAmount: 60_000,
}

describe('quoteBenefits', () => {
  it('sums up a term plan quoted on 21 Sep 2025: the cover, what is paid with GST, nothing at maturity, and tax', () => {
    expect(quoteBenefits(TERM_TABLE, TERM_INPUT, TERM_PREMIUM)).toEqual([
      {
        title: 'Life cover',
        text: '₹1 crore is paid to your family if the life insured dies before age 55. The cover lasts 25 years.',
      },
      {
        title: 'What you pay',
        text: 'You pay ₹14,160 a year with GST, for 25 years. Your premiums add up to ₹3,00,000 before GST.',
      },
      {
        title: 'At maturity',
        text: 'Nothing is paid at the end of the term. This is pure protection: it pays only on death.',
      },
      {
        title: 'Tax',
        text: 'Premiums may qualify for deduction under section 80C, under the old tax regime. The death benefit is tax-free under section 10(10D). Both are subject to the conditions of the Income-tax Act.',
      },
    ])
  })

  it('says no word of GST on a quote of 22 Sep 2025: the premium is what is paid', () => {
    const [, pay] = quoteBenefits(TERM_TABLE, TERM_INPUT, EXEMPT_PREMIUM)
    expect(pay!.text).toBe('You pay ₹12,000 a year, for 25 years. Your premiums add up to ₹3,00,000.')
    const exemptRop: IQuotePremium = {
      ...ROP_PREMIUM,
      instalments: { ...ROP_PREMIUM.instalments, monthly: same({ premium: 263, gst: 0, total: 263 }) },
      gst: EXEMPT_PREMIUM.gst,
    }
    const [, payRop, maturity] = quoteBenefits(ROP_TABLE, ROP_INPUT, exemptRop)
    expect(payRop!.text).toBe('You pay ₹263 a month, for 20 years. Your premiums add up to ₹60,000.')
    expect(maturity!.text).toBe(
      'If the life insured lives to the end of the term, the premiums paid are returned: ₹60,000.',
    )
  })

  it('uses the chosen mode, and the later instalment when its GST differs (21 Sep 2025)', () => {
    const [cover, pay, maturity] = quoteBenefits(ROP_TABLE, ROP_INPUT, ROP_PREMIUM)
    expect(cover!.text).toContain('₹10 lakh is paid to your family if the life insured dies before age 55.')
    expect(pay!.text).toBe(
      'You pay ₹275 a month with GST in the first year, then ₹269, for 20 years in all. Your premiums add up to ₹60,000 before GST.',
    )
    expect(maturity!.text).toBe(
      'If the life insured lives to the end of the term, the premiums paid are returned: ₹60,000. GST is not returned.',
    )
  })

  it('says half-yearly instalments fall due every six months', () => {
    const [, pay] = quoteBenefits(TERM_TABLE, { ...TERM_INPUT, mode: 'half-yearly' }, TERM_PREMIUM)
    expect(pay!.text).toMatch(/^You pay ₹7,222 every six months with GST,/)
  })
})

describe('premiumBreakdown and payDescription', () => {
  it('lists the base premium with its payout, each chosen rider with its cover, and the total', () => {
    // Base 10,800 (monthly income), critical illness on ₹25 lakh 5,000, waiver 540: 16,340 a year.
    expect(
      premiumBreakdown(
        { pay: 'regular', payout: 'monthly-income' },
        {
          base: 10_800,
          yearly: 16_340,
          riders: [
            { kind: 'critical-illness', cover: 2_500_000, premium: 5_000, chosen: true },
            { kind: 'accidental-death', cover: 10_000_000, premium: 5_000, chosen: false },
            { kind: 'waiver-of-premium', cover: 0, premium: 540, chosen: true },
          ],
        },
      ),
    ).toEqual([
      { label: 'Base premium, monthly income for 10 years', amount: 10_800 },
      { label: 'Critical illness rider (₹25 lakh)', amount: 5_000 },
      { label: 'Waiver of premium rider', amount: 540 },
      { label: 'Total a year', amount: 16_340, total: true },
    ])
  })

  it('words the ways of paying as a plan page does', () => {
    const table = { single_pay: true, regular_pay: true, limited_pay_years: [15, 5, 10] }
    expect(payDescription(table)).toBe('Single, 5, 10, 15 years or regular')
    expect(payDescription({ ...table, single_pay: false })).toBe('5, 10, 15 years or regular')
    expect(payDescription({ single_pay: false, regular_pay: false, limited_pay_years: [5, 6, 7, 8] })).toBe(
      '5 to 8 years',
    )
    expect(payDescription({ single_pay: false, regular_pay: true, limited_pay_years: [] })).toBe('Regular')
  })
})
