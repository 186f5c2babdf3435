/**
 * GST on life insurance premiums, as dated data: one rule per kind of cover and of plan and per span of days, each
 * saying what it rests on. Every place that shows or charges a premium (the quote, its PDF and its lead, the plan
 * page's premium examples and the brochure, the premium paid certificate, the renewal dues and their receipt) reads
 * its rate here, by the day the premium is quoted, falls due or was received, so the site never states a tax that
 * was not in force on that day.
 *
 * Rates are kept in hundredths of a percent (1800 = 18 %), so the tax on a whole number of rupees or paise is
 * worked out in integers and rounded once, half up.
 *
 * A new rate: end the rule it replaces on the day before (`until`), add the new one from that day, and add tests on
 * both sides of the date. `GST_RULES` must keep exactly one rule for every cover, plan and day (gst.test.ts).
 */
import { formatDate } from '../format'
import { format } from '../i18n/format'
import tax from '../i18n/en/tax.json' with { type: 'json' }

/** Who holds the policy: a person (individual life insurance), or an employer or lender for its members. */
export const GST_COVERS = ['individual', 'group'] as const
export type TGstCover = (typeof GST_COVERS)[number]

/**
 * How the premium is valued for GST: `protection` (the whole premium buys cover: term plans, with or without the
 * premiums returned), `savings` (non-linked savings, income, child and deferred pension plans), `annuity` (an
 * annuity bought with a single premium) and `linked` (unit-linked plans, and fund-based group plans).
 */
export const GST_PLANS = ['protection', 'savings', 'annuity', 'linked'] as const
export type TGstPlan = (typeof GST_PLANS)[number]

export interface IGstSubject {
  cover: TGstCover
  plan: TGstPlan
}

/** The first policy year's premiums, or those of the later years (savings plans were taxed differently). */
export type TPremiumYear = 'first' | 'later'

/**
 * What a rule does to the premium: `charged` (GST added to it at the rule's rate), `exempt` (no GST, by law),
 * `on-charges` (no GST on the premium itself: it is levied on the plan's charges, inside the plan) and `before-gst`
 * (before GST existed: service tax, which this table does not cover).
 */
export type TGstTreatment = 'charged' | 'exempt' | 'on-charges' | 'before-gst'

export interface IGstRule {
  /** The first day it applies, YYYY-MM-DD. */
  from: string
  /** The last day it applies, or null while it is in force. */
  until: string | null
  covers: readonly TGstCover[]
  plans: readonly TGstPlan[]
  treatment: TGstTreatment
  /** On the first policy year's premiums, in hundredths of a percent of the premium (1800 = 18 %). */
  firstYear: number
  /** On later premiums, in hundredths of a percent. */
  laterYears: number
  /** What the rule rests on. */
  basis: string
}

/** The day GST replaced service tax. */
export const GST_START = '2017-07-01'
/** The day premiums of individual life insurance policies became exempt from GST. */
export const INDIVIDUAL_LIFE_EXEMPT_FROM = '2025-09-22'

const ALL_PLANS = GST_PLANS
const BEFORE_EXEMPTION = '2025-09-21'

export const GST_RULES: readonly IGstRule[] = [
  {
    from: '0001-01-01',
    until: '2017-06-30',
    covers: GST_COVERS,
    plans: ALL_PLANS,
    treatment: 'before-gst',
    firstYear: 0,
    laterYears: 0,
    basis: 'Before 1 July 2017 premiums carried service tax, not GST; the site states no tax for them.',
  },
  {
    from: GST_START,
    until: BEFORE_EXEMPTION,
    covers: ['individual'],
    plans: ['protection'],
    treatment: 'charged',
    firstYear: 1800,
    laterYears: 1800,
    basis:
      'CGST Rules, 2017, rule 32(4): a premium that buys cover only is taxed whole, at 18 % (9 % CGST and 9 % SGST, or 18 % IGST).',
  },
  {
    from: GST_START,
    until: BEFORE_EXEMPTION,
    covers: ['individual'],
    plans: ['savings'],
    treatment: 'charged',
    firstYear: 450,
    laterYears: 225,
    basis:
      'CGST Rules, 2017, rule 32(4)(c): 18 % on 25 % of the first year’s premium (4.5 % of it) and on 12.5 % of later premiums (2.25 %).',
  },
  {
    from: GST_START,
    until: BEFORE_EXEMPTION,
    covers: ['individual'],
    plans: ['annuity'],
    treatment: 'charged',
    firstYear: 180,
    laterYears: 180,
    basis:
      'CGST Rules, 2017, rule 32(4)(b): 18 % on 10 % of a single premium annuity’s premium (1.8 % of it).',
  },
  {
    from: GST_START,
    until: BEFORE_EXEMPTION,
    covers: ['individual'],
    plans: ['linked'],
    treatment: 'on-charges',
    firstYear: 0,
    laterYears: 0,
    basis:
      'CGST Rules, 2017, rule 32(4)(a): the part of the premium invested for the policyholder is left out; GST is levied on the charges deducted from the fund, not added to the premium.',
  },
  {
    from: INDIVIDUAL_LIFE_EXEMPT_FROM,
    until: null,
    covers: ['individual'],
    plans: ALL_PLANS,
    treatment: 'exempt',
    firstYear: 0,
    laterYears: 0,
    basis:
      'GST Council, 56th meeting (3 September 2025): individual life insurance (term, savings, unit-linked and pension plans, and their reinsurance) exempt from GST from 22 September 2025.',
  },
  {
    from: GST_START,
    until: null,
    covers: ['group'],
    plans: ['protection'],
    treatment: 'charged',
    firstYear: 1800,
    laterYears: 1800,
    basis: 'Group policies were left out of the 2025 exemption: 18 % on the premium.',
  },
  {
    from: GST_START,
    until: null,
    covers: ['group'],
    plans: ['annuity'],
    treatment: 'charged',
    firstYear: 180,
    laterYears: 180,
    basis:
      'Group policies were left out of the 2025 exemption: an annuity bought for members with a single premium, 18 % on 10 % of it (rule 32(4)(b)).',
  },
  {
    from: GST_START,
    until: null,
    covers: ['group'],
    plans: ['savings', 'linked'],
    treatment: 'on-charges',
    firstYear: 0,
    laterYears: 0,
    basis:
      'Fund-based group plans (gratuity, leave encashment, superannuation): GST is levied on the charges deducted from the fund, not added to the contribution.',
  },
]

/** The rate a premium carries: the rule found, and its rate for the premium's year. */
export interface IGstRate {
  /** Percent of the premium: 18, 4.5, 2.25 or 0. */
  pct: number
  treatment: TGstTreatment
  /** The first day of the rule (the exemption's day for `exempt`). */
  from: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The rule in force for a cover and plan on a day (YYYY-MM-DD, India's calendar). */
export function gstRule(subject: IGstSubject, on: string): IGstRule {
  if (!DAY.test(on)) throw new RangeError(`Not a day: ${on}`)
  const rule = GST_RULES.find(
    (candidate) =>
      candidate.covers.includes(subject.cover) &&
      candidate.plans.includes(subject.plan) &&
      candidate.from <= on &&
      (candidate.until === null || on <= candidate.until),
  )
  if (!rule) throw new RangeError(`No GST rule for ${subject.cover} ${subject.plan} premiums on ${on}`)
  return rule
}

/** The GST rate of a premium of the given policy year, quoted, due or received on `on`. */
export function gstRate(subject: IGstSubject, year: TPremiumYear, on: string): IGstRate {
  const rule = gstRule(subject, on)
  const hundredths = year === 'first' ? rule.firstYear : rule.laterYears
  return { pct: hundredths / 100, treatment: rule.treatment, from: rule.from }
}

/**
 * The GST on an amount in whole units (rupees, or paise), rounded half up to the unit: 6,120 at 18 % is 1,101.6 →
 * 1,102; 1,530 at 4.5 % is 68.85 → 69. Integer arithmetic: the rate's hundredths of a percent are exact.
 */
export function gstAmount(amount: number, rate: Pick<IGstRate, 'pct'>): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not a whole amount: ${amount}`)
  const hundredths = Math.round(rate.pct * 100)
  return Number((BigInt(amount) * BigInt(hundredths) * 2n + 10_000n) / 20_000n)
}

/**
 * Whether a premium due (or paid) on `on` belongs to the first policy year of a policy that began on
 * `commencement`: before the first anniversary.
 */
export function premiumYear(commencement: string, on: string): TPremiumYear {
  const [year, month, day] = commencement.split('-')
  return on < `${Number(year) + 1}-${month}-${day}` ? 'first' : 'later'
}

/**
 * The plan's GST subject from its product type code (P1 protection, P2 non-linked savings, P3 unit-linked); a P2
 * plan bought with a single premium for an annuity is an `annuity`.
 */
export function gstSubjectOfPlan(plan: {
  typeCode?: string | null
  group: boolean
  singlePremiumAnnuity?: boolean
}): IGstSubject {
  const kind: TGstPlan =
    plan.typeCode === 'P3'
      ? 'linked'
      : plan.typeCode === 'P2'
        ? plan.singlePremiumAnnuity
          ? 'annuity'
          : 'savings'
        : 'protection'
  return { cover: plan.group ? 'group' : 'individual', plan: kind }
}

/** An individual policy's GST subject from its kind in the policy system (term, savings, ulip, pension). */
export function gstSubjectOfPolicy(productKind: string): IGstSubject {
  const kind: TGstPlan =
    productKind === 'ulip'
      ? 'linked'
      : productKind === 'savings' || productKind === 'pension'
        ? 'savings'
        : 'protection'
  return { cover: 'individual', plan: kind }
}

export const GST_TEXTS = tax.gst

/** '18%', '4.5%'. */
export const gstPercent = (pct: number) => `${pct}%`

/**
 * What to say of a premium that carries no GST: the exemption in plain words for an exempt one, nothing otherwise
 * (a charged rate is shown as figures; GST on a plan's charges is not added to its premium).
 */
export function gstNote(rate: Pick<IGstRate, 'treatment' | 'from'>): string | null {
  return rate.treatment === 'exempt'
    ? format(GST_TEXTS.exempt, { date: formatDate(rate.from) ?? rate.from })
    : null
}
