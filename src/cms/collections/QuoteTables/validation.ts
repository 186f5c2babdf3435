import {
  checkQuoteTable,
  type IRateRow,
  MATURITY_BENEFITS,
  quoteTableOptions,
  type TMaturityBenefit,
  type TQuoteTableRules,
} from '@/domain/quotes'

/** A rate table as the collection stores it: its rules and rows (the plan's name, UIN and type are the page's). */
export type TStoredQuoteTable = TQuoteTableRules

/** The table's rules that are numbers, in the order the admin shows them. */
export const RULE_NUMBER_FIELDS = [
  'entry_age_min',
  'entry_age_max',
  'term_min',
  'term_max',
  'cover_till_age_max',
  'sum_assured_min',
  'sum_assured_max',
  'income_multiple',
  'income_min',
  'female_discount_pct',
  'smoker_loading_pct',
  'limited_pay_discount_pct',
  'single_pay_discount_pct',
] as const satisfies readonly (keyof TStoredQuoteTable)[]

const RATE_ROW_FIELDS = [
  'age_from',
  'age_to',
  'term_from',
  'term_to',
  'rate',
] as const satisfies readonly (keyof IRateRow)[]

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

const recordOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {}

/**
 * The table a document holds, or null while a rule or a row is still empty (those fields report themselves as
 * required, so the table as a whole is checked only once everything is filled in).
 */
export function tableOf(data: unknown, rates: unknown): TStoredQuoteTable | null {
  const doc = recordOf(data)
  if (!Array.isArray(rates)) return null
  if (!RULE_NUMBER_FIELDS.every((name) => isNumber(doc[name]))) return null
  if (!MATURITY_BENEFITS.includes(doc.maturity_benefit as never)) return null
  const rows: IRateRow[] = []
  for (const row of rates) {
    const fields = recordOf(row)
    if (!RATE_ROW_FIELDS.every((name) => isNumber(fields[name]))) return null
    rows.push({
      age_from: fields.age_from as number,
      age_to: fields.age_to as number,
      term_from: fields.term_from as number,
      term_to: fields.term_to as number,
      rate: fields.rate as number,
    })
  }
  const rules = Object.fromEntries(RULE_NUMBER_FIELDS.map((name) => [name, doc[name] as number])) as Pick<
    TStoredQuoteTable,
    (typeof RULE_NUMBER_FIELDS)[number]
  >
  return {
    ...rules,
    ...quoteTableOptions(doc),
    maturity_benefit: doc.maturity_benefit as TMaturityBenefit,
    rates: rows,
  }
}

/** The first thing wrong with the document's table (checkQuoteTable), or null when it is fine or not yet complete. */
export function firstTableProblem(data: unknown, rates: unknown): string | null {
  const table = tableOf(data, rates)
  if (!table) return null
  return checkQuoteTable(table)[0] ?? null
}
