/**
 * Renewal premium payments (spec 2.1 `renewal-payment`, spec 9 cash limit): which premiums of a policy are payable
 * online today, their amount with the GST of the dated rules (domain/tax) for the day each falls due, the grace
 * period, the payment's states and the receipt. Framework-free: the server gives it the policy and today's Indian
 * date; amounts are stored and compared in whole paise (integers), never in floating-point rupees.
 */
import { formatAmount } from '../format'
import { formatDay } from '../nav-history'
import { type ICompany, letterhead } from '../certificates/letterhead'
import type { TPdfBlock } from '../certificates/document'
import { FREQUENCY_LABELS, type TPolicyStatus, type TPremiumFrequency } from '../policy/types'
import {
  GST_TEXTS,
  gstAmount,
  gstNote,
  gstRate,
  gstSubjectOfPolicy,
  premiumYear,
  type IGstRate,
} from '../tax/gst'
import services from '../i18n/en/services.json' with { type: 'json' }

export const RENEWAL_PAYMENT_PATH = '/renewal-payment'
export const OFFLINE_OPTIONS_PATH = '/renewal-payment-options-offline'

/** Spec 9: cash is accepted at a branch up to this amount (in rupees). */
export const CASH_PREMIUM_LIMIT = 49_999
export const CASH_PREMIUM_LIMIT_TEXT = '₹49,999'

/** A premium may be paid this many days before its due date. */
export const PAY_AHEAD_DAYS = 30
/** IRDAI: 15 days of grace for monthly premiums, 30 days for the other frequencies. */
export const graceDays = (frequency: TPremiumFrequency) => (frequency === 'monthly' ? 15 : 30)

const MONTHS: Record<TPremiumFrequency, number> = {
  monthly: 1,
  quarterly: 3,
  'half-yearly': 6,
  yearly: 12,
  single: 0,
}

export const PAYMENT_STATUSES = ['created', 'pending', 'paid', 'failed'] as const
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const PAYMENT_MESSAGES = services.payments

/** `YYYY-MM-DD` plus whole days (calendar arithmetic in UTC, which has no daylight saving). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** `YYYY-MM-DD` plus whole months, clamped to the month's last day (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d, last))
  return target.toISOString().slice(0, 10)
}

/** Rupees (as the policy system states a premium, at most two decimals) → integer paise. */
export const toPaise = (rupees: number) => Math.round(rupees * 100)

/** 240000 paise → '₹2,400'; 240050 → '₹2,400.50'. */
export const formatPaise = (paise: number): string => formatAmount(paise / 100)

export interface IDuePolicy {
  policyNumber: string
  /** The instalment premium, before tax. */
  premium: number
  frequency: TPremiumFrequency
  nextDueDate: string | null
  status: TPolicyStatus
  /** term, savings, ulip or pension: what its GST is by. */
  productKind: string
  /** The first policy year's premiums were taxed apart from later ones (savings plans, before 22 Sep 2025). */
  commencementDate: string
}

export interface IDueInstalment {
  dueDate: string
  /** The last day it can be paid without the policy lapsing. */
  graceEnds: string
  /** The premium, before tax. */
  premiumPaise: number
  /** The GST on it, by the rule for its due date. */
  gstPaise: number
  /** What is paid: premium and GST. */
  amountPaise: number
}

export type TDueState =
  | {
      kind: 'due'
      instalments: IDueInstalment[]
      totalPaise: number
      /** The GST included in the total. */
      totalGstPaise: number
      /** Why none of it carries GST, when it is exempt: "No GST: …"; null otherwise. */
      gstNote: string | null
      dueKey: string
    }
  | { kind: 'nothing-due'; nextDueDate: string | null }
  | { kind: 'lapsed' }
  | { kind: 'not-payable' }

/**
 * What the visitor can pay today: every instalment from the policy's next due date that falls due within
 * PAY_AHEAD_DAYS, unless already paid (`paidDueDates`, the site's own completed payments the policy system has not
 * caught up with). A policy whose first unpaid instalment is past its grace period has lapsed: it is revived, not
 * renewed. `dueKey` names the first instalment: one payment per policy and due date. Each instalment carries the
 * GST of the rule in force on its due date: 18 % on a term premium due up to 21 Sep 2025, none from 22 Sep 2025.
 */
export function dueState(policy: IDuePolicy, today: string, paidDueDates: readonly string[] = []): TDueState {
  if (policy.status === 'lapsed') return { kind: 'lapsed' }
  if (policy.status !== 'in-force') return { kind: 'not-payable' }
  const step = MONTHS[policy.frequency]
  if (!policy.nextDueDate || step === 0) return { kind: 'nothing-due', nextDueDate: null }
  const paid = new Set(paidDueDates)
  const premiumPaise = toPaise(policy.premium)
  const subject = gstSubjectOfPolicy(policy.productKind)
  const grace = graceDays(policy.frequency)
  const horizon = addDays(today, PAY_AHEAD_DAYS)
  const instalments: IDueInstalment[] = []
  const rates: IGstRate[] = []
  let due = policy.nextDueDate
  // A bounded walk: at most two years of instalments.
  for (let i = 0; i < 24 && due <= horizon; i++, due = addMonths(policy.nextDueDate, step * i)) {
    if (paid.has(due)) continue
    const rate = gstRate(subject, premiumYear(policy.commencementDate, due), due)
    const gstPaise = gstAmount(premiumPaise, rate)
    rates.push(rate)
    instalments.push({
      dueDate: due,
      graceEnds: addDays(due, grace),
      premiumPaise,
      gstPaise,
      amountPaise: premiumPaise + gstPaise,
    })
  }
  if (instalments.length === 0) {
    let next = policy.nextDueDate
    for (let i = 1; paid.has(next) && i <= 24; i++) next = addMonths(policy.nextDueDate, step * i)
    return { kind: 'nothing-due', nextDueDate: next }
  }
  if (instalments[0]!.graceEnds < today) return { kind: 'lapsed' }
  const totalGstPaise = instalments.reduce((sum, instalment) => sum + instalment.gstPaise, 0)
  const exempt = rates.find((rate) => rate.treatment === 'exempt')
  return {
    kind: 'due',
    instalments,
    totalPaise: instalments.reduce((sum, instalment) => sum + instalment.amountPaise, 0),
    totalGstPaise,
    gstNote: exempt ? gstNote(exempt) : null,
    dueKey: `${policy.policyNumber}:${instalments[0]!.dueDate}`,
  }
}

/** Whether the premium due could also be paid in cash at a branch (spec 9). */
export const cashAllowed = (totalPaise: number) => totalPaise <= CASH_PREMIUM_LIMIT * 100

export const frequencyLabel = (frequency: TPremiumFrequency) => FREQUENCY_LABELS[frequency]

/** What a receipt shows. */
export interface IReceipt {
  reference: string
  policyNumber: string
  amountPaise: number
  /** The GST included in the amount (0 when none was charged). */
  gstPaise: number
  dueDates: string[]
  paidAt: string
  gatewayPaymentId: string
  maskedMobile: string | null
}

/** The receipt's date: the Indian calendar day of `paidAt` (an ISO instant). */
export const paidOnDay = (paidAt: string) =>
  new Date(new Date(paidAt).getTime() + 330 * 60_000).toISOString().slice(0, 10)

/**
 * What a receipt says of GST: the premium and the GST in the amount when GST was charged; otherwise, for premiums
 * due from 22 Sep 2025 (every individual life policy's exempt), the plain sentence why, and nothing else.
 */
function receiptGst(receipt: Pick<IReceipt, 'amountPaise' | 'gstPaise' | 'dueDates'>): {
  rows: { label: string; value: string }[]
  note: string | null
} {
  if (receipt.gstPaise > 0)
    return {
      rows: [
        { label: 'Premium', value: formatPaise(receipt.amountPaise - receipt.gstPaise) },
        { label: GST_TEXTS.column, value: formatPaise(receipt.gstPaise) },
      ],
      note: null,
    }
  const first = [...receipt.dueDates].sort()[0]
  // The receipt keeps no plan kind: the exemption covers every individual plan, whichever it is.
  const rate = first ? gstRate({ cover: 'individual', plan: 'protection' }, 'later', first) : null
  return { rows: [], note: rate ? gstNote(rate) : null }
}

/**
 * A row of the receipt: its label and its value. The labels are written here in English, as the translation files
 * have them (`services.documents`), and put into Hindi by text (src/server/pdf/language.ts): the files themselves are
 * not reached from here, so that a browser chunk that uses these rules does not carry every document's words.
 */
export interface IReceiptRow {
  label: string
  value: string
  bold?: boolean
}

/**
 * What the receipt states, on its page and in its PDF alike: its rows (the premium and the GST among them when GST
 * was charged), and the sentence why there is no GST when none was.
 */
export function receiptStatement(receipt: IReceipt): { rows: IReceiptRow[]; gstNote: string | null } {
  const gst = receiptGst(receipt)
  return {
    rows: [
      { label: 'Receipt number', value: receipt.reference, bold: true },
      { label: 'Policy number', value: receipt.policyNumber },
      ...gst.rows,
      { label: 'Amount received', value: formatPaise(receipt.amountPaise), bold: true },
      {
        label: receipt.dueDates.length > 1 ? 'Premiums due on' : 'Premium due on',
        value: receipt.dueDates.map((day) => formatDay(day)).join(', '),
      },
      { label: 'Paid on', value: formatDay(paidOnDay(receipt.paidAt)) },
      { label: 'Payment id', value: receipt.gatewayPaymentId },
    ],
    gstNote: gst.note,
  }
}

export function receiptBlocks(receipt: IReceipt, company: ICompany): TPdfBlock[] {
  const { rows, gstNote } = receiptStatement(receipt)
  return [
    ...letterhead('Premium Receipt', company),
    { kind: 'rule' },
    ...rows.map((row): TPdfBlock => ({ kind: 'row', ...row })),
    ...(receipt.maskedMobile
      ? [{ kind: 'row', label: 'Registered mobile', value: receipt.maskedMobile } as TPdfBlock]
      : []),
    { kind: 'space', height: 8 },
    ...(gstNote
      ? [{ kind: 'text', text: gstNote, size: 9.5 } as const, { kind: 'space', height: 4 } as const]
      : []),
    {
      kind: 'text',
      text: 'This receipt is issued for the renewal premium received online. It is valid without a signature.',
      size: 9,
    },
  ]
}
