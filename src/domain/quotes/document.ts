/**
 * A quote as a one-page PDF (blocks for `renderPdf`): the plan, the details it was worked out on, the premium of
 * each mode with its GST (or, when the premiums carry none, the plain statement why), what the plan pays, and the
 * small print.
 */
import type { TPdfBlock } from '../certificates/document'
import { formatDate, formatRupees, formatRupeesShort } from '../format'
import { format } from '../i18n/format'
import { SPURIOUS_CALLS } from '../products/terms'
import { GST_TEXTS, gstNote, gstPercent } from '../tax/gst'
import { addDays, todayInIndia } from './age'
import { chargesGst, payText, premiumBreakdown, quoteBenefits } from './benefits'
import { QUOTE_VALID_DAYS } from './premium'
import {
  GENDER_LABELS,
  type IInstalment,
  type IQuoteGst,
  type IQuotePremium,
  type ISavedQuote,
  PAY_MODE_LABELS,
  PAY_MODES,
  PAYOUT_LABELS,
  RIDER_LABELS,
} from './types'

/** The last day a quote holds: QUOTE_VALID_DAYS after it was given, on India's calendar ('24 Dec 2026'). */
export function quoteValidUntil(createdAt: Date): string {
  return formatDate(addDays(todayInIndia(createdAt), QUOTE_VALID_DAYS)) ?? ''
}

const yearsText = (years: number) => (years === 1 ? '1 year' : `${years} years`)

/** The details a quote was worked out on, as label and value: the PDF's rows, and the page's summary. */
export function quoteRows(quote: ISavedQuote): { label: string; value: string }[] {
  const { input } = quote
  return [
    { label: 'Quote reference', value: quote.ref },
    { label: 'Date', value: formatDate(quote.createdAt) ?? '' },
    { label: 'Valid until', value: quoteValidUntil(quote.createdAt) },
    { label: 'Name', value: quote.name },
    { label: 'Age and gender', value: `${input.age} years, ${GENDER_LABELS[input.gender].toLowerCase()}` },
    { label: 'Smoker', value: input.smoker ? 'Yes' : 'No' },
    { label: 'Sum assured', value: formatRupeesShort(input.sum_assured) },
    { label: 'Cover till age', value: `${input.age + input.policy_term} (${yearsText(input.policy_term)})` },
    { label: 'Premium paying term', value: payText(input.pay, input.ppt) },
    { label: 'Death benefit paid as', value: PAYOUT_LABELS[input.payout] },
    {
      label: 'Riders',
      value: input.riders.length ? input.riders.map((rider) => RIDER_LABELS[rider]).join(', ') : 'None',
    },
    ...(input.pay === 'single' ? [] : [{ label: 'How often', value: PAY_MODE_LABELS[input.mode] }]),
  ]
}

function modeTable(premium: IQuotePremium, year: 'firstYear' | 'renewal'): TPdfBlock {
  // Without GST the premium is what is paid: no column of noughts as if a tax were charged.
  if (!chargesGst(premium))
    return {
      kind: 'table',
      header: ['How often', 'Premium'],
      rows: PAY_MODES.map((mode) => [
        PAY_MODE_LABELS[mode],
        formatRupees(premium.instalments[mode][year].total),
      ]),
      widths: [0.5, 0.5],
    }
  const cells = (instalment: IInstalment) => [
    formatRupees(instalment.premium),
    formatRupees(instalment.gst),
    formatRupees(instalment.total),
  ]
  return {
    kind: 'table',
    header: ['How often', 'Premium', GST_TEXTS.column, 'Total'],
    rows: PAY_MODES.map((mode) => [PAY_MODE_LABELS[mode], ...cells(premium.instalments[mode][year])]),
    widths: [0.34, 0.22, 0.22, 0.22],
  }
}

/** A single premium is paid once: one row, not a premium for each mode. */
function singleTable(premium: IQuotePremium): TPdfBlock {
  const once = premium.instalments.yearly.firstYear
  return chargesGst(premium)
    ? {
        kind: 'table',
        header: ['Paid', 'Premium', GST_TEXTS.column, 'Total'],
        rows: [['Once', formatRupees(once.premium), formatRupees(once.gst), formatRupees(once.total)]],
        widths: [0.34, 0.22, 0.22, 0.22],
      }
    : {
        kind: 'table',
        header: ['Paid', 'Premium'],
        rows: [['Once', formatRupees(once.total)]],
        widths: [0.5, 0.5],
      }
}

/**
 * What a quote says of GST beside its premiums: when they carry none, why (the exemption of individual life
 * insurance from 22 Sep 2025); when GST is added, that the rates are those of the quote's day and the rate in force
 * when a premium falls due applies.
 */
export function quoteGstLine(gst: IQuoteGst): string | null {
  if (gst.firstYearPct > 0 || gst.renewalPct > 0)
    return format(GST_TEXTS.quoteRates, { date: formatDate(gst.on) ?? gst.on })
  return gstNote(gst)
}

/** The small print closing every quote. */
export function quoteSmallPrint(createdAt: Date, gst: IQuoteGst): string[] {
  // The exemption is said under the premiums themselves; the rates' small print only when GST is added.
  const gstLine = gst.firstYearPct > 0 || gst.renewalPct > 0 ? quoteGstLine(gst) : null
  return [
    'This is an indicative quote, worked out on the details stated above.',
    'The final premium depends on underwriting: your health, habits, occupation and income.',
    `This quote is valid for ${QUOTE_VALID_DAYS} days, until ${quoteValidUntil(createdAt)}.`,
    ...(gstLine ? [gstLine] : []),
    'For more details on risk factors, terms and conditions, please read the sales brochure carefully before concluding a sale.',
  ]
}

export function quoteDocument(quote: ISavedQuote): TPdfBlock[] {
  const { table, input, premium } = quote
  const { gst } = premium
  const premiums: TPdfBlock[] = !chargesGst(premium)
    ? [{ kind: 'section', text: 'Premiums for every year' }, modeTable(premium, 'firstYear')]
    : gst.firstYearPct === gst.renewalPct
      ? [
          { kind: 'section', text: `Premiums for every year (GST ${gstPercent(gst.firstYearPct)})` },
          modeTable(premium, 'firstYear'),
        ]
      : [
          { kind: 'section', text: `Premiums in the first year (GST ${gstPercent(gst.firstYearPct)})` },
          modeTable(premium, 'firstYear'),
          { kind: 'space', height: 4 },
          { kind: 'section', text: `Premiums from the second year (GST ${gstPercent(gst.renewalPct)})` },
          modeTable(premium, 'renewal'),
        ]
  const parts = premiumBreakdown(input, premium)
  if (parts.length > 1)
    premiums.unshift(
      { kind: 'section', text: 'The premium in its parts' },
      {
        kind: 'table',
        header: ['Part', chargesGst(premium) ? 'Premium before GST' : 'Premium'],
        rows: parts.map((part) => [part.label, formatRupees(part.amount)]),
        widths: [0.6, 0.4],
      },
      { kind: 'space', height: 4 },
    )
  if (input.pay === 'single') premiums.splice(premiums.length - 1, 1, singleTable(premium))
  const note = chargesGst(premium) ? null : quoteGstLine(gst)
  if (note) premiums.push({ kind: 'text', text: note, size: 9.5 })
  return [
    {
      kind: 'banner',
      title: 'Your life insurance quote',
      subtitle: table.planName,
      lines: [`UIN ${table.uin}`],
    },
    { kind: 'space', height: 6 },
    ...quoteRows(quote).map(({ label, value }): TPdfBlock => ({
      kind: 'row',
      label,
      value,
      bold: label === 'Quote reference',
    })),
    { kind: 'space', height: 6 },
    ...premiums,
    { kind: 'space', height: 6 },
    {
      kind: 'keep',
      blocks: [
        { kind: 'section', text: 'What the plan gives' },
        ...quoteBenefits(table, input, premium).map(({ title, text }): TPdfBlock => ({
          kind: 'bullet',
          title,
          text,
        })),
      ],
    },
    { kind: 'space', height: 6 },
    {
      kind: 'keep',
      blocks: [
        {
          kind: 'box',
          tone: 'info',
          title: 'Please note',
          paragraphs: quoteSmallPrint(quote.createdAt, gst),
        },
        { kind: 'space', height: 4 },
        { kind: 'box', tone: 'warning', title: SPURIOUS_CALLS.title, paragraphs: [SPURIOUS_CALLS.text] },
      ],
    },
  ]
}
