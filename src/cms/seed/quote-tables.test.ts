import { describe, expect, it } from 'vitest'

import { checkQuoteTable, findRate, type IQuoteInput, quotePremium } from '@/domain/quotes'

import {
  CHILD_FUTURE,
  GUARANTEED_INCOME,
  SMART_TERM,
  TERM_RETURN_OF_PREMIUM,
  type TPlanSeed,
} from './pages/plans'
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
  quote: Pick<IQuoteInput, 'age' | 'gender' | 'sum_assured' | 'policy_term'> & { ppt?: number },
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

  it('stays within a quarter of the premium examples on the plans’ pages that fall inside the tables', () => {
    const cases: [TQuoteTableSeed, TPlanSeed, string, Parameters<typeof yearlyPremium>[2]][] = [
      // 1.45 × 2,000 = 29,000
      [
        SMART_TERM_RATES,
        SMART_TERM,
        'Man, 35, non-smoker',
        { age: 35, gender: 'male', sum_assured: 20_000_000, policy_term: 25 },
      ],
      // 6.02 × 10,000 = 60,200
      [
        TERM_RETURN_OF_PREMIUM_RATES,
        TERM_RETURN_OF_PREMIUM,
        'Man, 40, non-smoker',
        { age: 40, gender: 'male', sum_assured: 10_000_000, policy_term: 20 },
      ],
      // 4.35 × 0.9 × 5,000 = 19,575
      [
        TERM_RETURN_OF_PREMIUM_RATES,
        TERM_RETURN_OF_PREMIUM,
        'Woman, 35, non-smoker',
        { age: 35, gender: 'female', sum_assured: 5_000_000, policy_term: 25 },
      ],
      // 46 × 1,100 × 21 / 10 years of premiums = 1,06,260
      [
        GUARANTEED_INCOME_RATES,
        GUARANTEED_INCOME,
        '35 years, 10-year income',
        { age: 35, gender: 'male', sum_assured: 1_100_000, policy_term: 21, ppt: 10 },
      ],
      // 61 × 1,000 = 61,000
      [
        CHILD_FUTURE_RATES,
        CHILD_FUTURE,
        'Parent 30, child 2',
        { age: 30, gender: 'male', sum_assured: 1_000_000, policy_term: 18 },
      ],
      // 79 × 1,500 = 1,18,500
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
      ).toBeLessThan(0.25)
    }
  })
})
