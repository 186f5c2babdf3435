import { grow, growingAnnuityPv, monthlyRate, sipFactor } from './finance'
import { FieldChecks, moneyRule, rateRule, type TCalcResult } from './validation'
import calculators from '../i18n/en/calculators.json' with { type: 'json' }

/**
 * Retirement planner.
 *   expense at retirement   E = monthly expense today × (1 + inflation)^t,  t = retirement age − age
 *   first year's withdrawal W = 12 E, growing with inflation g each year, taken at the START of each year
 *   corpus needed           C = W × (1 − ((1 + g)/(1 + r))^m) / (r − g) × (1 + r)   (m × W when r = g)
 *                           with r the return after retirement and m = life expectancy − retirement age
 *                           (a growing annuity due: the corpus lasts exactly m years)
 *   savings by then           = current savings × (1 + pre-retirement return)^t
 *   monthly saving          M = (C − savings by then) / (((1 + i)^n − 1) / i × (1 + i)),  i = pre-return / 12,
 *                           n = 12 t, saved at the start of each month; zero when savings already cover C
 * Nothing is rounded; display rounds to the rupee.
 */

export interface IRetirementInput {
  age: number
  retirementAge: number
  lifeExpectancy: number
  /** Monthly household expense today. */
  monthlyExpense: number
  currentSavings: number
  /** Percent a year. */
  inflation: number
  /** Percent a year, until retirement. */
  preRetirementReturn: number
  /** Percent a year, after retirement. */
  postRetirementReturn: number
}

export interface IRetirementYear {
  age: number
  /** The savings at the end of that year of age (building up, then drawn down). */
  value: number
  phase: 'saving' | 'retired'
}

export interface IRetirementResult {
  yearsToRetirement: number
  retirementYears: number
  monthlyExpenseAtRetirement: number
  corpusNeeded: number
  savingsAtRetirement: number
  shortfall: number
  monthlySaving: number
  series: IRetirementYear[]
}

export const RETIREMENT_LIMITS = {
  age: { min: 18, max: 65 },
  retirementAge: { max: 75 },
  lifeExpectancy: { max: 100 },
}

/** The conventions behind the figures, for the page's assumptions list. */
export const RETIREMENT_ASSUMPTIONS = [
  'Expenses rise at the inflation rate, before and after retirement.',
  "Each year's expenses are withdrawn at the start of that year; the rest of the corpus earns the return after retirement.",
  'The corpus lasts until the life expectancy entered.',
  'Monthly savings are made at the start of each month, compounded monthly at the annual rate divided by 12.',
] as const

export const RETIREMENT_MESSAGES = calculators.retirement

export function calculateRetirement(
  input: IRetirementInput,
): TCalcResult<IRetirementInput, IRetirementResult> {
  const checks = new FieldChecks<IRetirementInput>()
    .number('age', input.age, { ...RETIREMENT_LIMITS.age, integer: true, message: RETIREMENT_MESSAGES.age })
    .number('monthlyExpense', input.monthlyExpense, moneyRule('Monthly expense', 1))
    .number('currentSavings', input.currentSavings, moneyRule('Current savings'))
    .number('inflation', input.inflation, rateRule('Inflation'))
    .number('preRetirementReturn', input.preRetirementReturn, rateRule('Return before retirement'))
    .number('postRetirementReturn', input.postRetirementReturn, rateRule('Return after retirement'))
  const age = Number.isFinite(input.age) ? input.age : RETIREMENT_LIMITS.age.min
  checks.number('retirementAge', input.retirementAge, {
    min: age + 1,
    max: RETIREMENT_LIMITS.retirementAge.max,
    integer: true,
    message: RETIREMENT_MESSAGES.retirementAge,
  })
  const retirementAge = Number.isFinite(input.retirementAge) ? input.retirementAge : age + 1
  checks.number('lifeExpectancy', input.lifeExpectancy, {
    min: retirementAge + 1,
    max: RETIREMENT_LIMITS.lifeExpectancy.max,
    integer: true,
    message: RETIREMENT_MESSAGES.lifeExpectancy,
  })

  return checks.result(() => {
    const t = input.retirementAge - input.age
    const m = input.lifeExpectancy - input.retirementAge
    const g = input.inflation / 100
    const r = input.postRetirementReturn / 100
    const monthlyExpenseAtRetirement = grow(input.monthlyExpense, input.inflation, t)
    const firstWithdrawal = 12 * monthlyExpenseAtRetirement
    const corpusNeeded = growingAnnuityPv(firstWithdrawal, g, r, m, true)
    const savingsAtRetirement = grow(input.currentSavings, input.preRetirementReturn, t)
    const shortfall = Math.max(0, corpusNeeded - savingsAtRetirement)
    const i = monthlyRate(input.preRetirementReturn)
    const monthlySaving = shortfall / sipFactor(i, 12 * t)

    const series: IRetirementYear[] = []
    for (let year = 1; year <= t; year++)
      series.push({
        age: input.age + year,
        value:
          grow(input.currentSavings, input.preRetirementReturn, year) +
          monthlySaving * sipFactor(i, 12 * year),
        phase: 'saving',
      })
    let balance = Math.max(corpusNeeded, savingsAtRetirement)
    for (let year = 1; year <= m; year++) {
      balance = (balance - firstWithdrawal * Math.pow(1 + g, year - 1)) * (1 + r)
      series.push({ age: input.retirementAge + year, value: Math.max(0, balance), phase: 'retired' })
    }
    return {
      yearsToRetirement: t,
      retirementYears: m,
      monthlyExpenseAtRetirement,
      corpusNeeded,
      savingsAtRetirement,
      shortfall,
      monthlySaving,
      series,
    }
  })
}
