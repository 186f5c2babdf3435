import { describe, expect, it } from 'vitest'

import { calculateSavings, type ISavingsInput } from './savings'

const run = (input: ISavingsInput) => {
  const result = calculateSavings(input)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.value
}

describe('savings planner (SIP at the start of each month)', () => {
  it('two months by hand', () => {
    // 12% a year → 1% a month. 1,000 at the start of month 1 grows 2 months: 1,020.10; month 2's: 1,010 → 2,030.10
    // (years are whole, so check the first year's 12 months: 1,000 × (1.01^12 − 1) / 0.01 × 1.01
    //  = 1,000 × 12.682503 × 1.01 = 12,809.33)
    const plan = run({ mode: 'invest', amount: 1000, years: 1, annualReturn: 12, entryAge: 30 })
    expect(plan.futureValue).toBeCloseTo(12809.33, 2)
    expect(plan.invested).toBe(12000)
    expect(plan.gains).toBeCloseTo(809.33, 2)
  })

  it('matches the published 10-year example: 1,000 a month at 12% → 2,32,339', () => {
    // 1.01^120 = 3.3003869; (3.3003869 − 1) / 0.01 × 1.01 = 232.339 → 2,32,339 (as SIP calculators quote it)
    const plan = run({ mode: 'invest', amount: 1000, years: 10, annualReturn: 12, entryAge: 30 })
    expect(Math.round(plan.futureValue)).toBe(232339)
    expect(plan.invested).toBe(120000)
    expect(plan.series).toHaveLength(10)
    expect(plan.series[0]).toEqual({ year: 1, age: 31, invested: 12000, value: expect.closeTo(12809.33, 2) })
    expect(plan.series[9]?.value).toBeCloseTo(plan.futureValue, 6)
  })

  it('the monthly amount for a goal is the same example run backwards', () => {
    // 2,32,339 in 10 years at 12% ← 1,000 a month (232,339 / 232.339)
    const plan = run({ mode: 'goal', amount: 232339, years: 10, annualReturn: 12, entryAge: 25 })
    expect(plan.monthlyInvestment).toBeCloseTo(1000, 1)
    expect(plan.futureValue).toBeCloseTo(232339, 6)
  })

  it('at 0% the money just adds up', () => {
    const plan = run({ mode: 'goal', amount: 120000, years: 5, annualReturn: 0, entryAge: 50 })
    // 1,20,000 / 60 months = 2,000
    expect(plan.monthlyInvestment).toBe(2000)
    expect(plan.gains).toBe(0)
  })

  it('entry age 25 to 50 (spec 9) and other bounds', () => {
    const input = { mode: 'invest', amount: 1000, years: 10, annualReturn: 12 } as const
    expect(calculateSavings({ ...input, entryAge: 24 })).toEqual({
      ok: false,
      errors: { entryAge: 'Age at entry should be between 25 and 50 years' },
    })
    expect(calculateSavings({ ...input, entryAge: 51 }).ok).toBe(false)
    expect(calculateSavings({ ...input, entryAge: 25 }).ok).toBe(true)
    expect(calculateSavings({ ...input, entryAge: 50 }).ok).toBe(true)
    expect(calculateSavings({ mode: 'goal', amount: 0, years: 0.5, annualReturn: 31, entryAge: 30 })).toEqual(
      {
        ok: false,
        errors: {
          amount: 'Goal amount should be between ₹1 and ₹100 crore',
          years: 'Years should be between 1 and 40',
          annualReturn: 'Expected return should be between 0% and 30%',
        },
      },
    )
  })
})
