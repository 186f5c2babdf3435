/**
 * A quote's premium from a plan's rate table, and the check of the quote form. Framework-free: the page, the
 * server route and the PDF all use these.
 *
 * Figures are worked out exactly (see exact.ts) and rounded once each, half up to the whole rupee: the yearly
 * premium, then each instalment from the rounded yearly premium, then each instalment's GST at the rates of the
 * dated rules (domain/tax) in force on the day of the quote.
 */
import { formatRupees } from '../format'
import { ageOn } from './age'
import { gstAmount, gstRate, gstSubjectOfPlan, type IGstSubject } from '../tax/gst'
import { compare, floor, type IFraction as TExact, minus, over, plus, roundHalfUp, times } from './exact'
import {
  GENDERS,
  PAYOUTS,
  RIDER_FIELDS,
  RIDERS,
  type TPayOption,
  type TPayout,
  type TRider,
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

/** The years of premiums of a way of paying: 1 for single pay, the term for regular pay. */
export function paidYears(pay: TPayOption, term: number): number {
  return pay === 'single' ? 1 : pay === 'regular' ? term : Number(pay)
}

/**
 * The factor that turns a yearly regular-pay premium into the premium of the chosen way of paying: the whole
 * term's premiums over the paying years less the limited-pay discount (term ÷ years × (100 − discount) ÷ 100), or
 * for single pay the whole term's premiums at once less the single-pay discount.
 */
function payFactor(table: IQuoteTable, input: Pick<IQuoteInput, 'pay' | 'policy_term'>): TExact {
  if (input.pay === 'single') return times(input.policy_term, lessPercent(table.single_pay_discount_pct))
  const years = paidYears(input.pay, input.policy_term)
  if (years < input.policy_term)
    return times(over(input.policy_term, years), lessPercent(table.limited_pay_discount_pct))
  return over(1, 1)
}

/** The riders the plan offers for a way of paying: waiver of premium has nothing to waive after a single premium. */
export const ridersOffered = (table: Pick<IQuoteTable, 'riders'>, pay: TPayOption | null) =>
  table.riders.filter((rider) => !(rider.kind === 'waiver-of-premium' && pay === 'single'))

/**
 * The premium for a checked request quoted on `on` (YYYY-MM-DD, India), or null when the table has no rate for its
 * age and term. The rate is per ₹1,000 of sum assured a year; a woman's is less the female discount, a smoker's plus
 * the smoker loading; limited and single pay carry the whole term's premiums over the paying years (payFactor).
 * The base premium is that with a lump-sum payout, times the chosen payout's percentage. Each rider is priced beside
 * it: critical illness and accidental death per ₹1,000 of their cover (the sum assured up to the rider's most), with
 * the same paying factor; waiver of premium as a percentage of the base premium. The yearly premium is the base and
 * the chosen riders; GST is that of the rules in force on `on`.
 */
export function quotePremium(table: IQuoteTable, input: IQuoteInput, on: string): IQuotePremium | null {
  const row = findRate(table, input.age, input.policy_term)
  if (!row) return null
  const factor = payFactor(table, input)
  let exact = times(over(input.sum_assured, 1000), row.rate)
  if (input.gender === 'female') exact = times(exact, lessPercent(table.female_discount_pct))
  if (input.smoker) exact = times(exact, morePercent(table.smoker_loading_pct))
  exact = times(exact, factor)
  const payouts = table.payout_options.map((option) => ({
    kind: option.kind,
    premium: roundHalfUp(times(exact, over(option.premium_pct, 100))),
    chosen: option.kind === input.payout,
  }))
  const base = payouts.find((option) => option.chosen)?.premium ?? roundHalfUp(exact)
  const riders = ridersOffered(table, input.pay).map((rider) => {
    const cover =
      rider.kind === 'waiver-of-premium' ? 0 : Math.min(input.sum_assured, rider.cover_max ?? Infinity)
    const premium =
      rider.kind === 'waiver-of-premium'
        ? roundHalfUp(times(base, over(rider.rate, 100)))
        : roundHalfUp(times(over(cover, 1000), rider.rate, factor))
    return { kind: rider.kind, cover, premium, chosen: input.riders.includes(rider.kind) }
  })
  const yearly = base + riders.reduce((sum, rider) => sum + (rider.chosen ? rider.premium : 0), 0)
  const premiums = Object.fromEntries(
    PAY_MODES.map((mode) => [mode, roundHalfUp(times(yearly, MODAL_FACTORS[mode]))]),
  ) as Record<TPayMode, number>
  const gst = quoteGst(table, on)
  const totalPremiums = yearly * input.ppt
  return {
    rate: row.rate,
    base,
    payouts,
    riders,
    yearly,
    instalments: withGst(premiums, gst),
    gst,
    totalPremiums,
    coverUntilAge: input.age + input.policy_term,
    maturityAmount:
      table.maturity_benefit === 'return-of-premium'
        ? base * input.ppt
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
  coverTillEmpty: texts.coverTillEmpty,
  coverTillRange: (min: number, max: number) => format(texts.coverTillRange, { min, max }),
  noRate: texts.noRate,
  pay: texts.pay,
  payTooLong: texts.payTooLong,
  payout: texts.payout,
  riderNotOffered: texts.riderNotOffered,
  waiverSingle: texts.waiverSingle,
  singleYearly: texts.singleYearly,
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
 * A date of birth as typed, DD/MM/YYYY (the order Indian forms use), as YYYY-MM-DD; YYYY-MM-DD is taken as it is.
 * Null for anything else (whether the day exists is ageOn's check).
 */
export function dobFromTyped(text: string): string | null {
  const typed = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text)
  if (typed) return `${typed[3]}-${typed[2]}-${typed[1]}`
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null
}

/**
 * A date of birth as it is typed, in shape: its digits as DD/MM/YYYY, the slashes put in as the digits come
 * ('15061996' → '15/06/1996', '1506' → '15/06'). Anything but digits and slashes is dropped.
 */
export function typedDob(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8)
  if (digits.length <= 2) return digits
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`
}

/** The cover-till ages open to someone of `age`: entry plus the shortest term, to the plan's oldest. */
export function coverTillAges(
  table: Pick<IQuoteTable, 'term_min' | 'term_max' | 'cover_till_age_max'>,
  age: number,
): { min: number; max: number } {
  return { min: age + table.term_min, max: Math.min(age + table.term_max, table.cover_till_age_max) }
}

/** The ways of paying a plan offers for a policy term (limited terms shorter than it), in the order shown. */
export function payOptions(
  table: Pick<IQuoteTable, 'single_pay' | 'regular_pay' | 'limited_pay_years'>,
  term: number | null,
): TPayOption[] {
  const limited = [...table.limited_pay_years]
    .sort((a, b) => a - b)
    // A limited term as long as the policy term is paying for the whole term: regular pay, where the plan offers it.
    .filter((years) => term === null || years < term || (years === term && !table.regular_pay))
    .map((years) => String(years) as TPayOption)
  return [
    ...(table.single_pay ? ['single' as const] : []),
    ...limited,
    ...(table.regular_pay ? ['regular' as const] : []),
  ]
}

/**
 * Checks the quote form against the plan's table on `today` (YYYY-MM-DD, India). Each field is checked and keeps
 * its first error; checks that need another field (the cover-till age against the entry age, the rate for the age
 * and term, the way of paying against the term) run only when that field passed its own checks.
 */
export function validateQuote(table: IQuoteTable, form: unknown, today: string): TQuoteCheck {
  const values = readForm(form)
  const errors: TQuoteErrors = {}
  const fail = (field: TQuoteField, message: string) => {
    errors[field] ??= message
  }

  // Date of birth, and the age at entry.
  let age: number | null = null
  const dob = dobFromTyped(values.dob)
  if (!values.dob) fail('dob', QUOTE_MESSAGES.dobEmpty)
  else {
    const completed = dob ? ageOn(dob, today) : null
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

  // Cover till age: the policy term is that age less the entry age.
  let term: number | null = null
  const till = years(values.cover_till_age)
  if (till === null) fail('cover_till_age', QUOTE_MESSAGES.coverTillEmpty)
  else if (age !== null) {
    const { min, max } = coverTillAges(table, age)
    if (till < min || till > max) fail('cover_till_age', QUOTE_MESSAGES.coverTillRange(min, max))
    else if (!findRate(table, age, till - age)) fail('cover_till_age', QUOTE_MESSAGES.noRate)
    else term = till - age
  }

  let pay: TPayOption | null = null
  if (!isOneOf<TPayOption>(payOptions(table, null), values.pay)) fail('pay', QUOTE_MESSAGES.pay)
  else if (term !== null && !isOneOf<TPayOption>(payOptions(table, term), values.pay))
    fail('pay', QUOTE_MESSAGES.payTooLong)
  else pay = values.pay

  const offeredPayouts = table.payout_options.map((option) => option.kind)
  let payout: TPayout = 'lump-sum'
  if (offeredPayouts.length > 0 || values.payout) {
    if (isOneOf<TPayout>(PAYOUTS, values.payout) && (offeredPayouts as string[]).includes(values.payout))
      payout = values.payout
    else if (offeredPayouts.length > 0 || values.payout !== 'lump-sum') fail('payout', QUOTE_MESSAGES.payout)
  }

  const riders: TRider[] = []
  for (const kind of RIDERS) {
    const field = RIDER_FIELDS[kind]
    if (values[field] !== 'yes') continue
    if (!table.riders.some((rider) => rider.kind === kind)) fail(field, QUOTE_MESSAGES.riderNotOffered)
    else if (kind === 'waiver-of-premium' && values.pay === 'single') fail(field, QUOTE_MESSAGES.waiverSingle)
    else riders.push(kind)
  }

  const mode = values.mode
  if (!isOneOf<TPayMode>(PAY_MODES, mode)) fail('mode', QUOTE_MESSAGES.mode)
  else if (values.pay === 'single' && mode !== 'yearly') fail('mode', QUOTE_MESSAGES.singleYearly)

  if (
    Object.keys(errors).length > 0 ||
    dob === null ||
    age === null ||
    income === null ||
    sumAssured === null ||
    term === null ||
    pay === null ||
    !isOneOf<TGender>(GENDERS, gender) ||
    !isOneOf<TPayMode>(PAY_MODES, mode)
  )
    return { ok: false, errors }
  const value: IQuoteInput = {
    dob,
    age,
    gender,
    smoker: values.smoker === 'yes',
    income,
    sum_assured: sumAssured,
    policy_term: term,
    ppt: paidYears(pay, term),
    pay,
    payout,
    riders,
    mode,
  }
  return { ok: true, value }
}

/** The sums assured offered as one-tap choices beside the field: ₹50 lakh, ₹1 crore and ₹2 crore. */
export const SUM_ASSURED_CHIPS = [5_000_000, 10_000_000, 20_000_000] as const

/** The chips a plan can quote: those within its smallest and largest sum assured. */
export const sumAssuredChips = (table: Pick<IQuoteTable, 'sum_assured_min' | 'sum_assured_max'>) =>
  SUM_ASSURED_CHIPS.filter((amount) => amount >= table.sum_assured_min && amount <= table.sum_assured_max)

/**
 * The cover a yearly income supports: the income times the plan's income multiple, down to whole lakh, no more than
 * the plan's largest sum assured; null when that is below its smallest (or the income is not one).
 */
export function incomeCover(
  table: Pick<IQuoteTable, 'income_multiple' | 'sum_assured_min' | 'sum_assured_max' | 'income_min'>,
  income: number | null,
): number | null {
  if (income === null || !Number.isSafeInteger(income) || income < table.income_min) return null
  const most = Math.min(
    floor(over(times(income, table.income_multiple), 100_000)) * 100_000,
    table.sum_assured_max,
  )
  return most >= table.sum_assured_min ? most : null
}
