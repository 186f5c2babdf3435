import { describe, expect, it } from 'vitest'

import { chartAssumption } from './assumptions'
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

describe('the retirement chart says what it assumes, and agrees with the figures above it', () => {
  it('its peak is the corpus needed, reached by the monthly saving it names', () => {
    const result = calculateRetirement(base)
    if (!result.ok) throw new Error('no result')
    // Worked by hand: expense at 60 = 10,000 × 1.1² = 12,100 a month, 1,45,200 in the first year and 1,59,720 in
    // the second; corpus = 1,45,200 + 1,59,720 / 1.1 = 2,90,400. Saving 24 months at 1% a month, at the start of
    // each: factor ((1.01^24 − 1) / 0.01) × 1.01 = 26.9735 × 1.01 = 27.2432; 2,90,400 / 27.2432 = ₹10,659.54.
    const peak = Math.max(...result.value.series.map((year) => year.value))
    const atRetirement = result.value.series.find((year) => year.age === 60)!
    expect(atRetirement.value).toBeCloseTo(290400, 4)
    expect(peak).toBeCloseTo(290400, 4)
    expect(result.value.corpusNeeded).toBeCloseTo(290400, 4)
    expect(chartAssumption.retirement(base, result.value.monthlySaving)).toBe(
      'With ₹10,660 saved a month until 60, as worked out above; then drawn down to 62, expenses rising 10% a year.',
    )
  })

  it('with savings that already cover the corpus it assumes no more saving, and its peak is those savings', () => {
    // 3,00,000 × 1.12² = 3,76,320 by 60, above the 2,90,400 needed: nothing more to save.
    const input = { ...base, currentSavings: 300000 }
    const result = calculateRetirement(input)
    if (!result.ok) throw new Error('no result')
    expect(result.value.monthlySaving).toBe(0)
    expect(result.value.series.find((year) => year.age === 60)!.value).toBeCloseTo(376320, 4)
    expect(chartAssumption.retirement(input, 0)).toMatch(/^With no more saving: your savings by then cover/)
  })

  it('each of the other charts states its rate in the words of its fields', () => {
    expect(chartAssumption.savings(12)).toBe(
      'Invested at the start of each month, earning 12% a year, compounded monthly.',
    )
    expect(chartAssumption.double(7.5, 100000)).toBe(
      '₹1,00,000 growing at 7.5% a year, compounded once a year.',
    )
    expect(chartAssumption.smoking({ priceIncrease: 5, annualReturn: 8 })).toMatch(
      /rising 5% a year, .* at 8% a year/,
    )
  })
})
