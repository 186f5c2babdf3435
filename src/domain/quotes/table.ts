/**
 * The check of a rate table as an editor saves it: its rules within the plan limits of the spec, and its rows
 * covering every age and term it offers exactly once. The CMS shows the first mistake and refuses to save.
 */
import { formatRupees } from '../format'
import { type IQuoteTable, PAYOUTS, RIDERS, type TPayout, type TRider } from './types'

/**
 * The outer bounds of any table: ages a life can be insured at and terms a policy can run. A plan's own limits are
 * its record's (the page, the brochure and the quote show the same ones, decision 90); spec 9's plan limits are
 * the savings calculators' hints, not a cap on every plan.
 */
export const QUOTE_TABLE_BOUNDS = {
  entryAge: { min: 0, max: 99 },
  policyTerm: { min: 1, max: 99 },
  coverTillAge: { max: 100 },
  minSumAssured: 10_000,
} as const

export type TQuoteTableRules = Omit<IQuoteTable, 'planPath' | 'planName' | 'uin' | 'productType'>

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** An editor's mistakes in the table, in plain words, in the order of the form; empty when it is fine. */
export function checkQuoteTable(table: TQuoteTableRules): string[] {
  const problems: string[] = []
  const problem = (message: string) => problems.push(message)
  const { entryAge, policyTerm } = QUOTE_TABLE_BOUNDS

  // Entry ages.
  const agesWhole = isWhole(table.entry_age_min) && isWhole(table.entry_age_max)
  if (!agesWhole) problem('The youngest and oldest entry ages should be whole numbers of years')
  else {
    if (table.entry_age_min < entryAge.min)
      problem(`The youngest entry age cannot be below ${entryAge.min} years`)
    if (table.entry_age_max > entryAge.max)
      problem(`The oldest entry age cannot be above ${entryAge.max} years`)
    if (table.entry_age_min > table.entry_age_max)
      problem('The youngest entry age cannot be above the oldest')
  }

  // Policy terms.
  const termsWhole = isWhole(table.term_min) && isWhole(table.term_max)
  if (!termsWhole) problem('The shortest and longest policy terms should be whole numbers of years')
  else {
    if (table.term_min < policyTerm.min)
      problem(`The shortest policy term cannot be below ${policyTerm.min} years`)
    if (table.term_max > policyTerm.max)
      problem(`The longest policy term cannot be above ${policyTerm.max} years`)
    if (table.term_min > table.term_max) problem('The shortest policy term cannot be above the longest')
  }

  // Cover till age.
  if (!isWhole(table.cover_till_age_max))
    problem('The oldest cover-till age should be a whole number of years')
  else {
    if (table.cover_till_age_max > QUOTE_TABLE_BOUNDS.coverTillAge.max)
      problem(`The oldest cover-till age cannot be above ${QUOTE_TABLE_BOUNDS.coverTillAge.max}`)
    if (
      agesWhole &&
      isWhole(table.term_min) &&
      table.cover_till_age_max < table.entry_age_max + table.term_min
    )
      problem('The oldest cover-till age should leave the oldest entrant the shortest policy term')
  }

  // Ways of paying.
  const limited = Array.isArray(table.limited_pay_years) ? table.limited_pay_years : []
  if (!table.single_pay && !table.regular_pay && limited.length === 0)
    problem('Offer at least one way of paying: single, limited or regular pay')
  if (!limited.every((years) => isWhole(years) && years >= 2))
    problem('Limited paying terms should be whole numbers of years, 2 or more')
  else if (isWhole(table.term_max) && limited.some((years) => years >= table.term_max))
    problem('A limited paying term should be shorter than the longest policy term')
  if (
    !isNumber(table.single_pay_discount_pct) ||
    table.single_pay_discount_pct < 0 ||
    table.single_pay_discount_pct >= 100
  )
    problem('The single-pay discount should be a percentage from 0 up to, but not including, 100')

  // Sum assured and income.
  if (!isWhole(table.sum_assured_min) || !isWhole(table.sum_assured_max))
    problem('The smallest and largest sums assured should be whole rupees')
  else {
    if (table.sum_assured_min < QUOTE_TABLE_BOUNDS.minSumAssured)
      problem(`The smallest sum assured cannot be below ${formatRupees(QUOTE_TABLE_BOUNDS.minSumAssured)}`)
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

  // Riders and payout options: each once, priced above zero.
  const riders = Array.isArray(table.riders) ? table.riders : []
  if (new Set(riders.map((rider) => rider.kind)).size < riders.length)
    problem('Each rider can be listed once')
  for (const rider of riders) {
    if (!isNumber(rider.rate) || rider.rate <= 0)
      problem(`The ${rider.kind} rider’s rate should be above zero`)
    if (rider.kind !== 'waiver-of-premium' && (!isWhole(rider.cover_max) || rider.cover_max <= 0))
      problem(`The ${rider.kind} rider needs its largest cover in rupees`)
  }
  const payouts = Array.isArray(table.payout_options) ? table.payout_options : []
  if (new Set(payouts.map((option) => option.kind)).size < payouts.length)
    problem('Each payout option can be listed once')
  if (payouts.length > 0 && !payouts.some((option) => option.kind === 'lump-sum'))
    problem('A plan with payout options offers the lump sum among them')
  for (const option of payouts)
    if (!isNumber(option.premium_pct) || option.premium_pct <= 0 || option.premium_pct > 200)
      problem(`The ${option.kind} payout’s premium should be a percentage above 0, up to 200`)

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

  // Coverage: every age and term the table offers (cover ending by the oldest cover-till age) has exactly one rate.
  // Only when the ranges themselves are sound.
  const rangesSound =
    agesWhole &&
    termsWhole &&
    table.entry_age_min >= entryAge.min &&
    table.entry_age_max <= entryAge.max &&
    table.entry_age_min <= table.entry_age_max &&
    table.term_min >= policyTerm.min &&
    table.term_max <= policyTerm.max &&
    table.term_min <= table.term_max &&
    isWhole(table.cover_till_age_max)
  if (rangesSound && rows.length > 0) {
    let gap: string | null = null
    let overlap: string | null = null
    for (let age = table.entry_age_min; age <= table.entry_age_max; age++)
      for (
        let term = table.term_min;
        term <= Math.min(table.term_max, table.cover_till_age_max - age);
        term++
      ) {
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

const recordOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {}

/** The ways of paying, riders and payout options a stored table holds, read whatever their state. */
export function quoteTableOptions(
  doc: Record<string, unknown>,
): Pick<TQuoteTableRules, 'single_pay' | 'regular_pay' | 'limited_pay_years' | 'riders' | 'payout_options'> {
  const list = (value: unknown) => (Array.isArray(value) ? value.map(recordOf) : [])
  return {
    single_pay: doc.single_pay === true,
    regular_pay: doc.regular_pay === true,
    limited_pay_years: (Array.isArray(doc.limited_pay_years) ? doc.limited_pay_years : []).filter(isNumber),
    riders: list(doc.riders).flatMap((row) =>
      RIDERS.includes(row.kind as TRider) && isNumber(row.rate)
        ? [
            {
              kind: row.kind as TRider,
              rate: row.rate,
              cover_max: isNumber(row.cover_max) ? row.cover_max : null,
            },
          ]
        : [],
    ),
    payout_options: list(doc.payout_options).flatMap((row) =>
      PAYOUTS.includes(row.kind as TPayout) && isNumber(row.premium_pct)
        ? [{ kind: row.kind as TPayout, premium_pct: row.premium_pct }]
        : [],
    ),
  }
}
