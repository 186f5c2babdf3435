/** What a quote buys, in a few short plain sentences: for the result panel and the quote's PDF. */
import { formatRupees, formatRupeesShort } from '../format'
import type { IQuoteInput, IQuotePremium, IQuoteTable, TPayMode } from './types'

export interface IQuoteBenefit {
  title: string
  text: string
}

/** How often an instalment falls due, after its amount: '₹14,160 a year'. */
export const PAY_MODE_PERIODS: Record<TPayMode, string> = {
  yearly: 'a year',
  'half-yearly': 'every six months',
  monthly: 'a month',
}

const yearsText = (years: number) => (years === 1 ? '1 year' : `${years} years`)

/** Whether the quote adds any GST to its premiums (none when they are exempt). */
export const chargesGst = (premium: Pick<IQuotePremium, 'gst'>) =>
  premium.gst.firstYearPct > 0 || premium.gst.renewalPct > 0

export function quoteBenefits(
  table: Pick<IQuoteTable, 'maturity_benefit'>,
  input: Pick<IQuoteInput, 'sum_assured' | 'policy_term' | 'ppt' | 'mode'>,
  premium: IQuotePremium,
): IQuoteBenefit[] {
  const { firstYear, renewal } = premium.instalments[input.mode]
  const period = PAY_MODE_PERIODS[input.mode]
  const gst = chargesGst(premium)
  // A different GST after the first year (savings plans before 22 Sep 2025) changes the instalment from the second
  // year. Without GST the instalment is the premium, and nothing is said of a tax that is not charged.
  const instalments =
    renewal.total !== firstYear.total && input.ppt > 1
      ? `${formatRupees(firstYear.total)} ${period} with GST in the first year, then ${formatRupees(renewal.total)}, for ${yearsText(input.ppt)} in all`
      : `${formatRupees(firstYear.total)} ${period}${gst ? ' with GST' : ''}, for ${yearsText(input.ppt)}`
  return [
    {
      title: 'Life cover',
      text: `${formatRupeesShort(input.sum_assured)} is paid to your family if the life insured dies before age ${premium.coverUntilAge}. The cover lasts ${yearsText(input.policy_term)}.`,
    },
    {
      title: 'What you pay',
      text: `You pay ${instalments}. Your premiums add up to ${formatRupees(premium.totalPremiums)}${gst ? ' before GST' : ''}.`,
    },
    {
      title: 'At maturity',
      text:
        table.maturity_benefit === 'return-of-premium'
          ? `If the life insured lives to the end of the term, the premiums paid are returned: ${formatRupees(premium.maturityAmount)}.${gst ? ' GST is not returned.' : ''}`
          : table.maturity_benefit === 'sum-assured'
            ? `If the life insured lives to the end of the term, the sum assured is paid: ${formatRupees(premium.maturityAmount)}, guaranteed.`
            : 'Nothing is paid at the end of the term. This is pure protection: it pays only on death.',
    },
    {
      title: 'Tax',
      text: 'Premiums may qualify for deduction under section 80C, under the old tax regime. The death benefit is tax-free under section 10(10D). Both are subject to the conditions of the Income-tax Act.',
    },
  ]
}
