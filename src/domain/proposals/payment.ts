/**
 * The first premium of a proposal and the application number a paid proposal gets. Framework-free: the server
 * works the amount out here before it asks the gateway for an order, and the review page shows the same figures.
 *
 * The amount is the quote's own first instalment (its rate table and choices, kept with the saved quote), worked out
 * again on the day of payment, with the GST of the dated rules in force that day (decision 80): never a figure the
 * browser sends.
 */
import type { TPdfBlock } from '../certificates/document'
import { formatRupees } from '../format'
import { format } from '../i18n/format'
import services from '../i18n/en/services.json' with { type: 'json' }
import { QUOTE_VALID_DAYS, quotePremium, validateQuote } from '../quotes/premium'
import { quoteGstLine } from '../quotes/document'
import { RIDER_FIELDS, RIDERS, type IQuoteInput, type IQuoteTable, type TPayMode } from '../quotes/types'
import {
  type IHealthQuestion,
  type IProposalAnswers,
  OCCUPATIONS,
  PROPOSAL_STEP_NAMES,
  RELATIONSHIPS,
  maskedMobile,
} from './index'

export const FIRST_PREMIUM_TEXTS = services.proposalPayment

export interface IFirstPremium {
  /** The instalment's mode: the quote's, or yearly for single pay. */
  mode: TPayMode
  single: boolean
  /** Rupees. */
  premium: number
  gst: number
  total: number
  /** The GST rate applied, percent (0 when exempt). */
  gstPct: number
  /** What the page says under the figures about GST (the rates' day, or the exemption). */
  gstLine: string | null
  premiumPaise: number
  gstPaise: number
  totalPaise: number
}

/**
 * The first premium of a saved quote paid on `on` (YYYY-MM-DD, India): the first-year instalment of the quote's
 * mode (a single premium for single pay) from its rate table and its choices, with the GST of the rules of `on`.
 * Null when the table no longer prices the quote (it never happens to a quote the table priced).
 */
export function firstPremium(
  quote: { table: IQuoteTable; input: IQuoteInput },
  on: string,
): IFirstPremium | null {
  const premium = quotePremium(quote.table, quote.input, on)
  if (!premium) return null
  const single = quote.input.pay === 'single'
  const mode: TPayMode = single ? 'yearly' : quote.input.mode
  const instalment = premium.instalments[mode].firstYear
  return {
    mode,
    single,
    premium: instalment.premium,
    gst: instalment.gst,
    total: instalment.total,
    gstPct: premium.gst.firstYearPct,
    gstLine: quoteGstLine(premium.gst),
    premiumPaise: instalment.premium * 100,
    gstPaise: instalment.gst * 100,
    totalPaise: instalment.total * 100,
  }
}

/** Whether a quote saved at `createdAt` is past its 30 days at `now` (a premium changes with age and rates). */
export const quoteExpired = (createdAt: Date, now: Date) =>
  now.getTime() > createdAt.getTime() + QUOTE_VALID_DAYS * 24 * 60 * 60 * 1000

/**
 * The quote a proposal's first premium is worked out from on `today`: within its 30 days, the quote as saved (its
 * table and choices, the figures the visitor was shown); after them, the same choices (cover till the same age, the
 * same sum assured, way of paying, payout, riders and mode) checked and priced again with the plan's table of the
 * day and the visitor's age that day, as a new quote would be. `lapsed` when the table of the day no longer takes
 * those choices (an age past entry, a sum assured out of range, no table): a new quote is needed.
 */
export function payableQuote(
  saved: { createdAt: Date; table: IQuoteTable; input: IQuoteInput; coverUntilAge: number },
  current: IQuoteTable | null,
  today: string,
  now: Date,
):
  | { expired: boolean; lapsed: false; table: IQuoteTable; input: IQuoteInput }
  | { expired: true; lapsed: true } {
  if (!quoteExpired(saved.createdAt, now))
    return { expired: false, lapsed: false, table: saved.table, input: saved.input }
  if (!current) return { expired: true, lapsed: true }
  const { input } = saved
  const [year, month, day] = input.dob.split('-')
  const form: Record<string, string> = {
    dob: `${day}/${month}/${year}`,
    gender: input.gender,
    smoker: input.smoker ? 'yes' : 'no',
    income: String(input.income),
    sum_assured: String(input.sum_assured),
    cover_till_age: String(saved.coverUntilAge),
    pay: input.pay,
    payout: input.payout,
    mode: input.mode,
  }
  for (const kind of RIDERS) form[RIDER_FIELDS[kind]] = input.riders.includes(kind) ? 'yes' : 'no'
  const checked = validateQuote(current, form, today)
  if (!checked.ok || !quotePremium(current, checked.value, today)) return { expired: true, lapsed: true }
  return { expired: true, lapsed: false, table: current, input: checked.value }
}

// ---- the application number ---------------------------------------------------------------------------------

/** `SLA-2026-0000001`: the prefix, the year the premium was received (India) and the year's sequence from 1. */
export const APPLICATION_PREFIX = 'SLA'
export const APPLICATION_DIGITS = 7
const APPLICATION_PATTERN = /^SLA-(\d{4})-(\d{7})$/

export function applicationNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`Not a year: ${year}`)
  if (!Number.isInteger(sequence) || sequence < 1 || sequence >= 10 ** APPLICATION_DIGITS)
    throw new RangeError(`Not a sequence number: ${sequence}`)
  return `${APPLICATION_PREFIX}-${year}-${String(sequence).padStart(APPLICATION_DIGITS, '0')}`
}

export const isApplicationNumber = (value: unknown): value is string =>
  typeof value === 'string' && APPLICATION_PATTERN.test(value) && !value.endsWith('-0000000')

/** The prefix all of a year's numbers share (what the database is asked for the year's highest). */
export const applicationYearPrefix = (year: number) => `${APPLICATION_PREFIX}-${year}-`

/**
 * The number after the year's highest so far (`last`, or null for the year's first): the sequence is fixed-width,
 * so the highest number is also the greatest string. A number of another year or form is not this year's.
 */
export function nextApplicationNumber(last: string | null, year: number): string {
  const match = last ? APPLICATION_PATTERN.exec(last) : null
  const sequence = match && Number(match[1]) === year ? Number(match[2]) : 0
  return applicationNumber(year, sequence + 1)
}

/** The text of the SMS that tells the visitor their application is received (its DLT template's words). */
export const applicationReceivedSms = (input: { number: string; plan: string; amount: string }) =>
  format(FIRST_PREMIUM_TEXTS.sms, input)

// ---- the proposal as submitted, as a PDF ---------------------------------------------------------------------

const labelOf = (list: readonly (readonly [string, string])[], value: string | undefined) =>
  list.find(([key]) => key === value)?.[1] ?? value ?? ''

export interface IProposalDocument {
  applicationNumber: string
  ref: string
  planName: string
  phone: string
  sumAssured: number
  coverUntilAge: number
  ppt: number
  answers: IProposalAnswers
  /** The health questions as they were asked (kept with the proposal), in the document's language. */
  questions: readonly IHealthQuestion[]
  needsReview: boolean
  paid: IFirstPremium
  paidOn: string
  paymentReference: string
}

/** The proposal as the visitor submitted it, with the first premium received: the blocks of its PDF. */
export function proposalDocument(doc: IProposalDocument): TPdfBlock[] {
  const { personal, work, nominee, health } = doc.answers
  const section = (step: keyof typeof PROPOSAL_STEP_NAMES, rows: [string, string][]): TPdfBlock[] => [
    { kind: 'section', text: PROPOSAL_STEP_NAMES[step] },
    ...rows.map(([label, value]): TPdfBlock => ({ kind: 'row', label, value })),
  ]
  return [
    { kind: 'title', text: 'Proposal for life insurance' },
    { kind: 'row', label: 'Application number', value: doc.applicationNumber, bold: true },
    { kind: 'row', label: 'Proposal reference', value: doc.ref.toUpperCase() },
    { kind: 'row', label: 'Plan', value: doc.planName },
    { kind: 'row', label: 'Sum assured', value: formatRupees(doc.sumAssured) },
    { kind: 'row', label: 'Cover till age', value: String(doc.coverUntilAge) },
    {
      kind: 'row',
      label: 'Premium paying',
      value: doc.paid.single ? 'Single pay' : `${doc.paid.mode}, ${doc.ppt} years`,
    },
    { kind: 'row', label: 'Mobile (verified by OTP)', value: maskedMobile(doc.phone) },
    ...section('personal', [
      ['Name', personal?.full_name ?? ''],
      ['E-mail', personal?.email ?? ''],
      ['PAN', personal?.pan ?? ''],
      [
        'Address',
        `${personal?.address ?? ''}, ${personal?.city ?? ''}, ${personal?.state ?? ''} ${personal?.pincode ?? ''}`,
      ],
    ]),
    ...section('work', [
      ['Occupation', labelOf(OCCUPATIONS, work?.occupation)],
      ...(work?.employer ? ([['Employer or business', work.employer]] as [string, string][]) : []),
      ['Yearly income', work ? formatRupees(Number(work.annual_income)) : ''],
    ]),
    ...section('nominee', [
      [
        'Nominee',
        `${nominee?.nominee_name ?? ''} (${labelOf(RELATIONSHIPS, nominee?.nominee_relationship)}), 100 %`,
      ],
      ['Date of birth', nominee?.nominee_dob ?? ''],
      ...(nominee?.appointee_name
        ? ([['Appointee', `${nominee.appointee_name} (${nominee.appointee_relationship ?? ''})`]] as [
            string,
            string,
          ][])
        : []),
    ]),
    ...section('health', [
      ['Height and weight', `${health?.height_cm ?? ''} cm, ${health?.weight_kg ?? ''} kg`],
      ...doc.questions.map((question): [string, string] => [
        question.text,
        health?.[`answer_${question.key}`] === 'yes'
          ? `Yes: ${health[`details_${question.key}`] ?? ''}`
          : 'No',
      ]),
    ]),
    { kind: 'section', text: 'First premium received' },
    { kind: 'row', label: 'Premium', value: formatRupees(doc.paid.premium) },
    { kind: 'row', label: 'GST', value: formatRupees(doc.paid.gst) },
    { kind: 'row', label: 'Amount received', value: formatRupees(doc.paid.total), bold: true },
    { kind: 'row', label: 'Received on', value: doc.paidOn },
    { kind: 'row', label: 'Payment reference', value: doc.paymentReference },
    ...(doc.paid.gstLine ? [{ kind: 'text', text: doc.paid.gstLine, size: 9.5 } as TPdfBlock] : []),
    { kind: 'space' },
    { kind: 'section', text: 'Declaration' },
    { kind: 'text', text: services.proposal.declaration },
    {
      kind: 'text',
      text: doc.needsReview ? FIRST_PREMIUM_TEXTS.reviewNext : FIRST_PREMIUM_TEXTS.next,
      size: 9.5,
    },
  ]
}
