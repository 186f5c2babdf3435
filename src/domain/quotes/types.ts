/**
 * The quote journey's shapes: a plan's premium rate table as editors keep it in the CMS (Products → Premium rate
 * tables), what a visitor enters, and the premium worked out from the table.
 */
import type { TGstTreatment } from '../tax/gst'

export const GENDERS = ['male', 'female'] as const
export type TGender = (typeof GENDERS)[number]

export const PAY_MODES = ['yearly', 'half-yearly', 'monthly'] as const
export type TPayMode = (typeof PAY_MODES)[number]

/** What is paid at the end of the policy term when the life insured is alive. */
export const MATURITY_BENEFITS = ['none', 'return-of-premium', 'sum-assured'] as const
export type TMaturityBenefit = (typeof MATURITY_BENEFITS)[number]

/**
 * One row of a rate table: the yearly premium in rupees per ₹1,000 of sum assured, for a man who does not smoke and
 * pays for the whole policy term, at an entry age from `age_from` to `age_to` and a policy term from `term_from` to
 * `term_to` years (both ends included).
 */
export interface IRateRow {
  age_from: number
  age_to: number
  term_from: number
  term_to: number
  rate: number
}

/**
 * A plan's rate table with its rules, as stored in the CMS (field names are the collection's). GST is not the
 * table's: it comes from the dated rules of `domain/tax` by the plan's type code and cover, on the day of the quote.
 */
export interface IQuoteTable {
  /** The plan page's path, e.g. /life-insurance/sahyog-smart-term. */
  planPath: string
  planName: string
  /** IRDAI UIN of the plan (the lead's PlanID). */
  uin: string
  /** P1, P2 or P3 (the lead's ProductType). */
  productType: string
  entry_age_min: number
  entry_age_max: number
  term_min: number
  term_max: number
  /** The oldest age cover may run to: a term is chosen as "cover till age" up to this (the plan's maturity age). */
  cover_till_age_max: number
  /** Whether one premium at the start may be chosen. */
  single_pay: boolean
  /** Whether premiums may be paid for the whole policy term. */
  regular_pay: boolean
  /** The limited paying terms offered, in years (5, 10, 15), each shorter than the chosen policy term. */
  limited_pay_years: number[]
  sum_assured_min: number
  sum_assured_max: number
  /** The sum assured may be at most this many times the yearly income. */
  income_multiple: number
  income_min: number
  /** Percent off the rate for a woman. */
  female_discount_pct: number
  /** Percent added to the rate for a smoker. */
  smoker_loading_pct: number
  /** Percent off a limited-pay premium (paying for fewer years than the policy term). */
  limited_pay_discount_pct: number
  /** Percent off the whole term's premiums when they are paid at once (single pay). */
  single_pay_discount_pct: number
  maturity_benefit: TMaturityBenefit
  rates: IRateRow[]
  /** The riders the plan offers online, each priced beside the base premium. */
  riders: IRiderRate[]
  /** How the death benefit may be paid, each with its premium as a percentage of the lump-sum premium. */
  payout_options: IPayoutRate[]
}

/** The riders a plan may offer. */
export const RIDERS = ['critical-illness', 'accidental-death', 'waiver-of-premium'] as const
export type TRider = (typeof RIDERS)[number]

export const RIDER_LABELS: Record<TRider, string> = {
  'critical-illness': 'Critical illness',
  'accidental-death': 'Accidental death',
  'waiver-of-premium': 'Waiver of premium',
}

/**
 * A rider's price. Critical illness and accidental death: `rate` is ₹ a year per ₹1,000 of the rider's cover, which
 * is the sum assured up to `cover_max`. Waiver of premium: `rate` is a percentage of the base premium.
 */
export interface IRiderRate {
  kind: TRider
  rate: number
  cover_max: number | null
}

/** How the sum assured is paid on death. */
export const PAYOUTS = ['lump-sum', 'monthly-income', 'lump-sum-and-income'] as const
export type TPayout = (typeof PAYOUTS)[number]

export const PAYOUT_LABELS: Record<TPayout, string> = {
  'lump-sum': 'Lump sum',
  'monthly-income': 'Monthly income for 10 years',
  'lump-sum-and-income': 'Half lump sum, half monthly income',
}

export interface IPayoutRate {
  kind: TPayout
  /** The premium with this payout as a percentage of the lump-sum premium, e.g. 88. */
  premium_pct: number
}

/** How premiums are paid: once, every year of the term, or for a limited number of years ('10'). */
export type TPayOption = 'single' | 'regular' | `${number}`

/** The quote form's fields, as the browser sends them (strings, as typed). */
export const QUOTE_FIELDS = [
  'dob',
  'gender',
  'smoker',
  'income',
  'sum_assured',
  'cover_till_age',
  'pay',
  'payout',
  'rider_ci',
  'rider_ad',
  'rider_wop',
  'mode',
] as const

/** The form's tick of each rider. */
export const RIDER_FIELDS: Record<TRider, TQuoteField> = {
  'critical-illness': 'rider_ci',
  'accidental-death': 'rider_ad',
  'waiver-of-premium': 'rider_wop',
}
export type TQuoteField = (typeof QUOTE_FIELDS)[number]
export type TQuoteForm = Record<TQuoteField, string>

/** A checked quote request. */
export interface IQuoteInput {
  /** Date of birth, YYYY-MM-DD. */
  dob: string
  /** Age last birthday on the day of the quote (India time). */
  age: number
  gender: TGender
  smoker: boolean
  income: number
  sum_assured: number
  policy_term: number
  /** Years of premiums: 1 for single pay, the policy term for regular pay. */
  ppt: number
  /** How premiums are paid (single pay is paid once: its mode is yearly). */
  pay: TPayOption
  /** How the sum assured is paid on death. */
  payout: TPayout
  /** The riders chosen. */
  riders: TRider[]
  mode: TPayMode
}

export type TQuoteErrors = Partial<Record<TQuoteField, string>>
export type TQuoteCheck = { ok: true; value: IQuoteInput } | { ok: false; errors: TQuoteErrors }

/**
 * The GST a quote carries: the rates in force on the day it was given, for the plan's kind of cover (domain/tax).
 * `treatment` says why a rate is 0 (exempt, or levied on the plan's charges).
 */
export interface IQuoteGst {
  /** The day the rates were read, YYYY-MM-DD (India): the day of the quote. */
  on: string
  /** Percent of the first year's premiums: 18, 4.5 or 0. */
  firstYearPct: number
  /** Percent of later premiums: 18, 2.25 or 0. */
  renewalPct: number
  treatment: TGstTreatment
  /** The first day of the rule applied (for an exemption, the day it began). */
  from: string
}

/** One instalment: the premium, its GST and the two together, in whole rupees. */
export interface IInstalment {
  premium: number
  gst: number
  total: number
}

/** A rider's premium in a quote: offered, priced, and whether the visitor chose it. */
export interface IRiderPremium {
  kind: TRider
  /** The rider's cover in rupees (0 for waiver of premium, which pays future premiums). */
  cover: number
  /** Its yearly premium (for single pay, the one premium) before GST. */
  premium: number
  chosen: boolean
}

/** The base premium with each payout option, so each can be shown beside the others. */
export interface IPayoutPremium {
  kind: TPayout
  premium: number
  chosen: boolean
}

/** The premium of a quote, in whole rupees. */
export interface IQuotePremium {
  /** The table's rate used (₹ per ₹1,000 a year). */
  rate: number
  /** The base premium before GST with the chosen payout (for single pay, the one premium). */
  base?: number
  /** Each payout option's base premium (none on tables without payout options). */
  payouts?: IPayoutPremium[]
  /** Each rider the plan offers, priced for this quote. */
  riders?: IRiderPremium[]
  /** The yearly premium before GST: the base premium plus the chosen riders (for single pay, the one premium). */
  yearly: number
  /** Per instalment of each mode, first year and later years (GST may differ). */
  instalments: Record<TPayMode, { firstYear: IInstalment; renewal: IInstalment }>
  /** The GST rates applied to the instalments. */
  gst: IQuoteGst
  /** The yearly premium times the premium paying term, before GST (riders included). */
  totalPremiums: number
  /** The age at which cover ends (entry age plus policy term). */
  coverUntilAge: number
  /** What is paid on survival to the end of the term (0 for none). */
  maturityAmount: number
}

/** How each mode is named on the page and in the PDF. */
export const PAY_MODE_LABELS: Record<TPayMode, string> = {
  yearly: 'Yearly',
  'half-yearly': 'Half-yearly',
  monthly: 'Monthly',
}

export const GENDER_LABELS: Record<TGender, string> = { male: 'Male', female: 'Female' }

/** A quote as it was given to a visitor: what the PDF is made from. */
export interface ISavedQuote {
  /** The quote's reference, quoted back when the visitor calls or buys. */
  ref: string
  createdAt: Date
  /** The visitor's name. */
  name: string
  table: IQuoteTable
  input: IQuoteInput
  premium: IQuotePremium
}
