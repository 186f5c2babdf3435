import type { IQuoteTable } from './types'

/** What a calculator suggests for the quote: the sum assured as typed, and a policy term in years. */
export interface IQuotePrefill {
  sum_assured?: string
  /** Years of cover, brought within the plan's terms; the form turns it into a cover-till age once it knows the age. */
  term?: number
}

/**
 * A calculator's suggestion carried to a plan's quote page in its address (`?sa=…&term=…`), fitted to the plan:
 * the sum assured as whole rupees (the form says if it is out of the plan's range), the policy term brought within
 * the plan's terms (5 years becomes the plan's shortest, 10). Read in the browser, so the page itself is the same
 * for everyone and is served from the cache.
 */
export function quotePrefill(
  query: URLSearchParams,
  table: Pick<IQuoteTable, 'term_min' | 'term_max'>,
): IQuotePrefill {
  const one = (name: string) => query.get(name)?.slice(0, 12) ?? undefined
  const sa = one('sa')
  const term = Number(one('term'))
  const prefill: IQuotePrefill = {}
  if (sa && /^\d{1,10}$/.test(sa)) prefill.sum_assured = sa
  if (Number.isInteger(term) && term > 0)
    prefill.term = Math.min(table.term_max, Math.max(table.term_min, term))
  return prefill
}
