import { monthlyRate, sipFactor } from './finance'
import { PLAN_LIMITS, PLAN_MESSAGES } from './limits'
import { FieldChecks, moneyRule, rateRule, type TCalcResult } from './validation'
import calculators from '../i18n/en/calculators.json' with { type: 'json' }

/**
 * Savings planner (SIP). Money goes in at the START of each month and grows at the expected annual return
 * compounded monthly at r/12 (the convention of Indian mutual-fund SIP calculators):
 *   future value  FV = P × ((1 + i)^n − 1) / i × (1 + i),   i = r / 12, n = 12 × years (FV = P × n when r = 0)
 *   for a goal     P = goal / (((1 + i)^n − 1) / i × (1 + i))
 * Entry age 25 to 50 (spec 9). Nothing is rounded; display rounds to the rupee.
 */

export type TSavingsMode = 'invest' | 'goal'

export interface ISavingsInput {
  /** 'invest': what a monthly amount grows to; 'goal': the monthly amount a goal needs. */
  mode: TSavingsMode
  /** The monthly investment ('invest') or the goal ('goal'). */
  amount: number
  years: number
  /** Percent a year. */
  annualReturn: number
  entryAge: number
}

export interface ISavingsYear {
  year: number
  age: number
  invested: number
  value: number
}

export interface ISavingsResult {
  monthlyInvestment: number
  futureValue: number
  invested: number
  gains: number
  series: ISavingsYear[]
}

export const SAVINGS_LIMITS = { years: { min: 1, max: 40 } } as const

/** The conventions behind the figures, for the page's assumptions list. */
export const SAVINGS_ASSUMPTIONS = [
  'Investments are made at the start of each month.',
  'Returns compound monthly at the annual rate divided by 12.',
  'Returns are illustrative and not guaranteed; taxes and charges are not deducted.',
] as const

export const SAVINGS_MESSAGES = {
  ...calculators.savings,
  entryAge: PLAN_MESSAGES.sipEntryAge,
}

export function calculateSavings(input: ISavingsInput): TCalcResult<ISavingsInput, ISavingsResult> {
  const checks = new FieldChecks<ISavingsInput>()
  if (input.mode !== 'invest' && input.mode !== 'goal') checks.fail('mode', SAVINGS_MESSAGES.mode)
  checks
    .number(
      'amount',
      input.amount,
      moneyRule(input.mode === 'goal' ? 'Goal amount' : 'Monthly investment', 1),
    )
    .number('years', input.years, { ...SAVINGS_LIMITS.years, integer: true, message: SAVINGS_MESSAGES.years })
    .number('annualReturn', input.annualReturn, rateRule('Expected return'))
    .number('entryAge', input.entryAge, {
      ...PLAN_LIMITS.sipEntryAge,
      integer: true,
      message: SAVINGS_MESSAGES.entryAge,
    })

  return checks.result(() => {
    const i = monthlyRate(input.annualReturn)
    const months = input.years * 12
    const monthlyInvestment = input.mode === 'goal' ? input.amount / sipFactor(i, months) : input.amount
    const futureValue = monthlyInvestment * sipFactor(i, months)
    const invested = monthlyInvestment * months
    const series = Array.from({ length: input.years }, (_, index) => {
      const year = index + 1
      return {
        year,
        age: input.entryAge + year,
        invested: monthlyInvestment * 12 * year,
        value: monthlyInvestment * sipFactor(i, 12 * year),
      }
    })
    return { monthlyInvestment, futureValue, invested, gains: futureValue - invested, series }
  })
}
