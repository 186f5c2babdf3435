import { formatRupees, formatRupeesShort } from '../format'
import { fitComments } from '../leads/extras'
import { PAY_MODE_PERIODS } from './benefits'
import { formatQuoteRef } from './paths'
import type { IQuoteInput, IQuotePremium } from './types'

/**
 * A quote in one or two sentences, for whoever calls the visitor back: what the contact panel's 'Talk to an
 * advisor' carries and what a saved quote's lead says in `Comments` (fitted to the lead's limit).
 * `Quote for Sahyog Smart Term: ₹1 crore cover for 25 years, paying for 25 years, ₹12,390 a year with GST. Age 30,
 * male, non-smoker.`
 */
export function quoteSummary(
  planName: string,
  input: IQuoteInput,
  premium: IQuotePremium,
  ref?: string,
): string {
  const total = premium.instalments[input.mode].firstYear.total
  return fitComments(
    `Quote for ${planName}: ${formatRupeesShort(input.sum_assured)} cover for ${input.policy_term} years, ` +
      `paying for ${input.ppt} years, ${formatRupees(total)} ${PAY_MODE_PERIODS[input.mode]} with GST. ` +
      `Age ${input.age}, ${input.gender}, ${input.smoker ? 'smoker' : 'non-smoker'}.` +
      (ref ? ` Saved quote ${formatQuoteRef(ref)}.` : ''),
  )
}
