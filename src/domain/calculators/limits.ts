import { AMOUNT_MULTIPLE_MESSAGE, amountError, isAmountKey } from '../forms/filters'
import { FieldChecks, type TFieldErrors } from './validation'
import calculators from '../i18n/en/calculators.json' with { type: 'json' }
import { format } from '../i18n/format'

/**
 * The product limits of spec 9 ('calculator hints') and the premium rules of spec 5, for any calculator that
 * illustrates a plan. The spec's own texts are exact; the others are ours.
 */

/** Spec 5's amount key filter and validator live with the form filters; calculators use the same ones. */
export { AMOUNT_MULTIPLE_MESSAGE, amountError, isAmountKey }

export const PLAN_LIMITS = {
  minSumAssured: 200_000,
  minPremiumPayingTerm: 6,
  policyTerm: { min: 5, max: 25 },
  /** Entry age 8 to 55; some plans stop at 15 (spec 9: 'maximum 55 or 15 years'). */
  entryAge: { min: 8, max: 55, maxChildPlan: 15 },
  /** Premium paying term plus entry age not above 65. */
  maxPptPlusAge: 65,
  sipEntryAge: { min: 25, max: 50 },
} as const

const texts = calculators.plan

export const PLAN_MESSAGES = {
  /** Spec 5. */
  pptPlusAge: texts.pptPlusAge,
  /** Spec 5. */
  annualPremiumZero: texts.annualPremiumZero,
  /** Spec 5. */
  premiumMultiple: AMOUNT_MULTIPLE_MESSAGE,
  minSumAssured: texts.minSumAssured,
  minPremiumPayingTerm: texts.minPremiumPayingTerm,
  pptAbovePolicyTerm: texts.pptAbovePolicyTerm,
  policyTerm: texts.policyTerm,
  entryAge: (max: number) => format(texts.entryAge, { max }),
  sipEntryAge: texts.sipEntryAge,
}

export interface IPlanInput {
  sumAssured?: number
  annualPremium?: number
  premiumPayingTerm?: number
  policyTerm?: number
  entryAge?: number
  /** 55 by default; 15 for the plans that say so. */
  maxEntryAge?: 55 | 15
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** The annual premium's message (spec 5): not above zero, or above 4 digits and not a multiple of 1000. */
export function annualPremiumError(premium: unknown): string | null {
  if (!isNumber(premium) || premium <= 0) return PLAN_MESSAGES.annualPremiumZero
  if (!Number.isInteger(premium)) return PLAN_MESSAGES.premiumMultiple
  return amountError(String(premium))
}

/**
 * Checks the fields a plan illustration has (those left undefined are not checked), keyed by field. The
 * combined rule (term plus age) is reported on `premiumPayingTerm`.
 */
export function planErrors(input: IPlanInput): TFieldErrors<keyof IPlanInput & string> {
  const checks = new FieldChecks<IPlanInput>()
  const maxAge = input.maxEntryAge ?? PLAN_LIMITS.entryAge.max
  if (input.sumAssured !== undefined)
    checks.number('sumAssured', input.sumAssured, {
      min: PLAN_LIMITS.minSumAssured,
      max: Number.MAX_SAFE_INTEGER,
      message: PLAN_MESSAGES.minSumAssured,
    })
  if (input.annualPremium !== undefined) {
    const message = annualPremiumError(input.annualPremium)
    if (message) checks.fail('annualPremium', message)
  }
  if (input.policyTerm !== undefined)
    checks.number('policyTerm', input.policyTerm, {
      ...PLAN_LIMITS.policyTerm,
      integer: true,
      message: PLAN_MESSAGES.policyTerm,
    })
  if (input.entryAge !== undefined)
    checks.number('entryAge', input.entryAge, {
      min: PLAN_LIMITS.entryAge.min,
      max: maxAge,
      integer: true,
      message: PLAN_MESSAGES.entryAge(maxAge),
    })
  if (input.premiumPayingTerm !== undefined) {
    const ppt = input.premiumPayingTerm
    checks.number('premiumPayingTerm', ppt, {
      min: PLAN_LIMITS.minPremiumPayingTerm,
      max: 100,
      integer: true,
      message: PLAN_MESSAGES.minPremiumPayingTerm,
    })
    if (isNumber(input.policyTerm) && ppt > input.policyTerm)
      checks.fail('premiumPayingTerm', PLAN_MESSAGES.pptAbovePolicyTerm)
    if (isNumber(input.entryAge) && ppt + input.entryAge > PLAN_LIMITS.maxPptPlusAge)
      checks.fail('premiumPayingTerm', PLAN_MESSAGES.pptPlusAge)
  }
  return checks.errors
}
