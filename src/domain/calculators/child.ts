import { grow, monthlyRate, sipFactor } from './finance'
import { FieldChecks, moneyRule, rateRule, type TCalcResult } from './validation'
import calculators from '../i18n/en/calculators.json' with { type: 'json' }

/**
 * Child growth planner: what the child's education and marriage will cost when they come, and the monthly saving
 * that pays for each.
 *   future cost     F = today's cost × (1 + inflation)^t,  t = goal age − child's age (years)
 *   monthly saving  M = F / (((1 + i)^n − 1) / i × (1 + i)),  i = return / 12, n = 12 t (saved at the start of
 *                   each month until the goal, as in savings.ts)
 * Each goal has its own saving, stopped when it is paid; the corpus needed is the sum of the future costs. A goal
 * with a cost of zero is left out. Nothing is rounded; display rounds to the rupee.
 */

export interface IChildInput {
  childAge: number
  educationAge: number
  educationCost: number
  marriageAge: number
  marriageCost: number
  /** Percent a year. */
  inflation: number
  /** Percent a year. */
  annualReturn: number
}

export interface IChildGoal {
  years: number
  todayCost: number
  futureCost: number
  monthlySaving: number
}

export interface IChildYear {
  year: number
  childAge: number
  /** Saved so far for goals not yet paid, with growth. */
  value: number
  invested: number
}

export interface IChildResult {
  education: IChildGoal | null
  marriage: IChildGoal | null
  corpusNeeded: number
  /** Total monthly saving now (both goals). */
  monthlySaving: number
  series: IChildYear[]
}

export const CHILD_LIMITS = { childAge: { min: 0, max: 20 }, goalAge: { max: 35 } } as const

/** The conventions behind the figures, for the page's assumptions list. */
export const CHILD_ASSUMPTIONS = [
  "Costs rise every year at the inflation rate until the child reaches each goal's age.",
  'Each goal has its own monthly saving, made at the start of each month until that goal is paid.',
  'Savings grow at the expected return, compounded monthly at the annual rate divided by 12.',
] as const

export const CHILD_MESSAGES = calculators.child

function goal(todayCost: number, years: number, input: IChildInput): IChildGoal | null {
  if (todayCost === 0) return null
  const futureCost = grow(todayCost, input.inflation, years)
  const monthlySaving = futureCost / sipFactor(monthlyRate(input.annualReturn), years * 12)
  return { years, todayCost, futureCost, monthlySaving }
}

export function calculateChildPlan(input: IChildInput): TCalcResult<IChildInput, IChildResult> {
  const checks = new FieldChecks<IChildInput>()
    .number('childAge', input.childAge, {
      ...CHILD_LIMITS.childAge,
      integer: true,
      message: CHILD_MESSAGES.childAge,
    })
    .number('educationCost', input.educationCost, moneyRule('Education cost'))
    .number('marriageCost', input.marriageCost, moneyRule('Marriage cost'))
    .number('inflation', input.inflation, rateRule('Inflation'))
    .number('annualReturn', input.annualReturn, rateRule('Expected return'))
  const minGoalAge = (Number.isFinite(input.childAge) ? input.childAge : 0) + 1
  const goalAge = {
    min: minGoalAge,
    max: CHILD_LIMITS.goalAge.max,
    integer: true,
    message: CHILD_MESSAGES.goalAge,
  }
  checks.number('educationAge', input.educationAge, goalAge).number('marriageAge', input.marriageAge, goalAge)

  return checks.result(() => {
    const education = goal(input.educationCost, input.educationAge - input.childAge, input)
    const marriage = goal(input.marriageCost, input.marriageAge - input.childAge, input)
    const goals = [education, marriage].filter((g): g is IChildGoal => g !== null)
    const i = monthlyRate(input.annualReturn)
    const horizon = Math.max(0, ...goals.map((g) => g.years))
    const series = Array.from({ length: horizon }, (_, index) => {
      const year = index + 1
      const open = goals.filter((g) => g.years > year)
      const paidOrOpen = goals.map((g) => ({ g, months: 12 * Math.min(year, g.years) }))
      return {
        year,
        childAge: input.childAge + year,
        value: open.reduce((sum, g) => sum + g.monthlySaving * sipFactor(i, 12 * year), 0),
        invested: paidOrOpen.reduce((sum, { g, months }) => sum + g.monthlySaving * months, 0),
      }
    })
    return {
      education,
      marriage,
      corpusNeeded: goals.reduce((sum, g) => sum + g.futureCost, 0),
      monthlySaving: goals.reduce((sum, g) => sum + g.monthlySaving, 0),
      series,
    }
  })
}
