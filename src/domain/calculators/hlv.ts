import { growingAnnuityPv } from './finance'
import { FieldChecks, moneyRule, rateRule, type TCalcResult } from './validation'
import calculators from '../i18n/en/calculators.json' with { type: 'json' }

/**
 * Human life value by income replacement: what the family would lose if the earner died today.
 *
 *   net income   N = annual income − the earner's own annual expenses (what the family no longer spends on them)
 *   income value   = Σ_{k=1..n} N (1 + g)^(k−1) / (1 + d)^k = N × (1 − ((1 + g)/(1 + d))^n) / (d − g)
 *                    (n × N / (1 + d) when d = g), with n = retirement age − age, g the income growth a year,
 *                    d the discount rate a year; each year's income is counted at that year's end
 *   HLV            = income value + outstanding liabilities
 *   cover needed   = HLV − existing life cover − savings and investments, never below zero
 * Nothing is rounded; display rounds to the rupee.
 */

export interface IHlvInput {
  annualIncome: number
  /** The earner's own yearly spending, which stops with them. */
  annualExpenses: number
  age: number
  retirementAge: number
  /** Loans outstanding (home, car, personal). */
  liabilities: number
  existingCover: number
  savings: number
  /** Percent a year. */
  incomeGrowth: number
  /** Percent a year. */
  discountRate: number
}

export interface IHlvYear {
  year: number
  age: number
  /** Net income in that year. */
  netIncome: number
  /** That year's net income in today's money. */
  presentValue: number
  /** Income value so far. */
  cumulative: number
}

export interface IHlvResult {
  years: number
  netIncome: number
  incomeValue: number
  humanLifeValue: number
  coverNeeded: number
  series: IHlvYear[]
}

export const HLV_LIMITS = { age: { min: 18, max: 65 }, retirementAge: { max: 75 } } as const

/** The conventions behind the figures, for the page's assumptions list. */
export const HLV_ASSUMPTIONS = [
  "Income net of the earner's own expenses is replaced until the retirement age.",
  'Income grows every year at the growth rate and is valued today at the discount rate, counted at the end of each year.',
  'Outstanding loans are added; existing life cover and savings are taken off.',
] as const

export const HLV_MESSAGES = calculators.hlv

export function calculateHlv(input: IHlvInput): TCalcResult<IHlvInput, IHlvResult> {
  const checks = new FieldChecks<IHlvInput>()
    .number('annualIncome', input.annualIncome, moneyRule('Annual income', 1))
    .number('annualExpenses', input.annualExpenses, moneyRule('Your own expenses'))
    .number('age', input.age, { ...HLV_LIMITS.age, integer: true, message: HLV_MESSAGES.age })
    .number('liabilities', input.liabilities, moneyRule('Loans outstanding'))
    .number('existingCover', input.existingCover, moneyRule('Existing life cover'))
    .number('savings', input.savings, moneyRule('Savings'))
    .number('incomeGrowth', input.incomeGrowth, rateRule('Income growth'))
    .number('discountRate', input.discountRate, rateRule('Discount rate'))
  const minRetirement = Number.isFinite(input.age) ? input.age + 1 : HLV_LIMITS.age.min + 1
  checks.number('retirementAge', input.retirementAge, {
    min: minRetirement,
    max: HLV_LIMITS.retirementAge.max,
    integer: true,
    message: HLV_MESSAGES.retirementAge,
  })
  if (
    !checks.has('annualIncome') &&
    !checks.has('annualExpenses') &&
    input.annualExpenses > input.annualIncome
  )
    checks.fail('annualExpenses', HLV_MESSAGES.expensesAboveIncome)

  return checks.result(() => {
    const years = input.retirementAge - input.age
    const g = input.incomeGrowth / 100
    const d = input.discountRate / 100
    const netIncome = input.annualIncome - input.annualExpenses
    const incomeValue = growingAnnuityPv(netIncome, g, d, years)
    const humanLifeValue = incomeValue + input.liabilities
    const series: IHlvYear[] = []
    let cumulative = 0
    for (let year = 1; year <= years; year++) {
      const income = netIncome * Math.pow(1 + g, year - 1)
      const presentValue = income / Math.pow(1 + d, year)
      cumulative += presentValue
      series.push({ year, age: input.age + year - 1, netIncome: income, presentValue, cumulative })
    }
    return {
      years,
      netIncome,
      incomeValue,
      humanLifeValue,
      coverNeeded: Math.max(0, humanLifeValue - input.existingCover - input.savings),
      series,
    }
  })
}
