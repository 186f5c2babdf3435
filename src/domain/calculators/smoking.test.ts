import { describe, expect, it } from 'vitest'

import { calculateSmoking, SMOKER_LOADING, type ISmokingInput } from './smoking'

const base: ISmokingInput = {
  cigarettesPerDay: 10,
  pricePerCigarette: 20,
  years: 2,
  priceIncrease: 10,
  annualReturn: 10,
}

const run = (input: ISmokingInput) => {
  const result = calculateSmoking(input)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.value
}

describe('smoking calculator', () => {
  it('what it costs and what the money would have grown to', () => {
    // 10 a day × 20 × 365 = 73,000 in year 1; year 2 at prices 10% up: 80,300 → spent 1,53,300
    // invested at each year's end at 10%: 73,000 × 1.1 + 80,300 = 1,60,600
    const result = run(base)
    expect(result.firstYearSpend).toBe(73000)
    expect(result.totalSpent).toBeCloseTo(153300, 6)
    expect(result.investedValue).toBeCloseTo(160600, 6)
    expect(result.series).toEqual([
      { year: 1, spent: 73000, value: 73000 },
      { year: 2, spent: expect.closeTo(153300, 6), value: expect.closeTo(160600, 6) },
    ])
  })

  it('illustrates the term premium with the assumed 50% loading', () => {
    // 10,000 non-smoker premium → 15,000 for a smoker; 5,000 a year more, 1,00,000 over 20 years
    expect(SMOKER_LOADING).toBe(0.5)
    expect(run({ ...base, annualPremium: 10000, policyTerm: 20 }).premium).toEqual({
      loading: 0.5,
      nonSmoker: 10000,
      smoker: 15000,
      extraPerYear: 5000,
      extraOverTerm: 100000,
      policyTerm: 20,
    })
    expect(run(base).premium).toBeNull()
  })

  it("checks the premium with spec 5's messages and the policy term with spec 9's", () => {
    expect(calculateSmoking({ ...base, annualPremium: 0, policyTerm: 30 })).toEqual({
      ok: false,
      errors: {
        annualPremium: 'Annual premium must be greater than zero',
        policyTerm: 'Policy term should be between 5 and 25 years',
      },
    })
    expect(calculateSmoking({ ...base, annualPremium: 12500, policyTerm: 10 })).toEqual({
      ok: false,
      errors: { annualPremium: 'Premium amount should be in multiples of ₹ 1000' },
    })
  })

  it('reports nonsense habits', () => {
    expect(calculateSmoking({ ...base, cigarettesPerDay: 0, pricePerCigarette: NaN, years: 60 })).toEqual({
      ok: false,
      errors: {
        cigarettesPerDay: 'Cigarettes a day should be between 1 and 100',
        pricePerCigarette: 'Price per cigarette should be between ₹1 and ₹1000',
        years: 'Years should be between 1 and 50',
      },
    })
  })
})
