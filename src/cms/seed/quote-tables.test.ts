import { describe, expect, it } from 'vitest'

import { blockText } from '@/domain/certificates/document'
import { eligibilityRows } from '@/domain/products/details'
import { brochureDocument } from '@/domain/products/brochure'
import {
  checkQuoteTable,
  findRate,
  type IQuoteInput,
  payDescription,
  quotePremium,
  type TPayOption,
  validateQuote,
} from '@/domain/quotes'

import { ISSUER, onSaleContent } from './plan-documents'

import {
  CHILD_FUTURE,
  GUARANTEED_INCOME,
  SMART_TERM,
  TERM_RETURN_OF_PREMIUM,
  type TPlanSeed,
} from './pages/plans'

const PLANS = [SMART_TERM, TERM_RETURN_OF_PREMIUM, GUARANTEED_INCOME, CHILD_FUTURE]
import {
  CHILD_FUTURE_RATES,
  GUARANTEED_INCOME_RATES,
  QUOTE_TABLE_SEEDS,
  SMART_TERM_RATES,
  TERM_RETURN_OF_PREMIUM_RATES,
  type TQuoteTableSeed,
} from './quote-tables'

/** The yearly premium (before GST) the quote journey works out from a seeded table. */
function yearlyPremium(
  seed: TQuoteTableSeed,
  plan: TPlanSeed,
  quote: Pick<IQuoteInput, 'age' | 'gender' | 'sum_assured' | 'policy_term'> & {
    ppt?: number
    smoker?: boolean
  },
): number {
  const table = {
    ...seed,
    planName: plan.title,
    uin: plan.details.uin ?? '',
    productType: plan.details.type_code ?? '',
  }
  const input: IQuoteInput = {
    dob: '1990-01-01',
    smoker: false,
    income: quote.sum_assured,
    mode: 'yearly',
    ppt: quote.ppt ?? quote.policy_term,
    pay: (quote.ppt && quote.ppt < quote.policy_term ? String(quote.ppt) : 'regular') as TPayOption,
    payout: 'lump-sum',
    riders: [],
    ...quote,
  }
  return quotePremium(table, input, '2026-11-28')!.yearly
}

/** A premium example on the plan's page, by its profile. */
const example = (plan: TPlanSeed, profile: string) =>
  plan.details.premium_examples!.find((row) => row.profile === profile)!.premium

describe('the seeded premium rate tables', () => {
  it('are one for each of the four plans with a quote, linked by the plan page’s path', () => {
    expect(QUOTE_TABLE_SEEDS.map((table) => table.planPath)).toEqual([
      SMART_TERM.path,
      TERM_RETURN_OF_PREMIUM.path,
      GUARANTEED_INCOME.path,
      CHILD_FUTURE.path,
    ])
  })

  it.each(QUOTE_TABLE_SEEDS.map((table) => [table.planPath, table] as const))(
    '%s passes the table check: complete, each age and term once, rules in the plan limits',
    (_path, { planPath: _planPath, ...table }) => {
      expect(checkQuoteTable(table)).toEqual([])
      expect(table.sum_assured_max).toBeGreaterThanOrEqual(table.sum_assured_min)
    },
  )

  it('prices Smart Term for a man of 30, not smoking, ₹1 crore over 25 years at ₹9,000 to ₹12,000 a year', () => {
    // Age 30 is in the 26–30 band and 25 years in the 21–25 band: 1.05 per ₹1,000 of sum assured.
    // ₹1 crore is 10,000 thousands, so 1.05 × 10,000 = ₹10,500 a year (before GST; a man, no smoker loading,
    // paying for the whole term, so no limited-pay factor).
    const row = findRate(SMART_TERM_RATES, 30, 25)
    expect(row).toMatchObject({ age_from: 26, age_to: 30, term_from: 21, term_to: 25, rate: 1.05 })
    const yearly = (row!.rate * 10_000_000) / 1000
    expect(yearly).toBeCloseTo(10_500, 6)
    expect(yearly).toBeGreaterThanOrEqual(9_000)
    expect(yearly).toBeLessThanOrEqual(12_000)
  })

  it('gives the same yearly premium through the quote journey’s own calculation', () => {
    expect(
      yearlyPremium(SMART_TERM_RATES, SMART_TERM, {
        age: 30,
        gender: 'male',
        sum_assured: 10_000_000,
        policy_term: 25,
      }),
    ).toBe(10_500)
  })

  it('quotes every premium example on the plans’ pages within 2 % (the page, the brochure and the quote agree)', () => {
    const cases: [TQuoteTableSeed, TPlanSeed, string, Parameters<typeof yearlyPremium>[2]][] = [
      // Smart Term, "to age 60". Man of 25: 35 years, ages 18–25 × terms 26–35: 0.98 × 10,000 = 9,800.
      [
        SMART_TERM_RATES,
        SMART_TERM,
        'Man, 25, non-smoker',
        { age: 25, gender: 'male', sum_assured: 10_000_000, policy_term: 35 },
      ],
      // Woman of 30: 30 years, 26–30 × 26–35: 1.08 × 0.90 × 10,000 = 9,720 (page 9,700).
      [
        SMART_TERM_RATES,
        SMART_TERM,
        'Woman, 30, non-smoker',
        { age: 30, gender: 'female', sum_assured: 10_000_000, policy_term: 30 },
      ],
      // Man of 35, ₹2 crore: 25 years, 31–35 × 21–25: 1.45 × 20,000 = 29,000 (page 28,900).
      [
        SMART_TERM_RATES,
        SMART_TERM,
        'Man, 35, non-smoker',
        { age: 35, gender: 'male', sum_assured: 20_000_000, policy_term: 25 },
      ],
      // Man of 40 who smokes: 20 years, 36–40 × 16–20: 2.32 × 1.60 × 10,000 = 37,120 (page 37,200).
      [
        SMART_TERM_RATES,
        SMART_TERM,
        'Man, 40, smoker',
        { age: 40, gender: 'male', sum_assured: 10_000_000, policy_term: 20, smoker: true },
      ],
      // Return of premium. Man of 30, ₹50 lakh, 30 years: 4.28 × 5,000 = 21,400.
      [
        TERM_RETURN_OF_PREMIUM_RATES,
        TERM_RETURN_OF_PREMIUM,
        'Man, 30, non-smoker',
        { age: 30, gender: 'male', sum_assured: 5_000_000, policy_term: 30 },
      ],
      // Woman of 35, ₹50 lakh, 25 years: 5.35 × 0.90 × 5,000 = 24,075 (page 24,100).
      [
        TERM_RETURN_OF_PREMIUM_RATES,
        TERM_RETURN_OF_PREMIUM,
        'Woman, 35, non-smoker',
        { age: 35, gender: 'female', sum_assured: 5_000_000, policy_term: 25 },
      ],
      // Man of 40, ₹1 crore, 20 years: 5.86 × 10,000 = 58,600.
      [
        TERM_RETURN_OF_PREMIUM_RATES,
        TERM_RETURN_OF_PREMIUM,
        'Man, 40, non-smoker',
        { age: 40, gender: 'male', sum_assured: 10_000_000, policy_term: 20 },
      ],
      // Guaranteed income, paying 10 years. 35, ₹11 lakh, 21 years: 43.3 × 1,100 × 21 / 10 = 1,00,023.
      [
        GUARANTEED_INCOME_RATES,
        GUARANTEED_INCOME,
        '35 years, 10-year income',
        { age: 35, gender: 'male', sum_assured: 1_100_000, policy_term: 21, ppt: 10 },
      ],
      // 35, ₹11 lakh, 31 years: 29.3 × 1,100 × 31 / 10 = 99,913 (page 1,00,000).
      [
        GUARANTEED_INCOME_RATES,
        GUARANTEED_INCOME,
        '35 years, 20-year income',
        { age: 35, gender: 'male', sum_assured: 1_100_000, policy_term: 31, ppt: 10 },
      ],
      // 45, ₹5.5 lakh, 26 years: 35 × 550 × 26 / 10 = 50,050 (page 50,000).
      [
        GUARANTEED_INCOME_RATES,
        GUARANTEED_INCOME,
        '45 years, 15-year income',
        { age: 45, gender: 'male', sum_assured: 550_000, policy_term: 26, ppt: 10 },
      ],
      // Child Future. Parent 30, ₹10 lakh, 18 years: 61 × 1,000 = 61,000 (page 62,400).
      [
        CHILD_FUTURE_RATES,
        CHILD_FUTURE,
        'Parent 30, child 2',
        { age: 30, gender: 'male', sum_assured: 1_000_000, policy_term: 18 },
      ],
      // Parent 35, ₹15 lakh, 15 years: 79 × 1,500 = 1,18,500 (page 1,18,900).
      [
        CHILD_FUTURE_RATES,
        CHILD_FUTURE,
        'Parent 35, child 5',
        { age: 35, gender: 'male', sum_assured: 1_500_000, policy_term: 15 },
      ],
    ]
    for (const [seed, plan, profile, quote] of cases) {
      const shown = example(plan, profile)
      const quoted = yearlyPremium(seed, plan, quote)
      expect(
        Math.abs(quoted - shown) / shown,
        `${plan.title}, ${profile}: ${quoted} against ${shown}`,
      ).toBeLessThan(0.025)
    }
  })

  it('lets every premium example on the plans’ pages be quoted', () => {
    for (const seed of QUOTE_TABLE_SEEDS) {
      const plan = PLANS.find((candidate) => candidate.path === seed.planPath)!
      expect(plan.details.premium_examples!.length, plan.title).toBeGreaterThan(0)
    }
    // The page's own first example: a man of 25 covered to age 60, typed as a visitor would on 28 Nov 2026.
    const table = { ...SMART_TERM_RATES, planName: SMART_TERM.title, uin: '000N052V03', productType: 'P1' }
    const check = validateQuote(
      table,
      {
        dob: '01/01/2001',
        gender: 'male',
        smoker: 'no',
        income: '10,00,000',
        sum_assured: '1,00,00,000',
        cover_till_age: '60',
        pay: 'regular',
        payout: 'lump-sum',
        mode: 'yearly',
      },
      '2026-11-28',
    )
    expect(check).toMatchObject({ ok: true, value: { age: 25, policy_term: 35, ppt: 35 } })
  })
})

describe('one record for each plan: the page, the brochure and the quote state the same limits', () => {
  it.each(QUOTE_TABLE_SEEDS.map((table) => [table.planPath, table] as const))('%s', (_path, table) => {
    const plan = PLANS.find((candidate) => candidate.path === table.planPath)!
    const eligibility = plan.details.eligibility!
    // The quote's rules, in the page's words.
    expect(table.entry_age_min).toBe(eligibility.entry_age_min)
    expect(table.entry_age_max).toBe(eligibility.entry_age_max)
    expect(table.cover_till_age_max).toBe(eligibility.maturity_age_max)
    expect(table.sum_assured_min).toBe(eligibility.sum_assured_min)
    expect(`${table.term_min} to ${table.term_max} years`).toBe(eligibility.policy_term)
    expect(payDescription(table)).toBe(eligibility.premium_paying_term)
    // The page shows these lines, and the brochure is made from the same record.
    const lines = eligibilityRows(eligibility).map(([label, value]) => `${label} ${value}`)
    const brochure = blockText(brochureDocument(onSaleContent(plan), ISSUER, '2026-11-28').blocks)
    for (const line of [`${table.term_min} to ${table.term_max} years`, payDescription(table)]) {
      expect(lines.join('\n')).toContain(line)
      expect(brochure).toContain(line)
    }
  })
})
