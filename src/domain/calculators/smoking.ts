import { annualPremiumError, PLAN_LIMITS, PLAN_MESSAGES } from './limits'
import { FieldChecks, rateRule, type TCalcResult } from './validation'
import calculators from '../i18n/en/calculators.json' with { type: 'json' }

/**
 * What smoking costs.
 *   spend in year k          S_k = cigarettes a day × price today × 365 × (1 + price rise)^(k−1)
 *   total spent over n years     = Σ S_k
 *   had it been invested         = Σ S_k × (1 + r)^(n−k): each year's money is put away at the end of that year
 *                                  and grows at r a year (annual compounding), a cautious convention
 * And a term-premium illustration: a smoker's premium taken as the non-smoker premium plus SMOKER_LOADING.
 * The loading is an assumption for illustration only (insurers set their own smoker rates after underwriting);
 * it is not a quote. Nothing is rounded; display rounds to the rupee.
 */

/** Illustrative extra premium for a smoker: 50% on the non-smoker premium. */
export const SMOKER_LOADING = 0.5

/** The conventions behind the figures, for the page's assumptions list. */
export const SMOKING_ASSUMPTIONS = [
  'Cigarette prices rise every year at the rate entered.',
  "Each year's spending is invested at the end of that year and grows at the expected return.",
  `A smoker's term premium is illustrated as ${SMOKER_LOADING * 100}% above a non-smoker's. This is an assumption for illustration, not a quote: actual premiums depend on the insurer's underwriting.`,
] as const

export interface ISmokingInput {
  cigarettesPerDay: number
  /** Price of one cigarette today. */
  pricePerCigarette: number
  years: number
  /** Percent a year. */
  priceIncrease: number
  /** Percent a year. */
  annualReturn: number
  /** A non-smoker's annual term premium to illustrate the loading on (optional). */
  annualPremium?: number
  /** The illustrated policy's term (with annualPremium). */
  policyTerm?: number
}

export interface ISmokingYear {
  year: number
  spent: number
  /** What the money spent so far would be worth invested. */
  value: number
}

export interface ISmokingPremium {
  loading: number
  nonSmoker: number
  smoker: number
  extraPerYear: number
  extraOverTerm: number
  policyTerm: number
}

export interface ISmokingResult {
  firstYearSpend: number
  totalSpent: number
  investedValue: number
  series: ISmokingYear[]
  premium: ISmokingPremium | null
}

export const SMOKING_LIMITS = {
  cigarettesPerDay: { min: 1, max: 100 },
  pricePerCigarette: { min: 1, max: 1000 },
  years: { min: 1, max: 50 },
} as const

export const SMOKING_MESSAGES = calculators.smoking

export function calculateSmoking(input: ISmokingInput): TCalcResult<ISmokingInput, ISmokingResult> {
  const checks = new FieldChecks<ISmokingInput>()
    .number('cigarettesPerDay', input.cigarettesPerDay, {
      ...SMOKING_LIMITS.cigarettesPerDay,
      integer: true,
      message: SMOKING_MESSAGES.cigarettesPerDay,
    })
    .number('pricePerCigarette', input.pricePerCigarette, {
      ...SMOKING_LIMITS.pricePerCigarette,
      message: SMOKING_MESSAGES.pricePerCigarette,
    })
    .number('years', input.years, { ...SMOKING_LIMITS.years, integer: true, message: SMOKING_MESSAGES.years })
    .number('priceIncrease', input.priceIncrease, rateRule('Price rise'))
    .number('annualReturn', input.annualReturn, rateRule('Expected return'))
  const withPremium = input.annualPremium !== undefined || input.policyTerm !== undefined
  if (withPremium) {
    const premiumMessage = annualPremiumError(input.annualPremium)
    if (premiumMessage) checks.fail('annualPremium', premiumMessage)
    checks.number('policyTerm', input.policyTerm, {
      ...PLAN_LIMITS.policyTerm,
      integer: true,
      message: PLAN_MESSAGES.policyTerm,
    })
  }

  return checks.result(() => {
    const firstYearSpend = input.cigarettesPerDay * input.pricePerCigarette * 365
    const rise = input.priceIncrease / 100
    const r = input.annualReturn / 100
    const series: ISmokingYear[] = []
    let spent = 0
    let value = 0
    for (let year = 1; year <= input.years; year++) {
      const spend = firstYearSpend * Math.pow(1 + rise, year - 1)
      spent += spend
      value = value * (1 + r) + spend
      series.push({ year, spent, value })
    }
    const premium = withPremium
      ? illustratePremium(input.annualPremium as number, input.policyTerm as number)
      : null
    return { firstYearSpend, totalSpent: spent, investedValue: value, series, premium }
  })
}

function illustratePremium(nonSmoker: number, policyTerm: number): ISmokingPremium {
  const extraPerYear = nonSmoker * SMOKER_LOADING
  return {
    loading: SMOKER_LOADING,
    nonSmoker,
    smoker: nonSmoker + extraPerYear,
    extraPerYear,
    extraOverTerm: extraPerYear * policyTerm,
    policyTerm,
  }
}
