import { formatRupees, formatRupeesShort } from '../format'
import { fitComments } from '../leads/extras'
import { chargesGst, PAY_MODE_PERIODS } from './benefits'
import { formatQuoteRef } from './paths'
import type { IQuoteInput, IQuotePremium } from './types'

/**
 * A quote in one or two sentences, for whoever calls the visitor back: what the contact panel's 'Talk to an
 * advisor' carries and what a saved quote's lead says in `Comments` (fitted to the lead's limit).
 * `Quote for Sahyog Smart Term: ₹1 crore cover for 25 years, paying for 25 years, ₹10,500 a year, no GST. Age 30,
 * male, non-smoker.` (a quote given before 22 Sep 2025 said `₹12,390 a year with GST`).
 */
export function quoteSummary(
  planName: string,
  input: IQuoteInput,
  premium: IQuotePremium,
  ref?: string,
): string {
  const total = premium.instalments[input.mode].firstYear.total
  return fitComments(
    `Quote for ${planName}: ${formatRupeesShort(input.sum_assured)} cover to age ${input.age + input.policy_term} ` +
      `(${input.policy_term} years), ` +
      (input.pay === 'single'
        ? `single premium ${formatRupees(total)}`
        : `paying for ${input.ppt} years, ${formatRupees(total)} ${PAY_MODE_PERIODS[input.mode]}`) +
      (input.riders.length ? `, riders: ${input.riders.join(', ')}` : '') +
      (input.payout !== 'lump-sum' ? `, payout: ${input.payout}` : '') +
      `${chargesGst(premium) ? ' with GST' : ', no GST'}. ` +
      `Age ${input.age}, ${input.gender}, ${input.smoker ? 'smoker' : 'non-smoker'}.` +
      (ref ? ` Saved quote ${formatQuoteRef(ref)}.` : ''),
  )
}
