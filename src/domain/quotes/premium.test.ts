import { describe, expect, it } from 'vitest'

import { findRate, MODAL_FACTORS, QUOTE_VALID_DAYS, quoteGst, quotePremium, withGstOn } from './premium'
import { BEFORE_EXEMPTION, EXEMPT, MAN_30, ROP_TABLE, TERM_TABLE } from './testing/tables'

describe('the constants', () => {
  it('has the modal factors and the validity of the brief', () => {
    expect(MODAL_FACTORS).toEqual({ yearly: 1, 'half-yearly': 0.51, monthly: 0.0875 })
    expect(QUOTE_VALID_DAYS).toBe(30)
  })
})

describe('findRate', () => {
  it('takes the row whose ages and terms include both ends', () => {
    expect(findRate(TERM_TABLE, 18, 10)?.rate).toBe(1.2)
    expect(findRate(TERM_TABLE, 30, 25)?.rate).toBe(1.2)
    expect(findRate(TERM_TABLE, 31, 10)?.rate).toBe(2.5)
    expect(findRate(TERM_TABLE, 55, 25)?.rate).toBe(2.5)
  })

  it('answers null outside every row', () => {
    expect(findRate(TERM_TABLE, 17, 20)).toBeNull()
    expect(findRate(TERM_TABLE, 56, 20)).toBeNull()
    expect(findRate(TERM_TABLE, 40, 9)).toBeNull()
    expect(findRate(TERM_TABLE, 40, 26)).toBeNull()
  })

  it('takes the first of two rows that both match', () => {
    const rates = [
      { age_from: 18, age_to: 40, term_from: 10, term_to: 25, rate: 1 },
      { age_from: 30, age_to: 55, term_from: 10, term_to: 25, rate: 2 },
    ]
    expect(findRate({ rates }, 35, 20)?.rate).toBe(1)
  })
})

describe('quotePremium', () => {
  it('prices a man of 30 who does not smoke, ₹1 crore for 25 years, with 18 % GST on 21 Sep 2025', () => {
    // 1,00,00,000 / 1,000 = 10,000 units × 1.20 = 12,000 a year.
    // Half-yearly 12,000 × 0.51 = 6,120; monthly 12,000 × 0.0875 = 1,050.
    // GST 18 %: 12,000 × 0.18 = 2,160; 6,120 × 0.18 = 1,101.6 → 1,102; 1,050 × 0.18 = 189.
    // Totals: 14,160; 7,222; 1,239. Premiums over 25 years: 12,000 × 25 = 3,00,000. Cover to 30 + 25 = 55.
    // Each payout beside it: monthly income 90 % → 10,800; half and half 95 % → 11,400. Each rider beside it, none
    // chosen: critical illness on ₹25 lakh (its most) 2,500 × 2 = 5,000; accidental death on ₹1 crore
    // 10,000 × 0.50 = 5,000; waiver of premium 5 % of 12,000 = 600.
    expect(quotePremium(TERM_TABLE, MAN_30, BEFORE_EXEMPTION)).toEqual({
      rate: 1.2,
      base: 12_000,
      payouts: [
        { kind: 'lump-sum', premium: 12_000, chosen: true },
        { kind: 'monthly-income', premium: 10_800, chosen: false },
        { kind: 'lump-sum-and-income', premium: 11_400, chosen: false },
      ],
      riders: [
        { kind: 'critical-illness', cover: 2_500_000, premium: 5_000, chosen: false },
        { kind: 'accidental-death', cover: 10_000_000, premium: 5_000, chosen: false },
        { kind: 'waiver-of-premium', cover: 0, premium: 600, chosen: false },
      ],
      yearly: 12_000,
      instalments: {
        yearly: {
          firstYear: { premium: 12_000, gst: 2_160, total: 14_160 },
          renewal: { premium: 12_000, gst: 2_160, total: 14_160 },
        },
        'half-yearly': {
          firstYear: { premium: 6_120, gst: 1_102, total: 7_222 },
          renewal: { premium: 6_120, gst: 1_102, total: 7_222 },
        },
        monthly: {
          firstYear: { premium: 1_050, gst: 189, total: 1_239 },
          renewal: { premium: 1_050, gst: 189, total: 1_239 },
        },
      },
      gst: { on: '2025-09-21', firstYearPct: 18, renewalPct: 18, treatment: 'charged', from: '2017-07-01' },
      totalPremiums: 300_000,
      coverUntilAge: 55,
      maturityAmount: 0,
    })
  })

  it('prices the same quote without GST on 22 Sep 2025: individual life premiums are exempt', () => {
    // The same premiums as above, 12,000 / 6,120 / 1,050, with no GST: each total is its premium.
    const premium = quotePremium(TERM_TABLE, MAN_30, EXEMPT)!
    expect(premium.instalments).toEqual({
      yearly: {
        firstYear: { premium: 12_000, gst: 0, total: 12_000 },
        renewal: { premium: 12_000, gst: 0, total: 12_000 },
      },
      'half-yearly': {
        firstYear: { premium: 6_120, gst: 0, total: 6_120 },
        renewal: { premium: 6_120, gst: 0, total: 6_120 },
      },
      monthly: {
        firstYear: { premium: 1_050, gst: 0, total: 1_050 },
        renewal: { premium: 1_050, gst: 0, total: 1_050 },
      },
    })
    expect(premium.gst).toEqual({
      on: '2025-09-22',
      firstYearPct: 0,
      renewalPct: 0,
      treatment: 'exempt',
      from: '2025-09-22',
    })
    expect(premium.totalPremiums).toBe(300_000)
  })

  it('still adds 18 % to a group plan’s premium after 22 Sep 2025', () => {
    // Group cover is not exempt: 12,000 × 0.18 = 2,160 → 14,160 a year.
    const group = { ...TERM_TABLE, planPath: '/group-life-insurance/sahyog-group-term' }
    expect(quotePremium(group, MAN_30, EXEMPT)!.instalments.yearly.firstYear).toEqual({
      premium: 12_000,
      gst: 2_160,
      total: 14_160,
    })
    expect(quoteGst(group, '2026-11-28')).toMatchObject({ firstYearPct: 18, treatment: 'charged' })
  })

  it('takes 10 % off for a woman and adds 50 % for a smoker (GST of 21 Sep 2025)', () => {
    // Woman of 40 who smokes, ₹50 lakh for 20 years, paying 20: rate 2.50 (ages 31 to 55).
    // 50,00,000 / 1,000 = 5,000 units × 2.50 = 12,500; × 0.90 = 11,250; × 1.50 = 16,875 a year.
    // Half-yearly 16,875 × 0.51 = 8,606.25 → 8,606; monthly 16,875 × 0.0875 = 1,476.5625 → 1,477.
    // GST 18 %: 16,875 × 0.18 = 3,037.5 → 3,038 (a half rounds up); 8,606 × 0.18 = 1,549.08 → 1,549;
    // 1,477 × 0.18 = 265.86 → 266.
    const premium = quotePremium(
      TERM_TABLE,
      {
        ...MAN_30,
        age: 40,
        gender: 'female',
        smoker: true,
        sum_assured: 5_000_000,
        policy_term: 20,
        ppt: 20,
      },
      BEFORE_EXEMPTION,
    )!
    expect(premium.rate).toBe(2.5)
    expect(premium.yearly).toBe(16_875)
    expect(premium.instalments.yearly.firstYear).toEqual({ premium: 16_875, gst: 3_038, total: 19_913 })
    expect(premium.instalments['half-yearly'].firstYear).toEqual({
      premium: 8_606,
      gst: 1_549,
      total: 10_155,
    })
    expect(premium.instalments.monthly.firstYear).toEqual({ premium: 1_477, gst: 266, total: 1_743 })
    // 16,875 × 20 = 3,37,500; cover to 40 + 20 = 60.
    expect(premium.totalPremiums).toBe(337_500)
    expect(premium.coverUntilAge).toBe(60)
  })

  it('rounds an exact half up, even where floating point lands a hair below it (limited pay)', () => {
    // Man of 30, ₹25 lakh, policy term 23, paying 20 years: 2,500 units × 1.20 = 3,000;
    // × 23 / 20 = 3,450; × 0.85 = 2,932.5 exactly → 2,933. Multiplied in floating point in the order
    // 2,500 × 1.2 × (23 / 20) × (1 − 0.15) it comes to 2,932.4999999999995, which Math.round takes to 2,932.
    const premium = quotePremium(
      TERM_TABLE,
      { ...MAN_30, sum_assured: 2_500_000, policy_term: 23, ppt: 20, pay: '20' },
      BEFORE_EXEMPTION,
    )!
    expect(premium.yearly).toBe(2_933)
    // Half-yearly 2,933 × 0.51 = 1,495.83 → 1,496; monthly 2,933 × 0.0875 = 256.6375 → 257.
    // GST: 2,933 × 0.18 = 527.94 → 528; 1,496 × 0.18 = 269.28 → 269; 257 × 0.18 = 46.26 → 46.
    expect(premium.instalments.yearly.firstYear).toEqual({ premium: 2_933, gst: 528, total: 3_461 })
    expect(premium.instalments['half-yearly'].firstYear).toEqual({ premium: 1_496, gst: 269, total: 1_765 })
    expect(premium.instalments.monthly.firstYear).toEqual({ premium: 257, gst: 46, total: 303 })
    // Paid for 20 years: 2,933 × 20 = 58,660.
    expect(premium.totalPremiums).toBe(58_660)
    expect(premium.coverUntilAge).toBe(53)
  })

  it('applies the limited-pay factor and discount together', () => {
    // Man of 30, ₹10 lakh, policy term 20, paying 10: 1,000 × 1.20 = 1,200; × 20 / 10 = 2,400; × 0.85 = 2,040.
    const premium = quotePremium(
      TERM_TABLE,
      { ...MAN_30, sum_assured: 1_000_000, policy_term: 20, ppt: 10, pay: '10' },
      EXEMPT,
    )!
    expect(premium.yearly).toBe(2_040)
    // 2,040 × 10 = 20,400.
    expect(premium.totalPremiums).toBe(20_400)
  })

  it('prices the chosen riders beside the base premium, and adds them to the total', () => {
    // Man of 30, ₹1 crore for 25 years, regular pay, rate 1.20: base 10,000 × 1.20 = 12,000.
    // Critical illness on ₹25 lakh (its most): 2,500 × 2 = 5,000. Accidental death on ₹1 crore: 10,000 × 0.5 =
    // 5,000 (not chosen). Waiver of premium: 5 % of 12,000 = 600. Total 12,000 + 5,000 + 600 = 17,600 a year.
    const premium = quotePremium(
      TERM_TABLE,
      { ...MAN_30, riders: ['critical-illness', 'waiver-of-premium'] },
      EXEMPT,
    )!
    expect(premium.base).toBe(12_000)
    expect(premium.riders!.filter((rider) => rider.chosen).map((rider) => rider.premium)).toEqual([
      5_000, 600,
    ])
    expect(premium.yearly).toBe(17_600)
    // Monthly 17,600 × 0.0875 = 1,540. Over 25 years 17,600 × 25 = 4,40,000.
    expect(premium.instalments.monthly.firstYear.total).toBe(1_540)
    expect(premium.totalPremiums).toBe(440_000)
  })

  it('prices a monthly-income payout at its percentage, and the waiver on that base', () => {
    // 12,000 × 90 % = 10,800; waiver 5 % of 10,800 = 540; total 11,340.
    const premium = quotePremium(
      TERM_TABLE,
      { ...MAN_30, payout: 'monthly-income', riders: ['waiver-of-premium'] },
      EXEMPT,
    )!
    expect(premium.base).toBe(10_800)
    expect(premium.yearly).toBe(11_340)
  })

  it('prices a single premium as the whole term’s premiums less the single-pay discount', () => {
    // Man of 30, ₹1 crore for 25 years: 12,000 a year × 25 years = 3,00,000; less 40 % = 1,80,000, paid once.
    // Each rider at the same factor: critical illness 5,000 × 25 × 0.60 = 75,000 (offered), accidental death
    // 5,000 × 25 × 0.60 = 75,000 (chosen). No waiver of premium with a single premium.
    const premium = quotePremium(
      TERM_TABLE,
      { ...MAN_30, pay: 'single', ppt: 1, riders: ['accidental-death'] },
      EXEMPT,
    )!
    expect(premium.base).toBe(180_000)
    expect(premium.riders!.map((rider) => [rider.kind, rider.premium])).toEqual([
      ['critical-illness', 75_000],
      ['accidental-death', 75_000],
    ])
    expect(premium.yearly).toBe(255_000)
    expect(premium.totalPremiums).toBe(255_000)
  })

  it('returns the base premiums only, never the riders’, on a return-of-premium plan', () => {
    // ROP table: 1,000 × 3 = 3,000 a year for 20 years; 3,000 × 20 = 60,000 returned.
    const input = { ...MAN_30, age: 35, sum_assured: 1_000_000, policy_term: 20, ppt: 20 }
    expect(quotePremium(ROP_TABLE, input, EXEMPT)!.maturityAmount).toBe(60_000)
  })

  it('rounds a half-yearly instalment that ends in a half up', () => {
    // ₹21,25,000 at 30: 2,125 × 1.20 = 2,550 a year; half-yearly 2,550 × 0.51 = 1,300.5 → 1,301;
    // monthly 2,550 × 0.0875 = 223.125 → 223.
    const premium = quotePremium(TERM_TABLE, { ...MAN_30, sum_assured: 2_125_000 }, EXEMPT)!
    expect(premium.yearly).toBe(2_550)
    expect(premium.instalments['half-yearly'].firstYear.premium).toBe(1_301)
    expect(premium.instalments.monthly.firstYear.premium).toBe(223)
  })

  it('charged a savings plan a different GST in the first year and later on 21 Sep 2025, and returns the premiums', () => {
    // Man of 35, ₹10 lakh, 20 years paying 20, at 3.00: 1,000 × 3 = 3,000 a year.
    // Half-yearly 3,000 × 0.51 = 1,530; monthly 3,000 × 0.0875 = 262.5 → 263.
    // First year, GST 4.5 %: 3,000 × 0.045 = 135; 1,530 × 0.045 = 68.85 → 69; 263 × 0.045 = 11.835 → 12.
    // Later, GST 2.25 %: 3,000 × 0.0225 = 67.5 → 68; 1,530 × 0.0225 = 34.425 → 34; 263 × 0.0225 = 5.9175 → 6.
    const input = { ...MAN_30, age: 35, sum_assured: 1_000_000, policy_term: 20, ppt: 20 }
    const premium = quotePremium(ROP_TABLE, input, BEFORE_EXEMPTION)!
    expect(premium.yearly).toBe(3_000)
    expect(premium.instalments).toEqual({
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
    })
    // 3,000 × 20 = 60,000 paid, and the same returned at maturity.
    expect(premium.totalPremiums).toBe(60_000)
    expect(premium.maturityAmount).toBe(60_000)
    expect(premium.coverUntilAge).toBe(55)
    expect(premium.gst).toMatchObject({ firstYearPct: 4.5, renewalPct: 2.25, treatment: 'charged' })
    // From 22 Sep 2025 neither year carries GST: 3,000 / 1,530 / 263 are what is paid every year.
    const exempt = quotePremium(ROP_TABLE, input, EXEMPT)!
    expect(exempt.instalments.monthly).toEqual({
      firstYear: { premium: 263, gst: 0, total: 263 },
      renewal: { premium: 263, gst: 0, total: 263 },
    })
    expect(exempt.gst).toMatchObject({ firstYearPct: 0, renewalPct: 0, treatment: 'exempt' })
  })

  it('pays the sum assured at maturity on a savings table, and nothing on a term table', () => {
    // Man of 35, ₹10 lakh over 20 years on a savings table: the maturity benefit is the sum assured, ₹10,00,000,
    // whatever the premiums came to (3,000 × 20 = 60,000 here); the term table pays nothing.
    const savings = { ...ROP_TABLE, maturity_benefit: 'sum-assured' as const }
    const input = { ...MAN_30, age: 35, sum_assured: 1_000_000, policy_term: 20, ppt: 20 }
    expect(quotePremium(savings, input, EXEMPT)!.maturityAmount).toBe(1_000_000)
    expect(quotePremium(TERM_TABLE, input, EXEMPT)!.maturityAmount).toBe(0)
  })

  it('answers null when the table has no rate for the age and term', () => {
    expect(quotePremium(TERM_TABLE, { ...MAN_30, age: 60 }, EXEMPT)).toBeNull()
    expect(quotePremium(ROP_TABLE, { ...MAN_30, policy_term: 30, ppt: 30 }, EXEMPT)).toBeNull()
  })
})

describe('withGstOn', () => {
  // A quote saved while the rate tables carried their own 18 %: 12,000 a year, 6,120 half-yearly, 1,050 monthly,
  // with 2,160 / 1,102 / 189 GST added (14,160 / 7,222 / 1,239), and no record of the rule applied.
  const saved = {
    rate: 1.2,
    yearly: 12_000,
    instalments: {
      yearly: {
        firstYear: { premium: 12_000, gst: 2_160, total: 14_160 },
        renewal: { premium: 12_000, gst: 2_160, total: 14_160 },
      },
      'half-yearly': {
        firstYear: { premium: 6_120, gst: 1_102, total: 7_222 },
        renewal: { premium: 6_120, gst: 1_102, total: 7_222 },
      },
      monthly: {
        firstYear: { premium: 1_050, gst: 189, total: 1_239 },
        renewal: { premium: 1_050, gst: 189, total: 1_239 },
      },
    },
    totalPremiums: 300_000,
    coverUntilAge: 55,
    maturityAmount: 0,
  }

  it('shows a quote given from 22 Sep 2025 without the GST it was saved with', () => {
    const premium = withGstOn(TERM_TABLE, saved, '2026-11-27')
    expect(premium.instalments.monthly.firstYear).toEqual({ premium: 1_050, gst: 0, total: 1_050 })
    expect(premium.instalments.yearly.renewal).toEqual({ premium: 12_000, gst: 0, total: 12_000 })
    expect(premium.gst.treatment).toBe('exempt')
    expect(premium.yearly).toBe(12_000)
  })

  it('keeps the 18 % of a quote given on 21 Sep 2025', () => {
    const premium = withGstOn(TERM_TABLE, saved, BEFORE_EXEMPTION)
    expect(premium.instalments).toEqual(saved.instalments)
    expect(premium.gst.firstYearPct).toBe(18)
  })
})
