/**
 * What the site knows of a policy, whichever system answers (the local demo tables or the core policy system).
 * Dates are Indian calendar dates `YYYY-MM-DD`; amounts are rupees.
 */
export const PREMIUM_FREQUENCIES = ['yearly', 'half-yearly', 'quarterly', 'monthly', 'single'] as const
export type TPremiumFrequency = (typeof PREMIUM_FREQUENCIES)[number]

export const POLICY_STATUSES = ['in-force', 'lapsed', 'paid-up', 'matured', 'surrendered'] as const
export type TPolicyStatus = (typeof POLICY_STATUSES)[number]

export const PRODUCT_KINDS = ['term', 'savings', 'ulip', 'pension'] as const
export type TProductKind = (typeof PRODUCT_KINDS)[number]

export const MANDATE_METHODS = ['enach', 'upi'] as const
export type TMandateMethod = (typeof MANDATE_METHODS)[number]

export const ACCOUNT_TYPES = ['savings', 'current'] as const
export type TAccountType = (typeof ACCOUNT_TYPES)[number]

export const MANDATE_STATUSES = [
  'received',
  'pending',
  'active',
  'failed',
  'cancel-requested',
  'cancelled',
] as const
export type TMandateStatus = (typeof MANDATE_STATUSES)[number]

export interface IFundHolding {
  fundCode: string
  fundName: string
  units: number
}

export interface IBonus {
  financialYear: string
  kind: string
  amount: number
}

export interface IPremiumPaid {
  /** '2024-25' */
  financialYear: string
  amount: number
  paidOn: string
}

export interface IPolicy {
  policyNumber: string
  applicationNumber: string | null
  holderName: string
  dateOfBirth: string
  pan: string | null
  /** The registered mobile: 10 digits. Never shown unmasked, never sent to a browser. */
  mobile: string
  productName: string
  productKind: TProductKind
  sumAssured: number
  premium: number
  frequency: TPremiumFrequency
  commencementDate: string
  nextDueDate: string | null
  status: TPolicyStatus
  funds: IFundHolding[]
  bonuses: IBonus[]
  premiumsPaid: IPremiumPaid[]
}

/** A NACH or UPI autopay mandate registered for a policy. */
export interface IMandate {
  policyNumber: string
  method: TMandateMethod
  umrn: string | null
  status: TMandateStatus
  accountHolderName: string | null
  /** Masked: the last 4 digits only. */
  accountNumberMasked: string | null
  bankName: string | null
  branchName: string | null
  micr: string | null
  ifsc: string | null
  accountType: TAccountType | null
  upiId: string | null
  amount: number
  effectiveFrom: string
  effectiveTo: string | null
  debitDay: number | null
  providerReference: string | null
}

/** What a verified visitor sees of their policy. */
export interface IPolicySummary {
  policyNumber: string
  holderName: string
  maskedMobile: string
  productName: string
  productKind: TProductKind
  status: TPolicyStatus
  sumAssured: number
  premium: number
  frequency: TPremiumFrequency
  nextDueDate: string | null
}

export const FREQUENCY_LABELS: Record<TPremiumFrequency, string> = {
  yearly: 'Yearly',
  'half-yearly': 'Half-yearly',
  quarterly: 'Quarterly',
  monthly: 'Monthly',
  single: 'Single premium',
}

export const STATUS_LABELS: Record<TPolicyStatus, string> = {
  'in-force': 'In force',
  lapsed: 'Lapsed',
  'paid-up': 'Paid-up',
  matured: 'Matured',
  surrendered: 'Surrendered',
}

/** Policy numbers in logs keep only their last 4 characters: `**********1234`. */
export const maskPolicyNumber = (value: string) =>
  `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`

/** Account numbers are shown as `XXXXXX1234`. */
export const maskAccountNumber = (value: string) =>
  value.length <= 4 ? value : `${'X'.repeat(Math.min(8, value.length - 4))}${value.slice(-4)}`
