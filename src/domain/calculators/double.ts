import { FieldChecks, moneyRule, type TCalcResult } from './validation'
import calculators from '../i18n/en/calculators.json' with { type: 'json' }

/**
 * Double your money, with annual compounding at rate r (percent a year):
 *   years to double, exact       n = ln 2 / ln(1 + r/100)
 *   years to double, rule of 72  n ≈ 72 / r
 *   rate to double in n years    r = (2^(1/n) − 1) × 100, and by the rule of 72 r ≈ 72 / n
 * Nothing is rounded; display rounds years and rates to one or two decimals.
 */

export type TDoubleMode = 'years' | 'rate'

export interface IDoubleInput {
  /** 'years': how long at a given rate; 'rate': what rate for a given number of years. */
  mode: TDoubleMode
  /** Percent a year (mode 'years'). */
  annualRate?: number
  /** Mode 'rate'. */
  years?: number
  /** An amount to show doubling (optional; 1 lakh when absent). */
  amount?: number
}

export interface IDoubleYear {
  year: number
  value: number
}

export interface IDoubleResult {
  mode: TDoubleMode
  /** The rate given, or the exact rate found (percent a year). */
  annualRate: number
  /** The years given, or the exact years found. */
  years: number
  ruleOf72Years: number
  ruleOf72Rate: number
  amount: number
  /** The amount growing year by year until it has doubled (whole years, the last one past double). */
  series: IDoubleYear[]
}

export const DOUBLE_LIMITS = { rate: { min: 0.1, max: 50 }, years: { min: 1, max: 100 } } as const

/** The conventions behind the figures, for the page's assumptions list. */
export const DOUBLE_ASSUMPTIONS = [
  'Returns compound once a year.',
  'The rule of 72 is a quick estimate: 72 divided by the rate.',
] as const

export const DOUBLE_MESSAGES = calculators.double

const DEFAULT_AMOUNT = 100_000

export function calculateDoubleYourMoney(input: IDoubleInput): TCalcResult<IDoubleInput, IDoubleResult> {
  const checks = new FieldChecks<IDoubleInput>()
  if (input.mode === 'years')
    checks.number('annualRate', input.annualRate, {
      ...DOUBLE_LIMITS.rate,
      message: DOUBLE_MESSAGES.annualRate,
    })
  else if (input.mode === 'rate')
    checks.number('years', input.years, { ...DOUBLE_LIMITS.years, message: DOUBLE_MESSAGES.years })
  else checks.fail('mode', DOUBLE_MESSAGES.mode)
  if (input.amount !== undefined) checks.number('amount', input.amount, moneyRule('Amount', 1))

  return checks.result(() => {
    const annualRate =
      input.mode === 'years'
        ? (input.annualRate as number)
        : (Math.pow(2, 1 / (input.years as number)) - 1) * 100
    const years =
      input.mode === 'rate' ? (input.years as number) : Math.log(2) / Math.log(1 + annualRate / 100)
    const amount = input.amount ?? DEFAULT_AMOUNT
    const series = Array.from({ length: Math.ceil(years - 1e-9) }, (_, index) => ({
      year: index + 1,
      value: amount * Math.pow(1 + annualRate / 100, index + 1),
    }))
    return {
      mode: input.mode,
      annualRate,
      years,
      ruleOf72Years: 72 / annualRate,
      ruleOf72Rate: 72 / years,
      amount,
      series,
    }
  })
}
