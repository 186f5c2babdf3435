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
  ppt_min: number
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
  maturity_benefit: TMaturityBenefit
  rates: IRateRow[]
}

/** The quote form's fields, as the browser sends them (strings, as typed). */
export const QUOTE_FIELDS = [
  'dob',
  'gender',
  'smoker',
  'income',
  'sum_assured',
  'policy_term',
  'ppt',
  'mode',
] as const
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
  ppt: number
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

/** The premium of a quote, in whole rupees. */
export interface IQuotePremium {
  /** The table's rate used (₹ per ₹1,000 a year). */
  rate: number
  /** The yearly premium before GST, after the gender, smoker and limited-pay factors. */
  yearly: number
  /** Per instalment of each mode, first year and later years (GST may differ). */
  instalments: Record<TPayMode, { firstYear: IInstalment; renewal: IInstalment }>
  /** The GST rates applied to the instalments. */
  gst: IQuoteGst
  /** The yearly premium times the premium paying term, before GST. */
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
