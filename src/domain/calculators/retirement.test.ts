import { describe, expect, it } from 'vitest'

import { calculateRetirement, type IRetirementInput } from './retirement'

const base: IRetirementInput = {
  age: 58,
  retirementAge: 60,
  lifeExpectancy: 62,
  monthlyExpense: 10000,
  currentSavings: 0,
  inflation: 10,
  preRetirementReturn: 12,
  postRetirementReturn: 10,
}

const run = (input: IRetirementInput) => {
  const result = calculateRetirement(input)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.value
}

describe('retirement planner', () => {
  it('return equal to inflation: the corpus is the years times the first withdrawal', () => {
    // expense at 60: 10,000 × 1.1² = 12,100 a month → 1,45,200 in the first year, 1,59,720 in the second
    // withdrawn at the start of each year, post-retirement return 10%: 1,45,200 + 1,59,720 / 1.1 = 2,90,400
    const plan = run(base)
    expect(plan.monthlyExpenseAtRetirement).toBeCloseTo(12100, 6)
    expect(plan.corpusNeeded).toBeCloseTo(290400, 6)
    // saving: 24 months at 1% (start of month): factor 27.2432 → 2,90,400 / 27.2432 = 10,659.54
    expect(plan.monthlySaving).toBeCloseTo(10659.54, 1)
  })

  it('return above inflation discounts the later years', () => {
    // inflation 0, return 20%: 1,20,000 + 1,20,000 / 1.2 = 2,20,000
    const plan = run({ ...base, inflation: 0, postRetirementReturn: 20 })
    expect(plan.monthlyExpenseAtRetirement).toBe(10000)
    expect(plan.corpusNeeded).toBeCloseTo(220000, 6)
  })

  it('current savings grow and reduce the monthly saving', () => {
    // 1,00,000 × 1.12² = 1,25,440 by 60; shortfall 2,90,400 − 1,25,440 = 1,64,960 → / 27.2432 = 6,055.09
    const plan = run({ ...base, currentSavings: 100000 })
    expect(plan.savingsAtRetirement).toBeCloseTo(125440, 6)
    expect(plan.shortfall).toBeCloseTo(164960, 6)
    expect(plan.monthlySaving).toBeCloseTo(6055.09, 1)
    // enough savings: nothing more to put away
    expect(run({ ...base, currentSavings: 300000 }).monthlySaving).toBe(0)
  })

  it('the series builds up to the corpus and spends it to nothing', () => {
    const plan = run(base)
    expect(plan.series.map((y) => [y.age, y.phase])).toEqual([
      [59, 'saving'],
      [60, 'saving'],
      [61, 'retired'],
      [62, 'retired'],
    ])
    expect(plan.series[1]?.value).toBeCloseTo(290400, 4)
    // (2,90,400 − 1,45,200) × 1.1 = 1,59,720; then (1,59,720 − 1,59,720) × 1.1 = 0
    expect(plan.series[2]?.value).toBeCloseTo(159720, 4)
    expect(plan.series[3]?.value).toBeCloseTo(0, 4)
  })

  it('reports bad input by field', () => {
    expect(
      calculateRetirement({ ...base, retirementAge: 58, lifeExpectancy: 101, monthlyExpense: -5 }),
    ).toEqual({
      ok: false,
      errors: {
        monthlyExpense: 'Monthly expense should be between ₹1 and ₹100 crore',
        retirementAge: 'Retirement age should be above your age and at most 75 years',
        lifeExpectancy: 'Life expectancy should be above the retirement age and at most 100 years',
      },
    })
  })
})
