/**
 * A quote as a one-page PDF (blocks for `renderPdf`): the plan, the details it was worked out on, the premium of
 * each mode with its GST, what the plan pays, and the small print.
 */
import type { TPdfBlock } from '../certificates/document'
import { formatDate, formatRupees, formatRupeesShort } from '../format'
import { SPURIOUS_CALLS } from '../products/terms'
import { addDays, todayInIndia } from './age'
import { quoteBenefits } from './benefits'
import { QUOTE_VALID_DAYS } from './premium'
import {
  GENDER_LABELS,
  type IInstalment,
  type IQuotePremium,
  type ISavedQuote,
  PAY_MODE_LABELS,
  PAY_MODES,
} from './types'

/** The last day a quote holds: QUOTE_VALID_DAYS after it was given, on India's calendar ('24 Dec 2026'). */
export function quoteValidUntil(createdAt: Date): string {
  return formatDate(addDays(todayInIndia(createdAt), QUOTE_VALID_DAYS)) ?? ''
}

const yearsText = (years: number) => (years === 1 ? '1 year' : `${years} years`)

/** The details a quote was worked out on, as label and value: the PDF's rows, and the page's summary. */
export function quoteRows(quote: ISavedQuote): { label: string; value: string }[] {
  const { input } = quote
  const limited = input.ppt < input.policy_term
  return [
    { label: 'Quote reference', value: quote.ref },
    { label: 'Date', value: formatDate(quote.createdAt) ?? '' },
    { label: 'Valid until', value: quoteValidUntil(quote.createdAt) },
    { label: 'Name', value: quote.name },
    { label: 'Age and gender', value: `${input.age} years, ${GENDER_LABELS[input.gender].toLowerCase()}` },
    { label: 'Smoker', value: input.smoker ? 'Yes' : 'No' },
    { label: 'Sum assured', value: formatRupeesShort(input.sum_assured) },
    { label: 'Policy term', value: yearsText(input.policy_term) },
    {
      label: 'Premium paying term',
      value: `${yearsText(input.ppt)} (${limited ? 'limited pay' : 'regular pay'})`,
    },
    { label: 'How often', value: PAY_MODE_LABELS[input.mode] },
  ]
}

/** '18%', '4.5%'. */
const percent = (pct: number) => `${pct}%`

const MODE_COLUMNS = ['How often', 'Premium', 'GST', 'Total']
const MODE_WIDTHS = [0.34, 0.22, 0.22, 0.22]

function modeTable(premium: IQuotePremium, year: 'firstYear' | 'renewal'): TPdfBlock {
  const cells = (instalment: IInstalment) => [
    formatRupees(instalment.premium),
    formatRupees(instalment.gst),
    formatRupees(instalment.total),
  ]
  return {
    kind: 'table',
    header: MODE_COLUMNS,
    rows: PAY_MODES.map((mode) => [PAY_MODE_LABELS[mode], ...cells(premium.instalments[mode][year])]),
    widths: MODE_WIDTHS,
  }
}

/** The small print closing every quote. */
export function quoteSmallPrint(createdAt: Date): string[] {
  return [
    'This is an indicative quote, worked out on the details stated above.',
    'The final premium depends on underwriting: your health, habits, occupation and income.',
    `This quote is valid for ${QUOTE_VALID_DAYS} days, until ${quoteValidUntil(createdAt)}.`,
    'GST is shown at current rates; the rate in force when a premium is paid applies.',
    'For more details on risk factors, terms and conditions, please read the sales brochure carefully before concluding a sale.',
  ]
}

export function quoteDocument(quote: ISavedQuote): TPdfBlock[] {
  const { table, input, premium } = quote
  const sameGst = table.gst_first_year_pct === table.gst_renewal_pct
  const premiums: TPdfBlock[] = sameGst
    ? [
        { kind: 'section', text: `Premiums for every year (GST ${percent(table.gst_first_year_pct)})` },
        modeTable(premium, 'firstYear'),
      ]
    : [
        { kind: 'section', text: `Premiums in the first year (GST ${percent(table.gst_first_year_pct)})` },
        modeTable(premium, 'firstYear'),
        { kind: 'space', height: 4 },
        { kind: 'section', text: `Premiums from the second year (GST ${percent(table.gst_renewal_pct)})` },
        modeTable(premium, 'renewal'),
      ]
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
        { kind: 'box', tone: 'info', title: 'Please note', paragraphs: quoteSmallPrint(quote.createdAt) },
        { kind: 'space', height: 4 },
        { kind: 'box', tone: 'warning', title: SPURIOUS_CALLS.title, paragraphs: [SPURIOUS_CALLS.text] },
      ],
    },
  ]
}
