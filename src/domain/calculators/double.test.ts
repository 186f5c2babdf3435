import { describe, expect, it } from 'vitest'

import { calculateDoubleYourMoney, type IDoubleInput } from './double'

const run = (input: IDoubleInput) => {
  const result = calculateDoubleYourMoney(input)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.value
}

describe('double your money', () => {
  it('years at 8%: exact and by the rule of 72', () => {
    // ln 2 / ln 1.08 = 0.693147 / 0.076961 = 9.006; 72 / 8 = 9
    const result = run({ mode: 'years', annualRate: 8 })
    expect(result.years).toBeCloseTo(9.006, 3)
    expect(result.ruleOf72Years).toBe(9)
    // 10 whole years shown, the last past double: 1 lakh × 1.08^10 = 2,15,892.50
    expect(result.series).toHaveLength(10)
    expect(result.series[9]?.value).toBeCloseTo(215892.5, 1)
  })

  it('rate to double in 10 years', () => {
    // 2^(1/10) − 1 = 1.071773 − 1 = 7.177%; rule of 72: 7.2%
    const result = run({ mode: 'rate', years: 10, amount: 50000 })
    expect(result.annualRate).toBeCloseTo(7.177, 3)
    expect(result.ruleOf72Rate).toBeCloseTo(7.2, 10)
    expect(result.series).toHaveLength(10)
    expect(result.series[9]?.value).toBeCloseTo(100000, 6)
  })

  it('at 100% a year the money doubles in exactly one year', () => {
    expect(calculateDoubleYourMoney({ mode: 'years', annualRate: 100 }).ok).toBe(false)
    expect(run({ mode: 'rate', years: 1 }).annualRate).toBeCloseTo(100, 10)
  })

  it('reports a rate or a number of years out of range', () => {
    expect(calculateDoubleYourMoney({ mode: 'years', annualRate: 0 })).toEqual({
      ok: false,
      errors: { annualRate: 'Rate of return should be between 0.1% and 50%' },
    })
    expect(calculateDoubleYourMoney({ mode: 'rate' })).toEqual({
      ok: false,
      errors: { years: 'Years should be between 1 and 100' },
    })
  })
})
