import { describe, expect, it } from 'vitest'

import { calculateChildPlan, type IChildInput } from './child'

const base: IChildInput = {
  childAge: 16,
  educationAge: 18,
  educationCost: 100000,
  marriageAge: 19,
  marriageCost: 200000,
  inflation: 10,
  annualReturn: 12,
}

const run = (input: IChildInput) => {
  const result = calculateChildPlan(input)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.value
}

describe('child growth planner', () => {
  it('inflates each goal to its year and finds the monthly saving', () => {
    // education in 2 years: 1,00,000 × 1.1² = 1,21,000
    // marriage in 3 years:  2,00,000 × 1.1³ = 2,66,200 → corpus 3,87,200
    // saving at 1% a month, start of month: 24 months factor (1.01^24 − 1) / 0.01 × 1.01
    //   1.01^24 = 1.2697346 → 26.973465 × 1.01 = 27.243200 → 1,21,000 / 27.2432 = 4,441.48
    // 36 months: 1.01^36 = 1.4307688 → 43.076878 × 1.01 = 43.507647 → 2,66,200 / 43.507647 = 6,118.46
    const plan = run(base)
    expect(plan.education?.futureCost).toBeCloseTo(121000, 6)
    expect(plan.marriage?.futureCost).toBeCloseTo(266200, 6)
    expect(plan.corpusNeeded).toBeCloseTo(387200, 6)
    expect(plan.education?.monthlySaving).toBeCloseTo(4441.48, 1)
    expect(plan.marriage?.monthlySaving).toBeCloseTo(6118.46, 1)
    expect(plan.monthlySaving).toBeCloseTo(4441.48 + 6118.46, 1)
  })

  it('draws each goal out of the series when it is paid', () => {
    const plan = run(base)
    expect(plan.series.map((y) => y.childAge)).toEqual([17, 18, 19])
    // year 2: education paid out, only the marriage saving is left: 6,118.46 × 27.2432 ≈ 1,66,687
    expect(plan.series[1]?.value).toBeCloseTo(6118.46 * 27.2432, -1)
    expect(plan.series[2]?.value).toBe(0)
    // invested: 24 months of 4,441.48 + 36 of 6,118.46
    expect(plan.series[2]?.invested).toBeCloseTo(24 * 4441.48 + 36 * 6118.46, -1)
  })

  it('leaves out a goal that costs nothing', () => {
    const plan = run({ ...base, marriageCost: 0 })
    expect(plan.marriage).toBeNull()
    expect(plan.corpusNeeded).toBeCloseTo(121000, 6)
  })

  it('reports bad input by field', () => {
    expect(
      calculateChildPlan({ ...base, childAge: 10, educationAge: 10, marriageAge: 40, inflation: NaN }),
    ).toEqual({
      ok: false,
      errors: {
        inflation: 'Inflation should be between 0% and 30%',
        educationAge: "The goal age should be above the child's age and at most 35 years",
        marriageAge: "The goal age should be above the child's age and at most 35 years",
      },
    })
  })
})
