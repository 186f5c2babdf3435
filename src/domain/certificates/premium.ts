/**
 * The premium paid certificate (spec 2.1 `premium-paid-certificate`): the premiums a policy received in one
 * financial year, the GST charged on each by the dated rules (domain/tax) for the day it was received, and the
 * income-tax sections that apply, as PDF blocks. Framework-free: the route gives it the verified policy.
 */
import { formatAmount } from '../format'
import { formatDay } from '../nav-history'
import {
  GST_TEXTS,
  gstAmount,
  gstNote,
  gstRate,
  gstSubjectOfPolicy,
  premiumYear,
  type IGstRate,
} from '../tax/gst'
import { type ICompany, letterhead } from './letterhead'
import type { TPdfBlock } from './document'
import services from '../i18n/en/services.json' with { type: 'json' }

export interface ICertificatePolicy {
  policyNumber: string
  holderName: string
  pan: string | null
  productName: string
  productKind: string
  sumAssured: number
  commencementDate: string
  premiumsPaid: { financialYear: string; amount: number; paidOn: string }[]
}

export const CERTIFICATE_MESSAGES = services.certificates

/** Spec: the overall yearly limit of deductions under sections 80C, 80CCC and 80CCD(1). */
export const SECTION_80C_LIMIT = 150_000

/** ₹24,000; ₹337.50 (paise only when there are some). */
const rupees = formatAmount

const toPaise = (rupees: number) => Math.round(rupees * 100)

/** The financial years with at least one premium received, newest first. */
export const certificateYears = (policy: Pick<ICertificatePolicy, 'premiumsPaid'>) =>
  [...new Set(policy.premiumsPaid.map((paid) => paid.financialYear))].sort().reverse()

/** PAN with only its last five characters shown (the holder recognises it; a lost file does not expose it). */
export const maskPan = (pan: string | null) => (pan ? `XXXXX${pan.slice(-5)}` : 'Not on record')

/** The first and last day of a financial year '2024-25'. */
export function financialYearSpan(year: string): { from: string; to: string } {
  const start = Number(year.slice(0, 4))
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` }
}

/** One premium received: the premium (as the policy system states it, before tax), its GST, and the two. */
export interface ICertificatePayment {
  paidOn: string
  premium: number
  gst: number
  /** Premium and GST: what was paid. */
  paid: number
  /** The GST rule that applied on the day it was received. */
  rate: IGstRate
}

export interface ICertificate {
  number: string
  year: string
  payments: ICertificatePayment[]
  /** The year's premiums, before GST. */
  total: number
  /** The GST charged on them. */
  gst: number
  /** Premiums and GST together. */
  paid: number
  /** The part of the year's premiums that counts for section 80C (or 80CCC for pension plans). */
  eligible: number
  section: '80C' | '80CCC'
}

/**
 * The year's figures, or null when the policy received nothing that year. Each premium's GST is the rule's for the
 * day it was received (the first policy year's rate before the policy's first anniversary), worked out in paise:
 * 18 % on a term premium and 4.5 % / 2.25 % on a savings premium up to 21 Sep 2025, none from 22 Sep 2025.
 */
export function premiumCertificate(policy: ICertificatePolicy, year: string): ICertificate | null {
  const subject = gstSubjectOfPolicy(policy.productKind)
  const payments = policy.premiumsPaid
    .filter((paid) => paid.financialYear === year)
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn))
    .map(({ paidOn, amount }): ICertificatePayment => {
      const rate = gstRate(subject, premiumYear(policy.commencementDate, paidOn), paidOn)
      const premium = toPaise(amount)
      const gst = gstAmount(premium, rate)
      return { paidOn, premium: premium / 100, gst: gst / 100, paid: (premium + gst) / 100, rate }
    })
  if (!payments.length) return null
  const sum = (pick: (payment: ICertificatePayment) => number) =>
    payments.reduce((total, payment) => total + toPaise(pick(payment)), 0) / 100
  const total = sum((payment) => payment.premium)
  // Section 80C counts a year's premium only up to 10 % of the sum assured (policies issued from 1 Apr 2012).
  const eligible = Math.min(total, Math.round(policy.sumAssured * 0.1))
  return {
    number: `PPC-${policy.policyNumber}-${year.replace('-', '')}`,
    year,
    payments,
    total,
    gst: sum((payment) => payment.gst),
    paid: sum((payment) => payment.paid),
    eligible,
    section: policy.productKind === 'pension' ? '80CCC' : '80C',
  }
}

/**
 * The premiums' table: date and premium, and when any GST was charged in the year, the GST and what was paid (an
 * exempt premium's GST said as 'Exempt', never ₹0); then, if a premium was exempt, the sentence that says why.
 */
function paymentBlocks(certificate: ICertificate): TPdfBlock[] {
  const widths = certificate.gst > 0 ? [0.28, 0.24, 0.24, 0.24] : [0.4, 0.6]
  const row = (cells: string[], bold = false): TPdfBlock => ({ kind: 'columns', cells, widths, bold })
  const gstCell = (payment: ICertificatePayment) =>
    payment.gst > 0 ? rupees(payment.gst) : payment.rate.treatment === 'exempt' ? GST_TEXTS.exemptCell : '–'
  const blocks: TPdfBlock[] =
    certificate.gst > 0
      ? [
          row(['Date received', 'Premium', GST_TEXTS.column, 'Amount paid'], true),
          ...certificate.payments.map((paid) =>
            row([formatDay(paid.paidOn), rupees(paid.premium), gstCell(paid), rupees(paid.paid)]),
          ),
          { kind: 'rule' },
          row(['Total', rupees(certificate.total), rupees(certificate.gst), rupees(certificate.paid)], true),
        ]
      : [
          row(['Date received', 'Premium'], true),
          ...certificate.payments.map((paid) => row([formatDay(paid.paidOn), rupees(paid.premium)])),
          { kind: 'rule' },
          row(['Total premium paid', rupees(certificate.total)], true),
        ]
  const exempt = certificate.payments.find((paid) => paid.rate.treatment === 'exempt')
  const note = exempt ? gstNote(exempt.rate) : null
  return note ? [...blocks, { kind: 'space', height: 4 }, { kind: 'text', text: note, size: 9.5 }] : blocks
}

/** The certificate as PDF blocks. `issuedOn` is the day it is generated (YYYY-MM-DD). */
export function certificateBlocks(
  policy: ICertificatePolicy,
  certificate: ICertificate,
  issuedOn: string,
  company: ICompany,
): TPdfBlock[] {
  const span = financialYearSpan(certificate.year)
  const pension = certificate.section === '80CCC'
  return [
    ...letterhead('Premium Paid Certificate', company),
    {
      kind: 'text',
      text: `Financial year ${certificate.year} (${formatDay(span.from)} to ${formatDay(span.to)})`,
      bold: true,
    },
    { kind: 'rule' },
    { kind: 'row', label: 'Certificate number', value: certificate.number },
    { kind: 'row', label: 'Issued on', value: formatDay(issuedOn) },
    { kind: 'row', label: 'Policy number', value: policy.policyNumber, bold: true },
    { kind: 'row', label: 'Policyholder', value: policy.holderName },
    { kind: 'row', label: 'PAN', value: maskPan(policy.pan) },
    { kind: 'row', label: 'Plan', value: policy.productName },
    { kind: 'row', label: 'Sum assured', value: rupees(policy.sumAssured) },
    { kind: 'row', label: 'Date of commencement', value: formatDay(policy.commencementDate) },
    { kind: 'space', height: 8 },
    { kind: 'heading', text: 'Premiums received in the financial year' },
    ...paymentBlocks(certificate),
    { kind: 'space', height: 8 },
    { kind: 'heading', text: 'Income-tax' },
    {
      kind: 'text',
      text: pension
        ? `Section 80CCC: premiums for a pension plan qualify for deduction. Amount that qualifies this year: ${rupees(certificate.eligible)}, within the overall limit of ${rupees(SECTION_80C_LIMIT)} a year for sections 80C, 80CCC and 80CCD(1) together.`
        : `Section 80C: life insurance premiums qualify for deduction up to 10% of the sum assured. Amount that qualifies this year: ${rupees(certificate.eligible)}, within the overall limit of ${rupees(SECTION_80C_LIMIT)} a year for sections 80C, 80CCC and 80CCD(1) together.`,
    },
    { kind: 'space', height: 4 },
    {
      kind: 'text',
      text: 'Section 80D: applies only to the premium for health riders (such as critical illness or hospital cash). No health rider premium is included in the amounts above.',
    },
    { kind: 'space', height: 4 },
    {
      kind: 'text',
      text: pension
        ? 'Section 10(10A): a part of the pension commuted may be exempt; annuity instalments are taxed as income.'
        : 'Section 10(10D): the sum received on death is exempt. The maturity amount is exempt when the yearly premium did not exceed 10% of the sum assured and, for policies issued from 1 Apr 2023, the yearly premiums of all such policies did not exceed ₹5,00,000 (₹2,50,000 for unit-linked policies issued from 1 Feb 2021).',
    },
    { kind: 'space', height: 4 },
    {
      kind: 'text',
      text: 'These deductions are available under the old tax regime; the new tax regime (section 115BAC) does not allow them. Tax benefits are subject to the law in force; please consult your tax adviser.',
      size: 9,
    },
    { kind: 'space', height: 12 },
    {
      kind: 'text',
      text: 'This is a computer-generated certificate and does not need a signature.',
      size: 9,
    },
  ]
}
