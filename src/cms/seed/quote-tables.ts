/**
 * The premium rate tables of four plans on sale, for the quote journey on their pages (Products → Premium rate
 * tables). Each rate is the yearly premium in rupees per ₹1,000 of sum assured for a man who does not smoke and pays
 * for the whole term; the rows cover every entry age and policy term of the table once (checkQuoteTable), in age
 * bands of five years (the first may be wider) by term bands of 10–15, 16–20 and 21–25 years.
 *
 * The figures are made up for the fictional insurer but in line with Indian plans of each kind, and with the premium
 * examples on the plans' pages (pages/plans.ts): e.g. Smart Term, a man of 35 for ₹2 crore over 25 years:
 * 1.45 × 2,000 = ₹29,000 a year (the page: ₹28,900).
 */
import type { Payload } from 'payload'

import type { IRateRow, TQuoteTableRules } from '@/domain/quotes'

import { CHILD_FUTURE, GUARANTEED_INCOME, SMART_TERM, TERM_RETURN_OF_PREMIUM } from './pages/plans'
import { SEED_CONTEXT } from './types'

/** A table as seeded: its plan page's path (the link to the page) and its rules and rates. */
export type TQuoteTableSeed = TQuoteTableRules & { planPath: string }

type TBand = readonly [from: number, to: number]

/** The policy term bands of every seeded table. */
const TERM_BANDS: readonly TBand[] = [
  [10, 15],
  [16, 20],
  [21, 25],
]

/** Rows for each age band × term band: `rates[i][j]` is the rate of age band i over term band j. */
function grid(ageBands: readonly TBand[], rates: readonly (readonly number[])[]): IRateRow[] {
  if (rates.length !== ageBands.length) throw new Error('One line of rates per age band')
  return ageBands.flatMap(([age_from, age_to], i) => {
    const line = rates[i]!
    if (line.length !== TERM_BANDS.length) throw new Error('One rate per term band')
    return TERM_BANDS.map(([term_from, term_to], j) => ({
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
 * Pure protection: the rate rises with age and, more gently, with the term (a level premium for later, costlier
 * years). A man of 30 over 25 years: 1.05 per ₹1,000, ₹10,500 a year for ₹1 crore.
 */
export const SMART_TERM_RATES: TQuoteTableSeed = {
  planPath: SMART_TERM.path,
  entry_age_min: 18,
  entry_age_max: 55,
  term_min: 10,
  term_max: 25,
  ppt_min: 6,
  sum_assured_min: 25 * LAKH,
  sum_assured_max: 10 * CRORE,
  income_multiple: 25,
  income_min: 3 * LAKH,
  female_discount_pct: 10,
  smoker_loading_pct: 60,
  limited_pay_discount_pct: 12,
  maturity_benefit: 'none',
  rates: grid(bandsFrom([18, 25], 55), [
    [0.62, 0.7, 0.8], // 18–25
    [0.78, 0.9, 1.05], // 26–30
    [1.05, 1.22, 1.45], // 31–35
    [1.65, 2.15, 2.55], // 36–40
    [2.45, 3.2, 3.9], // 41–45
    [3.8, 4.9, 6.0], // 46–50
    [5.9, 7.6, 9.2], // 51–55
  ]),
}

/**
 * Term cover with every premium paid back on survival: about three times the Smart Term rate up to 35, 2.8 times
 * to 45 and 2.6 times after (the premiums to be returned weigh less against the cover as age rises).
 */
export const TERM_RETURN_OF_PREMIUM_RATES: TQuoteTableSeed = {
  planPath: TERM_RETURN_OF_PREMIUM.path,
  entry_age_min: 18,
  entry_age_max: 50,
  term_min: 10,
  term_max: 25,
  ppt_min: 6,
  sum_assured_min: 10 * LAKH,
  sum_assured_max: 5 * CRORE,
  income_multiple: 20,
  income_min: 3 * LAKH,
  female_discount_pct: 10,
  smoker_loading_pct: 50,
  limited_pay_discount_pct: 10,
  maturity_benefit: 'return-of-premium',
  rates: grid(bandsFrom([18, 25], 50), [
    [1.86, 2.1, 2.4], // 18–25
    [2.34, 2.7, 3.15], // 26–30
    [3.15, 3.66, 4.35], // 31–35
    [4.62, 6.02, 7.14], // 36–40
    [6.86, 8.96, 10.92], // 41–45
    [9.88, 12.74, 15.6], // 46–50
  ]),
}

/**
 * A savings plan: most of the premium is saved, so the rate is high and falls as the term lengthens (more years to
 * pay in), rising slowly with age as the cover costs more.
 */
export const GUARANTEED_INCOME_RATES: TQuoteTableSeed = {
  planPath: GUARANTEED_INCOME.path,
  entry_age_min: 8,
  entry_age_max: 55,
  term_min: 10,
  term_max: 25,
  ppt_min: 6,
  sum_assured_min: 330_000,
  sum_assured_max: 1 * CRORE,
  income_multiple: 15,
  income_min: 2 * LAKH,
  female_discount_pct: 3,
  smoker_loading_pct: 8,
  limited_pay_discount_pct: 0,
  maturity_benefit: 'sum-assured',
  rates: grid(bandsFrom([8, 20], 55), [
    [71, 54, 40], // 8–20
    [73, 56, 43], // 21–25
    [74, 57, 44], // 26–30
    [75, 58, 46], // 31–35
    [77, 60, 48], // 36–40
    [80, 63, 51], // 41–45
    [84, 67, 55], // 46–50
    [90, 72, 60], // 51–55
  ]),
}

/**
 * The parent's life is insured, with future premiums waived on their death, so the rate rises faster with the
 * parent's age than a plain savings plan's. A parent of 30 over 18 years: 61 per ₹1,000, ₹61,000 for ₹10 lakh (the
 * page: ₹62,400); 35 over 15 years: 79, ₹1,18,500 for ₹15 lakh (the page: ₹1,18,900).
 */
export const CHILD_FUTURE_RATES: TQuoteTableSeed = {
  planPath: CHILD_FUTURE.path,
  entry_age_min: 21,
  entry_age_max: 50,
  term_min: 10,
  term_max: 25,
  ppt_min: 7,
  sum_assured_min: 3 * LAKH,
  sum_assured_max: 1 * CRORE,
  income_multiple: 15,
  income_min: 2 * LAKH,
  female_discount_pct: 3,
  smoker_loading_pct: 8,
  limited_pay_discount_pct: 0,
  maturity_benefit: 'sum-assured',
  rates: grid(bandsFrom([21, 25], 50), [
    [76, 60, 47], // 21–25
    [77, 61, 48], // 26–30
    [79, 63, 50], // 31–35
    [82, 66, 53], // 36–40
    [86, 70, 57], // 41–45
    [92, 76, 62], // 46–50
  ]),
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
    await payload.create({
      collection: 'quote-tables',
      data: { plan: plan.id, ...table },
      context: SEED_CONTEXT,
    })
    created += 1
  }
  return created
}
