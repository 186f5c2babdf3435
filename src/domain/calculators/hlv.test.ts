import { describe, expect, it } from 'vitest'

import { calculateHlv, type IHlvInput } from './hlv'

const base: IHlvInput = {
  annualIncome: 150000,
  annualExpenses: 50000,
  age: 58,
  retirementAge: 60,
  liabilities: 0,
  existingCover: 0,
  savings: 0,
  incomeGrowth: 10,
  discountRate: 10,
}

const run = (input: IHlvInput) => {
  const result = calculateHlv(input)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.value
}

describe('human life value (income replacement)', () => {
  it('growth equal to the discount rate: each year is worth the same today', () => {
    // net 1,00,000; year 1: 1,00,000 / 1.1 = 90,909.09; year 2: 1,10,000 / 1.21 = 90,909.09 → 1,81,818.18
    const hlv = run(base)
    expect(hlv.netIncome).toBe(100000)
    expect(hlv.years).toBe(2)
    expect(hlv.incomeValue).toBeCloseTo(181818.18, 2)
    expect(hlv.series.map((y) => y.presentValue)).toEqual([
      expect.closeTo(90909.09, 2),
      expect.closeTo(90909.09, 2),
    ])
    expect(hlv.series[1]?.cumulative).toBeCloseTo(181818.18, 2)
  })

  it('no growth, 25% discount: 80,000 + 64,000 per lakh', () => {
    // 1,00,000 / 1.25 = 80,000; 1,00,000 / 1.5625 = 64,000 → 1,44,000
    expect(run({ ...base, incomeGrowth: 0, discountRate: 25 }).incomeValue).toBeCloseTo(144000, 6)
  })

  it('adds liabilities, takes off cover and savings, never below zero', () => {
    // 1,44,000 + 56,000 loans = 2,00,000 HLV; − 1,00,000 cover − 30,000 savings = 70,000
    const hlv = run({
      ...base,
      incomeGrowth: 0,
      discountRate: 25,
      liabilities: 56000,
      existingCover: 100000,
      savings: 30000,
    })
    expect(hlv.humanLifeValue).toBeCloseTo(200000, 6)
    expect(hlv.coverNeeded).toBeCloseTo(70000, 6)
    expect(run({ ...base, existingCover: 500000 }).coverNeeded).toBe(0)
  })

  it('a 30-year career matches the year-by-year sum', () => {
    // 30 years, net 8,00,000 growing 5%, discounted at 8%: the closed form against Σ 8 L × 1.05^(k−1) / 1.08^k
    let sum = 0
    for (let k = 1; k <= 30; k++) sum += (800000 * 1.05 ** (k - 1)) / 1.08 ** k
    const hlv = run({
      ...base,
      annualIncome: 1000000,
      annualExpenses: 200000,
      age: 30,
      retirementAge: 60,
      incomeGrowth: 5,
      discountRate: 8,
    })
    expect(hlv.incomeValue).toBeCloseTo(sum, 4)
    // ≈ 8 L × (1 − (1.05/1.08)^30) / 0.03 ≈ 1.52 crore
    expect(hlv.incomeValue).toBeGreaterThan(15_200_000)
    expect(hlv.incomeValue).toBeLessThan(15_250_000)
    expect(hlv.series).toHaveLength(30)
  })

  it('reports bad input by field', () => {
    expect(
      calculateHlv({ ...base, age: 17, retirementAge: 17, annualExpenses: 200000, discountRate: -1 }),
    ).toEqual({
      ok: false,
      errors: {
        age: 'Age should be between 18 and 65 years',
        retirementAge: 'Retirement age should be above your age and at most 75 years',
        annualExpenses: 'Your own expenses cannot be more than your income',
        discountRate: 'Discount rate should be between 0% and 30%',
      },
    })
  })
})
