/**
 * The premium rate tables of four plans on sale, for the quote journey on their pages (Products → Premium rate
 * tables). Each rate is the yearly premium in rupees per ₹1,000 of sum assured for a man who does not smoke and pays
 * for the whole term; the rows cover every entry age and policy term of the table once (checkQuoteTable), in age
 * bands of five years (the first may be wider) by bands of terms.
 *
 * The figures are made up for the fictional insurer but in line with Indian plans of each kind, and with the premium
 * examples on the plans' pages (pages/plans.ts): e.g. Smart Term, a man of 35 for ₹2 crore over 25 years:
 * 1.45 × 2,000 = ₹29,000 a year (the page: ₹28,900).
 */
import type { Payload } from 'payload'

import { STARTING_QUESTIONS } from '@/domain/proposals'
import type { IRateRow, TQuoteTableRules } from '@/domain/quotes'

import {
  CHILD_FUTURE,
  GUARANTEED_INCOME,
  SMART_TERM,
  TERM_RETURN_OF_PREMIUM,
  type TPlanSeed,
} from './pages/plans'
import { SEED_CONTEXT } from './types'

/** A table as seeded: its plan page's path (the link to the page) and its rules and rates. */
export type TQuoteTableSeed = TQuoteTableRules & { planPath: string }

type TBand = readonly [from: number, to: number]

/** Rows for each age band × term band: `rates[i][j]` is the rate of age band i over term band j. */
function grid(
  ageBands: readonly TBand[],
  termBands: readonly TBand[],
  rates: readonly (readonly number[])[],
): IRateRow[] {
  if (rates.length !== ageBands.length) throw new Error('One line of rates per age band')
  return ageBands.flatMap(([age_from, age_to], i) => {
    const line = rates[i]!
    if (line.length !== termBands.length) throw new Error('One rate per term band')
    return termBands.map(([term_from, term_to], j) => ({
      age_from,
      age_to,
      term_from,
      term_to,
      rate: line[j]!,
    }))
  })
}

const bandsFrom = (first: TBand, last: number): TBand[] => {
  const bands: TBand[] = [first]
  for (let from = first[1] + 1; from <= last; from += 5) bands.push([from, Math.min(from + 4, last)])
  return bands
}

const LAKH = 100_000
const CRORE = 100 * LAKH

/**
 * The rules a plan's record states, taken from it so the quote, the page and the brochure say the same (decision
 * 90): entry ages, the oldest age cover runs to, the smallest sum assured. The terms and ways of paying are the
 * table's own, checked against the record's words in quote-tables.test.ts.
 */
function fromPlan(plan: TPlanSeed) {
  const eligibility = plan.details.eligibility!
  return {
    planPath: plan.path,
    entry_age_min: eligibility.entry_age_min!,
    entry_age_max: eligibility.entry_age_max!,
    cover_till_age_max: eligibility.maturity_age_max!,
    sum_assured_min: eligibility.sum_assured_min!,
  }
}

const years = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

const NO_EXTRAS: Pick<TQuoteTableSeed, 'riders' | 'payout_options'> = { riders: [], payout_options: [] }

/**
 * Pure protection: the rate rises with age and, more gently, with the term (a level premium for later, costlier
 * years). A man of 30 over 25 years: 1.05 per ₹1,000, ₹10,500 a year for ₹1 crore; a man of 25 covered to 60 (35
 * years): 0.98, ₹9,800, the page's first example. Riders: critical illness ₹1.60 and accidental death ₹0.45 a year
 * per ₹1,000 of their cover (up to ₹50 lakh and ₹1 crore), waiver of premium 4 % of the base premium; a monthly
 * income payout costs 90 % of the lump-sum premium, half and half 95 %.
 */
export const SMART_TERM_RATES: TQuoteTableSeed = {
  ...fromPlan(SMART_TERM),
  term_min: 10,
  term_max: 67,
  single_pay: true,
  regular_pay: true,
  limited_pay_years: [5, 10, 15],
  sum_assured_max: 10 * CRORE,
  income_multiple: 25,
  income_min: 3 * LAKH,
  female_discount_pct: 10,
  smoker_loading_pct: 60,
  limited_pay_discount_pct: 12,
  single_pay_discount_pct: 35,
  maturity_benefit: 'none',
  riders: [
    { kind: 'critical-illness', rate: 1.6, cover_max: 50 * LAKH },
    { kind: 'accidental-death', rate: 0.45, cover_max: 1 * CRORE },
    { kind: 'waiver-of-premium', rate: 4, cover_max: null },
  ],
  payout_options: [
    { kind: 'lump-sum', premium_pct: 100 },
    { kind: 'monthly-income', premium_pct: 90 },
    { kind: 'lump-sum-and-income', premium_pct: 95 },
  ],
  rates: grid(
    bandsFrom([18, 25], 65),
    [
      [10, 15],
      [16, 20],
      [21, 25],
      [26, 35],
      [36, 67],
    ],
    [
      [0.62, 0.7, 0.8, 0.98, 1.3], // 18–25
      [0.78, 0.9, 1.05, 1.08, 1.6], // 26–30
      [1.05, 1.22, 1.45, 1.75, 2.3], // 31–35
      [1.65, 2.32, 2.55, 3.1, 3.9], // 36–40
      [2.45, 3.2, 3.9, 4.8, 5.9], // 41–45
      [3.8, 4.9, 6.0, 7.3, 8.8], // 46–50
      [5.9, 7.6, 9.2, 11.0, 13.0], // 51–55
      [9.0, 11.5, 14.0, 16.5, 19.0], // 56–60
      [13.5, 17.0, 20.5, 24.0, 27.0], // 61–65
    ],
  ),
}

/**
 * Term cover with every base premium paid back on survival: about three times the Smart Term rate, the premiums to
 * be returned weighing less against the cover as age rises.
 */
export const TERM_RETURN_OF_PREMIUM_RATES: TQuoteTableSeed = {
  ...fromPlan(TERM_RETURN_OF_PREMIUM),
  term_min: 10,
  term_max: 40,
  single_pay: false,
  regular_pay: true,
  limited_pay_years: [5, 10, 15],
  sum_assured_max: 5 * CRORE,
  income_multiple: 20,
  income_min: 3 * LAKH,
  female_discount_pct: 10,
  smoker_loading_pct: 50,
  limited_pay_discount_pct: 10,
  single_pay_discount_pct: 0,
  maturity_benefit: 'return-of-premium',
  ...NO_EXTRAS,
  rates: grid(
    bandsFrom([18, 25], 60),
    [
      [10, 15],
      [16, 20],
      [21, 25],
      [26, 30],
      [31, 40],
    ],
    [
      [1.86, 2.1, 2.4, 2.75, 3.1], // 18–25
      [2.34, 2.7, 3.15, 4.28, 4.8], // 26–30
      [3.15, 4.4, 5.35, 6.0, 6.8], // 31–35
      [4.62, 5.86, 7.14, 8.1, 9.2], // 36–40
      [6.86, 8.96, 10.92, 12.4, 14.0], // 41–45
      [9.88, 12.74, 15.6, 17.8, 20.0], // 46–50
      [13.5, 17.2, 21.0, 24.0, 27.0], // 51–55
      [18.0, 23.0, 28.0, 32.0, 36.0], // 56–60
    ],
  ),
}

/**
 * A savings plan: most of the premium is saved, so the rate is high and falls as the term lengthens (more years to
 * grow), rising slowly with age as the cover costs more. Premiums are paid for 5 to 12 years.
 */
export const GUARANTEED_INCOME_RATES: TQuoteTableSeed = {
  ...fromPlan(GUARANTEED_INCOME),
  term_min: 16,
  term_max: 32,
  single_pay: false,
  regular_pay: false,
  limited_pay_years: years(5, 12),
  sum_assured_max: 1 * CRORE,
  income_multiple: 15,
  income_min: 2 * LAKH,
  female_discount_pct: 3,
  smoker_loading_pct: 8,
  limited_pay_discount_pct: 0,
  single_pay_discount_pct: 0,
  maturity_benefit: 'sum-assured',
  ...NO_EXTRAS,
  rates: grid(
    bandsFrom([3, 20], 60),
    [
      [16, 20],
      [21, 25],
      [26, 32],
    ],
    [
      [51, 40, 27], // 3–20
      [53, 41.5, 28], // 21–25
      [54, 42.4, 28.6], // 26–30
      [55, 43.3, 29.3], // 31–35
      [57, 45, 30.5], // 36–40
      [60, 47.5, 35], // 41–45
      [64, 51, 37.5], // 46–50
      [69, 55.5, 41], // 51–55
      [75, 61, 45], // 56–60
    ],
  ),
}

/**
 * The parent's life is insured, with future premiums waived on their death, so the rate rises faster with the
 * parent's age than a plain savings plan's. A parent of 30 over 18 years: 61 per ₹1,000, ₹61,000 for ₹10 lakh (the
 * page: ₹62,400); 35 over 15 years: 79, ₹1,18,500 for ₹15 lakh (the page: ₹1,18,900). Premiums for 7 to 20 years.
 */
export const CHILD_FUTURE_RATES: TQuoteTableSeed = {
  ...fromPlan(CHILD_FUTURE),
  term_min: 10,
  term_max: 25,
  single_pay: false,
  regular_pay: false,
  limited_pay_years: years(7, 20),
  sum_assured_max: 1 * CRORE,
  income_multiple: 15,
  income_min: 2 * LAKH,
  female_discount_pct: 3,
  smoker_loading_pct: 8,
  limited_pay_discount_pct: 0,
  single_pay_discount_pct: 0,
  maturity_benefit: 'sum-assured',
  ...NO_EXTRAS,
  rates: grid(
    bandsFrom([21, 25], 50),
    [
      [10, 15],
      [16, 20],
      [21, 25],
    ],
    [
      [76, 60, 47], // 21–25
      [77, 61, 48], // 26–30
      [79, 63, 50], // 31–35
      [82, 66, 53], // 36–40
      [86, 70, 57], // 41–45
      [92, 76, 62], // 46–50
    ],
  ),
}

export const QUOTE_TABLE_SEEDS: readonly TQuoteTableSeed[] = [
  SMART_TERM_RATES,
  TERM_RETURN_OF_PREMIUM_RATES,
  GUARANTEED_INCOME_RATES,
  CHILD_FUTURE_RATES,
]

/**
 * Each plan's table, linked to its page found by path. A plan whose page is missing, or which already has a table
 * (seeded before, or made by an editor), is left alone, so this runs safely on every seed.
 */
export async function seedQuoteTables(payload: Payload): Promise<number> {
  let created = 0
  for (const { planPath, ...table } of QUOTE_TABLE_SEEDS) {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: planPath } },
      limit: 1,
      depth: 0,
      draft: true,
      context: SEED_CONTEXT,
    })
    const plan = docs[0]
    if (!plan) continue
    const existing = await payload.count({
      collection: 'quote-tables',
      where: { plan: { equals: plan.id } },
      context: SEED_CONTEXT,
    })
    if (existing.totalDocs > 0) continue
    // Each plan sold online starts with the same health and lifestyle questions, in English and then in Hindi.
    const doc = await payload.create({
      collection: 'quote-tables',
      locale: 'en',
      data: {
        plan: plan.id,
        ...table,
        limited_pay_years: [...table.limited_pay_years],
        questionnaire: STARTING_QUESTIONS.map(({ key, text, review }) => ({ key, text: text.en, review })),
      },
      context: SEED_CONTEXT,
    })
    await payload.update({
      collection: 'quote-tables',
      id: doc.id,
      locale: 'hi',
      data: {
        questionnaire: (doc.questionnaire ?? []).map((row, at) => ({
          id: row.id,
          key: row.key,
          review: row.review,
          text: STARTING_QUESTIONS[at]!.text.hi,
        })),
      },
      context: SEED_CONTEXT,
    })
    created += 1
  }
  return created
}
