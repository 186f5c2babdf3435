import type { IQuoteTable, TQuoteField } from './types'

/**
 * A calculator's suggestion carried to a plan's quote page in its address (`?sa=…&term=…`), fitted to the plan:
 * the sum assured as whole rupees (the form says if it is out of the plan's range), the policy term brought within
 * the plan's terms (35 years to retirement becomes the plan's longest, 25). Read in the browser, so the page
 * itself is the same for everyone and is served from the cache.
 */
export function quotePrefill(
  query: URLSearchParams,
  table: Pick<IQuoteTable, 'term_min' | 'term_max'>,
): Partial<Record<TQuoteField, string>> {
  const one = (name: string) => query.get(name)?.slice(0, 12) ?? undefined
  const sa = one('sa')
  const term = Number(one('term'))
  const prefill: Partial<Record<TQuoteField, string>> = {}
  if (sa && /^\d{1,10}$/.test(sa)) prefill.sum_assured = sa
  if (Number.isInteger(term) && term > 0)
    prefill.policy_term = String(Math.min(table.term_max, Math.max(table.term_min, term)))
  return prefill
}
