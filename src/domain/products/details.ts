/**
 * A plan's product details as readers see them: the eligibility lines and the premium examples' cells. The plan
 * page and the plan's brochure and policy wording all read these, so a figure is written the same way in each.
 */
import { formatRupeesShort } from '../format'
import { format } from '../i18n/format'
import { GST_TEXTS, gstNote, gstPercent, gstRate, gstSubjectOfPlan } from '../tax/gst'
import { hasRenewalPremiums } from './terms'

/** The eligibility fields of a plan's product details (Pages → Product details → Eligibility). */
export type TEligibility = {
  entry_age_min?: number | null
  entry_age_max?: number | null
  maturity_age_max?: number | null
  policy_term?: string | null
  premium_paying_term?: string | null
  sum_assured_min?: number | null
}

/** One indicative premium of a plan (Pages → Product details → Premium examples). */
export type TPremiumExample = {
  profile: string
  sum_assured: number
  policy_term?: string | null
  premium: number
}

/** "18 to 65 years", "from 18 years", "up to 65 years", or null when neither bound is known. */
export function ageRange(min: number | null | undefined, max: number | null | undefined): string | null {
  const has = (value: number | null | undefined): value is number => typeof value === 'number'
  if (has(min) && has(max)) return `${min} to ${max} years`
  if (has(min)) return `from ${min} years`
  if (has(max)) return `up to ${max} years`
  return null
}

/** The eligibility a plan states, as [label, value] lines in the page's order; what it leaves empty is left out. */
export function eligibilityRows(eligibility: TEligibility | null | undefined): [string, string][] {
  const e = eligibility ?? {}
  const rows: [string, string | null | undefined][] = [
    ['Age at entry', ageRange(e.entry_age_min, e.entry_age_max)],
    [
      'Maximum age at maturity',
      typeof e.maturity_age_max === 'number' ? `${e.maturity_age_max} years` : null,
    ],
    ['Policy term', e.policy_term],
    ['Premium paying term', e.premium_paying_term],
    [
      'Minimum sum assured',
      typeof e.sum_assured_min === 'number' ? formatRupeesShort(e.sum_assured_min) : null,
    ],
  ]
  return rows.filter((row): row is [string, string] => !!row[1])
}

/** The premium examples' column headings. */
export const PREMIUM_EXAMPLE_COLUMNS = ['Example', 'Sum assured', 'Policy term', 'Yearly premium'] as const

/**
 * One example's cells under PREMIUM_EXAMPLE_COLUMNS. A sum assured of 0 (an annuity, a gratuity fund: no cover
 * of their own) and a missing term are shown as a dash.
 */
export function premiumExampleCells(example: TPremiumExample): [string, string, string, string] {
  return [
    example.profile,
    example.sum_assured > 0 ? formatRupeesShort(example.sum_assured) : '–',
    example.policy_term ?? '–',
    formatRupeesShort(example.premium),
  ]
}

/**
 * What a plan's premium examples say of GST on `on` (YYYY-MM-DD): the plain exemption of individual life insurance
 * from 22 Sep 2025, or the rate added to a group plan's premiums (and, before the exemption, to an individual
 * plan's: 18 %, 4.5 % and 2.25 % for savings plans, 1.8 % for an annuity); nothing where GST is levied on the plan's
 * charges instead.
 * The examples are premiums before any GST.
 */
export function premiumExamplesGst(
  plan: { typeCode?: string | null; need?: string | null; eligibility?: TEligibility | null; group: boolean },
  on: string,
): string | null {
  const subject = gstSubjectOfPlan({
    typeCode: plan.typeCode,
    group: plan.group,
    // A retirement plan paid for with one premium only: an immediate annuity.
    singlePremiumAnnuity: plan.need === 'retirement' && !hasRenewalPremiums(plan.eligibility),
  })
  const first = gstRate(subject, 'first', on)
  const later = gstRate(subject, 'later', on)
  if (first.treatment !== 'charged') return gstNote(first)
  return first.pct === later.pct
    ? format(GST_TEXTS.addedSame, { rate: gstPercent(first.pct) })
    : format(GST_TEXTS.addedSplit, { first: gstPercent(first.pct), later: gstPercent(later.pct) })
}
