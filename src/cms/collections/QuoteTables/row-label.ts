/**
 * The title of one row of a rate table in the admin: 'Ages 18–25, terms 10–15: 1.05', or 'Rate 03' while the row is
 * still being filled in. Drawn by ./RateRowLabel.tsx; kept free of React so it can be tested alone.
 */

/** The import-map path of the component (src/app/(payload)/admin/importMap.js). */
export const RATE_ROW_LABEL_COMPONENT = '/cms/collections/QuoteTables/RateRowLabel#RateRowLabel'
export const QUESTION_ROW_LABEL_COMPONENT = '/cms/collections/QuoteTables/RateRowLabel#QuestionRowLabel'

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** '18–25', or '18' when both ends are the same; null when either end is missing. */
function span(from: unknown, to: unknown): string | null {
  if (!isNumber(from) || !isNumber(to)) return null
  return from === to ? String(from) : `${from}–${to}`
}

/** What a rate row's title bar says. `rowIndex` counts from 0, as Payload's row context gives it. */
export function rateRowLabel(data: unknown, rowIndex?: number): string {
  const row = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
  const ages = span(row.age_from, row.age_to)
  const terms = span(row.term_from, row.term_to)
  if (ages && terms && isNumber(row.rate)) {
    const agesText = ages.includes('–') ? `Ages ${ages}` : `Age ${ages}`
    const termsText = terms.includes('–') ? `terms ${terms}` : `term ${terms}`
    return `${agesText}, ${termsText}: ${row.rate}`
  }
  return typeof rowIndex === 'number' ? `Rate ${String(rowIndex + 1).padStart(2, '0')}` : 'Rate'
}

/**
 * What a questionnaire row's title bar says: 'tobacco (review): In the last 12 months, have you smoked…', the text
 * cut at a word within 60 characters, or 'Question 03' while the row has no key yet.
 */
export function questionRowLabel(data: unknown, rowIndex?: number): string {
  const row = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
  const fallback =
    typeof rowIndex === 'number' ? `Question ${String(rowIndex + 1).padStart(2, '0')}` : 'Question'
  if (typeof row.key !== 'string' || !row.key) return fallback
  const text = typeof row.text === 'string' ? row.text.trim() : ''
  const cut = text.length > 60 ? `${text.slice(0, 60).replace(/\s+\S*$/, '')}…` : text
  return `${row.key}${row.review ? ' (review)' : ''}${cut ? `: ${cut}` : ''}`
}
