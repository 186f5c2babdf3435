import { formatRupees, formatRupeesShort } from '@/domain/format'
import {
  chargesGst,
  payText,
  PAYOUT_LABELS,
  premiumBreakdown,
  RIDER_LABELS,
  type IQuoteInput,
  type IQuotePremium,
  PAY_MODE_LABELS as MODE_LABELS,
  PAY_MODE_PERIODS,
  quoteGstLine,
  type TPayMode,
} from '@/domain/quotes'
import { GST_TEXTS } from '@/domain/tax'

import { T, TF } from '../i18n/Texts'

/** How often, in the words of the premium table, and after a figure ('₹14,160 a year'). */
export { PAY_MODE_LABELS as MODE_LABELS, PAY_MODE_PERIODS as MODE_PER } from '@/domain/quotes'

const MODES: TPayMode[] = ['yearly', 'half-yearly', 'monthly']

/**
 * The chosen instalment in large type: '₹14,160 a year, GST included' when GST is added to it, '₹12,000 a year' when
 * the premium carries none (GstLine says why).
 */
export function PremiumFigure({
  premium,
  mode,
  single = false,
  className = '',
}: {
  premium: IQuotePremium
  mode: TPayMode
  /** A single premium, paid once. */
  single?: boolean
  className?: string
}) {
  return (
    <p className={`text-3xl font-bold text-brand-800 ${className}`} data-testid="quote-premium">
      <TF
        template="{amount}"
        values={{ amount: formatRupees(premium.instalments[single ? 'yearly' : mode].firstYear.total) }}
      />{' '}
      <span className="text-base font-medium text-ink">
        <T>{single ? 'once' : PAY_MODE_PERIODS[mode]}</T>
        {chargesGst(premium) ? (
          <>
            , <T>{GST_TEXTS.included}</T>
          </>
        ) : null}
      </span>
    </p>
  )
}

/**
 * What the quote says of GST: 'No GST: premiums on individual life insurance policies are exempt from 22 Sep 2025.',
 * or, when GST is added, the day whose rates are shown.
 */
export function GstLine({ premium, className = '' }: { premium: IQuotePremium; className?: string }) {
  const line = quoteGstLine(premium.gst)
  return line ? (
    <p className={`text-sm text-ink ${className}`} data-testid="quote-gst">
      <T>{line}</T>
    </p>
  ) : null
}

/**
 * The premium of each way of paying, with its GST and the total, for the first year and (when the GST differs) the
 * years after; the visitor's choice is marked. Without GST only the premium is shown: it is what is paid.
 */
export function PremiumTable({ premium, chosen }: { premium: IQuotePremium; chosen: TPayMode }) {
  const gst = chargesGst(premium)
  const later = MODES.some(
    (mode) => premium.instalments[mode].renewal.gst !== premium.instalments[mode].firstYear.gst,
  )
  const table = (year: 'firstYear' | 'renewal', caption: string) => (
    <table className="w-full text-left text-sm">
      <caption className="pb-1 text-left font-semibold text-ink">
        <T>{caption}</T>
      </caption>
      <thead>
        <tr className="border-b border-gray-300 text-muted">
          <th scope="col" className="py-1.5 pr-2 font-medium">
            <T>How often</T>
          </th>
          {gst ? (
            <>
              <th scope="col" className="py-1.5 pr-2 text-right font-medium">
                <T>Premium</T>
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right font-medium">
                <T>{GST_TEXTS.column}</T>
              </th>
            </>
          ) : null}
          <th scope="col" className="py-1.5 text-right font-medium">
            <T>You pay</T>
          </th>
        </tr>
      </thead>
      <tbody>
        {MODES.map((mode) => {
          const instalment = premium.instalments[mode][year]
          const mine = mode === chosen
          return (
            <tr
              key={mode}
              className={`border-b border-gray-200 ${mine ? 'bg-brand-50 font-semibold' : ''}`}
              aria-current={mine ? 'true' : undefined}
            >
              <th scope="row" className="py-1.5 pr-2 font-medium">
                <T>{MODE_LABELS[mode]}</T>
                {mine ? (
                  <span className="sr-only">
                    {' '}
                    <T>(your choice)</T>
                  </span>
                ) : null}
              </th>
              {gst ? (
                <>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{formatRupees(instalment.premium)}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{formatRupees(instalment.gst)}</td>
                </>
              ) : null}
              <td className="py-1.5 text-right tabular-nums">{formatRupees(instalment.total)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
  return (
    <div className="grid gap-4" data-testid="premium-table">
      {table('firstYear', later ? 'First year' : 'Every year')}
      {later ? table('renewal', 'From the second year') : null}
    </div>
  )
}

/** The premium in its parts before GST: the base premium with its payout, each chosen rider, the total. */
export function PremiumParts({
  input,
  premium,
}: {
  input: Pick<IQuoteInput, 'pay' | 'payout'>
  premium: IQuotePremium
}) {
  const parts = premiumBreakdown(input, premium)
  if (parts.length < 2) return null
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="premium-parts">
      {parts.map((part) => (
        <div key={part.label} className={`contents ${part.total ? 'font-semibold' : ''}`}>
          <dt className={part.total ? 'border-t border-gray-300 pt-1 text-ink' : 'text-ink'}>
            <T>{part.label}</T>
          </dt>
          <dd className={`text-right tabular-nums ${part.total ? 'border-t border-gray-300 pt-1' : ''}`}>
            {formatRupees(part.amount)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The plan's benefits for this quote, title and sentence. */
export function BenefitList({ benefits }: { benefits: { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-3">
      {benefits.map((benefit) => (
        <li key={benefit.title} className="rounded-md border border-gray-200 p-3">
          <p className="font-semibold text-brand-900">
            <T>{benefit.title}</T>
          </p>
          <p className="mt-0.5 text-sm leading-6 text-ink">
            <T>{benefit.text}</T>
          </p>
        </li>
      ))}
    </ul>
  )
}

/** What the quote is for, in a few lines. */
export function QuoteFacts({ input }: { input: IQuoteInput }) {
  const facts: [string, string][] = [
    ['Age', `${input.age} years`],
    ['Gender', input.gender === 'male' ? 'Male' : 'Female'],
    ['Smoker', input.smoker ? 'Yes' : 'No'],
    ['Yearly income', formatRupees(input.income)],
    ['Sum assured', `${formatRupees(input.sum_assured)} (${formatRupeesShort(input.sum_assured)})`],
    ['Cover till age', `${input.age + input.policy_term} (${input.policy_term} years)`],
    ['Premium paying term', payText(input.pay, input.ppt)],
    ['Death benefit paid as', PAYOUT_LABELS[input.payout]],
    ['Riders', input.riders.length ? input.riders.map((rider) => RIDER_LABELS[rider]).join(', ') : 'None'],
    ...(input.pay === 'single' ? [] : [['How often', MODE_LABELS[input.mode]] as [string, string]]),
  ]
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
