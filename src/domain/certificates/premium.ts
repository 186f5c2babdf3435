/**
 * The premium paid certificate (spec 2.1 `premium-paid-certificate`): the premiums a policy received in one
 * financial year, with the income-tax sections that apply, as PDF blocks. Framework-free: the route gives it the
 * verified policy.
 */
import { formatIndianNumber } from '../format'
import { formatDay } from '../nav-history'
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

const rupees = (amount: number) => `₹${formatIndianNumber(amount)}`

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

export interface ICertificate {
  number: string
  year: string
  payments: { paidOn: string; amount: number }[]
  total: number
  /** The part of the year's premiums that counts for section 80C (or 80CCC for pension plans). */
  eligible: number
  section: '80C' | '80CCC'
}

/** The year's figures, or null when the policy received nothing that year. */
export function premiumCertificate(policy: ICertificatePolicy, year: string): ICertificate | null {
  const payments = policy.premiumsPaid
    .filter((paid) => paid.financialYear === year)
    .map(({ paidOn, amount }) => ({ paidOn, amount }))
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn))
  if (!payments.length) return null
  const total = payments.reduce((sum, paid) => sum + paid.amount, 0)
  // Section 80C counts a year's premium only up to 10 % of the sum assured (policies issued from 1 April 2012).
  const eligible = Math.min(total, Math.round(policy.sumAssured * 0.1))
  return {
    number: `PPC-${policy.policyNumber}-${year.replace('-', '')}`,
    year,
    payments,
    total,
    eligible,
    section: policy.productKind === 'pension' ? '80CCC' : '80C',
  }
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
    { kind: 'columns', cells: ['Date received', 'Premium'], widths: [0.4, 0.6], bold: true },
    ...certificate.payments.map((paid): TPdfBlock => ({
      kind: 'columns',
      cells: [formatDay(paid.paidOn), rupees(paid.amount)],
      widths: [0.4, 0.6],
    })),
    { kind: 'rule' },
    {
      kind: 'columns',
      cells: ['Total premium paid', rupees(certificate.total)],
      widths: [0.4, 0.6],
      bold: true,
    },
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
        : 'Section 10(10D): the sum received on death is exempt. The maturity amount is exempt when the yearly premium did not exceed 10% of the sum assured and, for policies issued from 1 April 2023, the yearly premiums of all such policies did not exceed ₹5,00,000 (₹2,50,000 for unit-linked policies issued from 1 February 2021).',
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
