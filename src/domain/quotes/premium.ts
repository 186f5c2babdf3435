/**
 * A quote's premium from a plan's rate table, and the check of the quote form. Framework-free: the page, the
 * server route and the PDF all use these.
 *
 * Figures are worked out exactly (see exact.ts) and rounded once each, half up to the whole rupee: the yearly
 * premium, then each instalment from the rounded yearly premium, then each instalment's GST at the rates of the
 * dated rules (domain/tax) in force on the day of the quote.
 */
import { PLAN_LIMITS, PLAN_MESSAGES } from '../calculators/limits'
import { formatRupees } from '../format'
import { ageOn } from './age'
import { gstAmount, gstRate, gstSubjectOfPlan, type IGstSubject } from '../tax/gst'
import { compare, floor, minus, over, plus, roundHalfUp, times } from './exact'
import {
  GENDERS,
  type IInstalment,
  type IQuoteGst,
  type IQuoteInput,
  type IQuotePremium,
  type IQuoteTable,
  type IRateRow,
  PAY_MODES,
  QUOTE_FIELDS,
  type TGender,
  type TPayMode,
  type TQuoteCheck,
  type TQuoteErrors,
  type TQuoteField,
} from './types'
import calculators from '../i18n/en/calculators.json' with { type: 'json' }
import { format } from '../i18n/format'

/** Each mode's instalment as a share of the yearly premium (a half-yearly instalment is 51 %, a monthly 8.75 %). */
export const MODAL_FACTORS: Record<TPayMode, number> = { yearly: 1, 'half-yearly': 0.51, monthly: 0.0875 }

/** How long a quote holds, in days from the day it is given. */
export const QUOTE_VALID_DAYS = 30

/** The first row covering the entry age and the policy term (both ends of each range included). */
export function findRate(table: Pick<IQuoteTable, 'rates'>, age: number, term: number): IRateRow | null {
  return (
    table.rates.find(
      (row) => row.age_from <= age && age <= row.age_to && row.term_from <= term && term <= row.term_to,
    ) ?? null
  )
}

/** 100 − pct and 100 + pct as factors: (100 − 10) / 100 = 0.9. */
const lessPercent = (pct: number) => over(minus(100, pct), 100)
const morePercent = (pct: number) => over(plus(100, pct), 100)

function instalment(premium: number, gstPct: number): IInstalment {
  const gst = gstAmount(premium, { pct: gstPct })
  return { premium, gst, total: premium + gst }
}

/** The plan's kind of cover for GST: its type code (P1, P2, P3), and a group plan by its address. */
export const quoteGstSubject = (table: Pick<IQuoteTable, 'planPath' | 'productType'>): IGstSubject =>
  gstSubjectOfPlan({
    typeCode: table.productType,
    group: table.planPath.startsWith('/group-life-insurance/'),
  })

/**
 * The GST rates of a quote given on `on` (YYYY-MM-DD, India): the rules in force that day, for the first year's
 * premiums and for later ones. A quote shows the rates of its own day; the rate in force when a premium falls due
 * is the one charged.
 */
export function quoteGst(table: Pick<IQuoteTable, 'planPath' | 'productType'>, on: string): IQuoteGst {
  const subject = quoteGstSubject(table)
  const first = gstRate(subject, 'first', on)
  const later = gstRate(subject, 'later', on)
  return { on, firstYearPct: first.pct, renewalPct: later.pct, treatment: first.treatment, from: first.from }
}

/** Each mode's instalments, first year and later, with the GST of `gst`. */
function withGst(premiums: Record<TPayMode, number>, gst: IQuoteGst): IQuotePremium['instalments'] {
  return Object.fromEntries(
    PAY_MODES.map((mode) => [
      mode,
      {
        firstYear: instalment(premiums[mode], gst.firstYearPct),
        renewal: instalment(premiums[mode], gst.renewalPct),
      },
    ]),
  ) as IQuotePremium['instalments']
}

/**
 * A saved quote's premium with the GST of the day it was given (`on`), from the rules: the premiums as saved, the
 * GST worked out again. A quote saved while the rate tables carried their own GST percentages showed 18 % after
 * the exemption of 22 Sep 2025; read through this it shows the tax that was in force.
 */
export function withGstOn(
  table: Pick<IQuoteTable, 'planPath' | 'productType'>,
  premium: Omit<IQuotePremium, 'gst'>,
  on: string,
): IQuotePremium {
  const gst = quoteGst(table, on)
  const premiums = Object.fromEntries(
    PAY_MODES.map((mode) => [mode, premium.instalments[mode].firstYear.premium]),
  ) as Record<TPayMode, number>
  return { ...premium, instalments: withGst(premiums, gst), gst }
}

/**
 * The premium for a checked request quoted on `on` (YYYY-MM-DD, India), or null when the table has no rate for its
 * age and term. The rate is per ₹1,000 of sum assured a year; a woman's is less the female discount, a smoker's plus
 * the smoker loading, and a limited-pay premium (fewer paying years than policy years) carries the whole term's
 * premiums over the paying years, less the limited-pay discount. GST is that of the rules in force on `on`.
 */
export function quotePremium(table: IQuoteTable, input: IQuoteInput, on: string): IQuotePremium | null {
  const row = findRate(table, input.age, input.policy_term)
  if (!row) return null
  let exact = times(over(input.sum_assured, 1000), row.rate)
  if (input.gender === 'female') exact = times(exact, lessPercent(table.female_discount_pct))
  if (input.smoker) exact = times(exact, morePercent(table.smoker_loading_pct))
  if (input.ppt < input.policy_term)
    exact = times(exact, over(input.policy_term, input.ppt), lessPercent(table.limited_pay_discount_pct))
  const yearly = roundHalfUp(exact)
  const premiums = Object.fromEntries(
    PAY_MODES.map((mode) => [mode, roundHalfUp(times(yearly, MODAL_FACTORS[mode]))]),
  ) as Record<TPayMode, number>
  const gst = quoteGst(table, on)
  const totalPremiums = yearly * input.ppt
  return {
    rate: row.rate,
    yearly,
    instalments: withGst(premiums, gst),
    gst,
    totalPremiums,
    coverUntilAge: input.age + input.policy_term,
    maturityAmount:
      table.maturity_benefit === 'return-of-premium'
        ? totalPremiums
        : table.maturity_benefit === 'sum-assured'
          ? input.sum_assured
          : 0,
  }
}

const texts = calculators.quote

/** Every message the quote form can show, keyed by what went wrong; those with figures are functions. */
export const QUOTE_MESSAGES = {
  dobEmpty: texts.dobEmpty,
  dobInvalid: texts.dobInvalid,
  /** The same words as PLAN_MESSAGES.entryAge, with the table's own ages. */
  entryAge: (min: number, max: number) => format(texts.entryAge, { min, max }),
  gender: texts.gender,
  smoker: texts.smoker,
  incomeEmpty: texts.incomeEmpty,
  incomeFigures: texts.incomeFigures,
  incomeMin: (min: number) => format(texts.incomeMin, { min: formatRupees(min) }),
  sumAssuredEmpty: texts.sumAssuredEmpty,
  sumAssuredFigures: texts.sumAssuredFigures,
  sumAssuredMultiple: texts.sumAssuredMultiple,
  /** For ₹2,00,000 the same words as PLAN_MESSAGES.minSumAssured. */
  sumAssuredMin: (min: number) => format(texts.sumAssuredMin, { min: formatRupees(min) }),
  sumAssuredMax: (max: number) => format(texts.sumAssuredMax, { max: formatRupees(max) }),
  sumAssuredIncome: (income: number, most: number) =>
    format(texts.sumAssuredIncome, { income: formatRupees(income), most: formatRupees(most) }),
  policyTerm: (min: number, max: number) => format(texts.policyTerm, { min, max }),
  noRate: texts.noRate,
  pptNumber: texts.pptNumber,
  /** For 6 years the same words as PLAN_MESSAGES.minPremiumPayingTerm. */
  pptMin: (years: number) => format(texts.pptMin, { years }),
  pptAbovePolicyTerm: PLAN_MESSAGES.pptAbovePolicyTerm,
  /** Spec 5's exact words. */
  pptPlusAge: PLAN_MESSAGES.pptPlusAge,
  mode: texts.mode,
}

/** A field's text as sent: trimmed, '' for anything that is not a string. */
function readForm(form: unknown): Record<TQuoteField, string> {
  const source = typeof form === 'object' && form !== null && !Array.isArray(form) ? form : {}
  const values = {} as Record<TQuoteField, string>
  for (const field of QUOTE_FIELDS) {
    const value = (source as Record<string, unknown>)[field]
    values[field] = typeof value === 'string' ? value.trim() : ''
  }
  return values
}

/** Whole rupees as typed: digits, with any commas ('12,00,000') ignored. Null for anything else. */
function rupees(text: string): number | null {
  const digits = text.replace(/,/g, '')
  if (!/^\d+$/.test(digits)) return null
  const value = Number(digits)
  return Number.isSafeInteger(value) ? value : null
}

/** A whole number of years: digits only. */
function years(text: string): number | null {
  if (!/^\d{1,3}$/.test(text)) return null
  return Number(text)
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

/**
 * Checks the quote form against the plan's table on `today` (YYYY-MM-DD, India). Each field is checked and keeps
 * its first error; checks that need another field (the rate for the age and term, the premium paying term against
 * the policy term and the age) run only when that field passed its own checks.
 */
export function validateQuote(table: IQuoteTable, form: unknown, today: string): TQuoteCheck {
  const values = readForm(form)
  const errors: TQuoteErrors = {}
  const fail = (field: TQuoteField, message: string) => {
    errors[field] ??= message
  }

  // Date of birth, and the age at entry.
  let age: number | null = null
  if (!values.dob) fail('dob', QUOTE_MESSAGES.dobEmpty)
  else {
    const completed = ageOn(values.dob, today)
    if (completed === null) fail('dob', QUOTE_MESSAGES.dobInvalid)
    else if (completed < table.entry_age_min || completed > table.entry_age_max)
      fail('dob', QUOTE_MESSAGES.entryAge(table.entry_age_min, table.entry_age_max))
    else age = completed
  }

  const gender = values.gender
  if (!isOneOf<TGender>(GENDERS, gender)) fail('gender', QUOTE_MESSAGES.gender)
  if (values.smoker !== 'yes' && values.smoker !== 'no') fail('smoker', QUOTE_MESSAGES.smoker)

  let income: number | null = null
  if (!values.income) fail('income', QUOTE_MESSAGES.incomeEmpty)
  else {
    const amount = rupees(values.income)
    if (amount === null) fail('income', QUOTE_MESSAGES.incomeFigures)
    else if (amount < table.income_min) fail('income', QUOTE_MESSAGES.incomeMin(table.income_min))
    else income = amount
  }

  const sumAssured = values.sum_assured ? rupees(values.sum_assured) : null
  if (!values.sum_assured) fail('sum_assured', QUOTE_MESSAGES.sumAssuredEmpty)
  else if (sumAssured === null) fail('sum_assured', QUOTE_MESSAGES.sumAssuredFigures)
  else if (sumAssured % 1000 !== 0) fail('sum_assured', QUOTE_MESSAGES.sumAssuredMultiple)
  else if (sumAssured < table.sum_assured_min)
    fail('sum_assured', QUOTE_MESSAGES.sumAssuredMin(table.sum_assured_min))
  else if (sumAssured > table.sum_assured_max)
    fail('sum_assured', QUOTE_MESSAGES.sumAssuredMax(table.sum_assured_max))
  else if (income !== null && compare(sumAssured, times(income, table.income_multiple)) > 0)
    fail('sum_assured', QUOTE_MESSAGES.sumAssuredIncome(income, floor(times(income, table.income_multiple))))

  let term: number | null = null
  const termValue = years(values.policy_term)
  if (termValue === null || termValue < table.term_min || termValue > table.term_max)
    fail('policy_term', QUOTE_MESSAGES.policyTerm(table.term_min, table.term_max))
  else {
    term = termValue
    if (age !== null && !findRate(table, age, term)) fail('policy_term', QUOTE_MESSAGES.noRate)
  }

  const ppt = years(values.ppt)
  if (ppt === null) fail('ppt', QUOTE_MESSAGES.pptNumber)
  else if (ppt < table.ppt_min) fail('ppt', QUOTE_MESSAGES.pptMin(table.ppt_min))
  else if (term !== null && ppt > term) fail('ppt', QUOTE_MESSAGES.pptAbovePolicyTerm)
  else if (age !== null && age + ppt > PLAN_LIMITS.maxPptPlusAge) fail('ppt', QUOTE_MESSAGES.pptPlusAge)

  const mode = values.mode
  if (!isOneOf<TPayMode>(PAY_MODES, mode)) fail('mode', QUOTE_MESSAGES.mode)

  if (
    Object.keys(errors).length > 0 ||
    age === null ||
    income === null ||
    sumAssured === null ||
    term === null ||
    ppt === null ||
    !isOneOf<TGender>(GENDERS, gender) ||
    !isOneOf<TPayMode>(PAY_MODES, mode)
  )
    return { ok: false, errors }
  const value: IQuoteInput = {
    dob: values.dob,
    age,
    gender,
    smoker: values.smoker === 'yes',
    income,
    sum_assured: sumAssured,
    policy_term: term,
    ppt,
    mode,
  }
  return { ok: true, value }
}
