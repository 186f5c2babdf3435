/** What a quote buys, in a few short plain sentences: for the result panel and the quote's PDF. */
import { formatRupees, formatRupeesShort } from '../format'
import {
  type IQuoteInput,
  type IQuotePremium,
  type IQuoteTable,
  PAYOUT_LABELS,
  RIDER_LABELS,
  type TPayMode,
  type TPayOption,
} from './types'

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

/** A way of paying in words: 'Single premium', '10 years (limited pay)', '35 years (regular pay)'. */
export function payText(pay: TPayOption, ppt: number): string {
  if (pay === 'single') return 'Single premium'
  return `${yearsText(ppt)} (${pay === 'regular' ? 'regular pay' : 'limited pay'})`
}

/** A way of paying as offered in the form, before the term is known: 'Single pay', 'Pay for 10 years', 'Regular pay'. */
export function payChoiceLabel(pay: TPayOption): string {
  return pay === 'single'
    ? 'Single pay (once)'
    : pay === 'regular'
      ? 'Regular pay (whole term)'
      : `Pay for ${pay} years`
}

/**
 * The premium in its parts, before GST: the base premium with its payout, each chosen rider, and the total (a year's,
 * or the single premium). Quotes saved before riders were priced have only the total.
 */
export function premiumBreakdown(
  input: Pick<IQuoteInput, 'pay' | 'payout'>,
  premium: Pick<IQuotePremium, 'base' | 'riders' | 'yearly'>,
): { label: string; amount: number; total?: true }[] {
  if (premium.base === undefined) return [{ label: 'Premium', amount: premium.yearly, total: true }]
  const chosen = (premium.riders ?? []).filter((rider) => rider.chosen)
  return [
    { label: `Base premium, ${PAYOUT_LABELS[input.payout].toLowerCase()}`, amount: premium.base },
    ...chosen.map((rider) => ({
      label: `${RIDER_LABELS[rider.kind]} rider${rider.cover ? ` (${formatRupeesShort(rider.cover)})` : ''}`,
      amount: rider.premium,
    })),
    {
      label: input.pay === 'single' ? 'Single premium' : 'Total a year',
      amount: premium.yearly,
      total: true,
    },
  ]
}

export function quoteBenefits(
  table: Pick<IQuoteTable, 'maturity_benefit'>,
  input: Pick<IQuoteInput, 'sum_assured' | 'policy_term' | 'ppt' | 'mode' | 'pay' | 'payout'>,
  premium: IQuotePremium,
): IQuoteBenefit[] {
  const { firstYear, renewal } = premium.instalments[input.mode]
  const period = PAY_MODE_PERIODS[input.mode]
  const gst = chargesGst(premium)
  // A different GST after the first year (savings plans before 22 Sep 2025) changes the instalment from the second
  // year. Without GST the instalment is the premium, and nothing is said of a tax that is not charged.
  const instalments =
    input.pay === 'single'
      ? `${formatRupees(firstYear.total)} once${gst ? ' with GST' : ''}, at the start`
      : renewal.total !== firstYear.total && input.ppt > 1
        ? `${formatRupees(firstYear.total)} ${period} with GST in the first year, then ${formatRupees(renewal.total)}, for ${yearsText(input.ppt)} in all`
        : `${formatRupees(firstYear.total)} ${period}${gst ? ' with GST' : ''}, for ${yearsText(input.ppt)}`
  return [
    {
      title: 'Life cover',
      text: `${formatRupeesShort(input.sum_assured)} is paid to your family if the life insured dies before age ${premium.coverUntilAge}${input.payout === 'monthly-income' ? ', as a monthly income over 10 years' : input.payout === 'lump-sum-and-income' ? ', half at once and half as a monthly income over 10 years' : ''}. The cover lasts ${yearsText(input.policy_term)}.`,
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

/**
 * A plan's ways of paying in the words of its eligibility ('Single, 5, 10, 15 years or regular', '5 to 12 years'):
 * what the plan page and the brochure say, so a test can hold the three to one record.
 */
export function payDescription(
  table: Pick<IQuoteTable, 'single_pay' | 'regular_pay' | 'limited_pay_years'>,
): string {
  const years = [...table.limited_pay_years].sort((a, b) => a - b)
  const run = years.length >= 3 && years.every((value, i) => i === 0 || value === years[i - 1]! + 1)
  const limited =
    years.length === 0 ? null : run ? `${years[0]} to ${years.at(-1)} years` : `${years.join(', ')} years`
  const parts = [table.single_pay ? 'Single' : null, limited, table.regular_pay ? 'regular' : null].filter(
    (part): part is string => part !== null,
  )
  const text = parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}
