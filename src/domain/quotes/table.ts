/**
 * The check of a rate table as an editor saves it: its rules within the plan limits of the spec, and its rows
 * covering every age and term it offers exactly once. The CMS shows the first mistake and refuses to save.
 */
import { PLAN_LIMITS } from '../calculators/limits'
import { formatRupees } from '../format'
import type { IQuoteTable } from './types'

/** The outer bounds any table must keep: the spec's plan limits. */
export const SPEC_QUOTE_BOUNDS = {
  entryAge: { min: PLAN_LIMITS.entryAge.min, max: PLAN_LIMITS.entryAge.max },
  policyTerm: { min: PLAN_LIMITS.policyTerm.min, max: PLAN_LIMITS.policyTerm.max },
  minPremiumPayingTerm: PLAN_LIMITS.minPremiumPayingTerm,
  minSumAssured: PLAN_LIMITS.minSumAssured,
  maxPptPlusAge: PLAN_LIMITS.maxPptPlusAge,
} as const

export type TQuoteTableRules = Omit<IQuoteTable, 'planPath' | 'planName' | 'uin' | 'productType'>

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** An editor's mistakes in the table, in plain words, in the order of the form; empty when it is fine. */
export function checkQuoteTable(table: TQuoteTableRules): string[] {
  const problems: string[] = []
  const problem = (message: string) => problems.push(message)
  const { entryAge, policyTerm } = SPEC_QUOTE_BOUNDS

  // Entry ages.
  const agesWhole = isWhole(table.entry_age_min) && isWhole(table.entry_age_max)
  if (!agesWhole) problem('The youngest and oldest entry ages should be whole numbers of years')
  else {
    if (table.entry_age_min < entryAge.min)
      problem(`The youngest entry age cannot be below ${entryAge.min} years (the plan limits)`)
    if (table.entry_age_max > entryAge.max)
      problem(`The oldest entry age cannot be above ${entryAge.max} years (the plan limits)`)
    if (table.entry_age_min > table.entry_age_max)
      problem('The youngest entry age cannot be above the oldest')
  }

  // Policy terms.
  const termsWhole = isWhole(table.term_min) && isWhole(table.term_max)
  if (!termsWhole) problem('The shortest and longest policy terms should be whole numbers of years')
  else {
    if (table.term_min < policyTerm.min)
      problem(`The shortest policy term cannot be below ${policyTerm.min} years (the plan limits)`)
    if (table.term_max > policyTerm.max)
      problem(`The longest policy term cannot be above ${policyTerm.max} years (the plan limits)`)
    if (table.term_min > table.term_max) problem('The shortest policy term cannot be above the longest')
  }

  // Premium paying term.
  if (!isWhole(table.ppt_min)) problem('The shortest premium paying term should be a whole number of years')
  else {
    if (table.ppt_min < SPEC_QUOTE_BOUNDS.minPremiumPayingTerm)
      problem(
        `The shortest premium paying term cannot be below ${SPEC_QUOTE_BOUNDS.minPremiumPayingTerm} years (the plan limits)`,
      )
    if (isWhole(table.term_max) && table.ppt_min > table.term_max)
      problem('The shortest premium paying term cannot be longer than the longest policy term')
  }

  // Sum assured and income.
  if (!isWhole(table.sum_assured_min) || !isWhole(table.sum_assured_max))
    problem('The smallest and largest sums assured should be whole rupees')
  else {
    if (table.sum_assured_min < SPEC_QUOTE_BOUNDS.minSumAssured)
      problem(
        `The smallest sum assured cannot be below ${formatRupees(SPEC_QUOTE_BOUNDS.minSumAssured)} (the plan limits)`,
      )
    if (table.sum_assured_min > table.sum_assured_max)
      problem('The smallest sum assured cannot be above the largest')
  }
  if (!isNumber(table.income_multiple) || table.income_multiple <= 0)
    problem('The income multiple should be a number above zero')
  if (!isWhole(table.income_min) || table.income_min < 0)
    problem('The lowest yearly income should be whole rupees, zero or more')

  // Percentages.
  const discount = (value: number, what: string) => {
    if (!isNumber(value) || value < 0 || value >= 100)
      problem(`The ${what} should be a percentage from 0 up to, but not including, 100`)
  }
  discount(table.female_discount_pct, 'discount for women')
  if (!isNumber(table.smoker_loading_pct) || table.smoker_loading_pct < 0 || table.smoker_loading_pct > 100)
    problem('The loading for smokers should be a percentage from 0 to 100')
  discount(table.limited_pay_discount_pct, 'limited-pay discount')

  // Rows.
  const rows = Array.isArray(table.rates) ? table.rates : []
  if (rows.length === 0) problem('Add at least one rate')
  const goodRows = rows.filter((row, index) => {
    const line = `Rate row ${index + 1}`
    const ends = row ? [row.age_from, row.age_to, row.term_from, row.term_to] : []
    if (!row || !ends.every(isWhole)) {
      problem(`${line}: ages and terms should be whole numbers of years`)
      return false
    }
    let good = true
    if (row.age_from > row.age_to) {
      problem(`${line}: the first age cannot be above the last`)
      good = false
    }
    if (row.term_from > row.term_to) {
      problem(`${line}: the first term cannot be above the last`)
      good = false
    }
    if (!isNumber(row.rate) || row.rate <= 0) {
      problem(`${line}: the rate should be a number above zero`)
      good = false
    }
    return good
  })

  // Coverage: every age and term the table offers has exactly one rate. Only when the ranges themselves are sound.
  const rangesSound =
    agesWhole &&
    termsWhole &&
    table.entry_age_min >= entryAge.min &&
    table.entry_age_max <= entryAge.max &&
    table.entry_age_min <= table.entry_age_max &&
    table.term_min >= policyTerm.min &&
    table.term_max <= policyTerm.max &&
    table.term_min <= table.term_max
  if (rangesSound && rows.length > 0) {
    let gap: string | null = null
    let overlap: string | null = null
    for (let age = table.entry_age_min; age <= table.entry_age_max; age++)
      for (let term = table.term_min; term <= table.term_max; term++) {
        const count = goodRows.filter(
          (row) => row.age_from <= age && age <= row.age_to && row.term_from <= term && term <= row.term_to,
        ).length
        if (count === 0) gap ??= `No rate for age ${age} with a ${term}-year term`
        if (count > 1) overlap ??= `Two rates for age ${age} with a ${term}-year term`
      }
    if (gap) problem(gap)
    if (overlap) problem(overlap)
  }
  return problems
}
