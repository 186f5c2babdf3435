import { describe, expect, it } from 'vitest'

import { grow, growingAnnuityPv, monthlyRate, sipFactor } from './finance'

describe('shared formulas', () => {
  it('monthly rate is the annual rate over 12', () => {
    expect(monthlyRate(12)).toBeCloseTo(0.01, 12)
  })

  it('SIP factor: payments at the start of each month', () => {
    // two months at 1%: 1.01² + 1.01 = 1.0201 + 1.01 = 2.0301
    expect(sipFactor(0.01, 2)).toBeCloseTo(2.0301, 12)
    // no growth: just the count
    expect(sipFactor(0, 5)).toBe(5)
    expect(sipFactor(0.01, 0)).toBe(0)
  })

  it('growing annuity, end of period', () => {
    // 100 a year, no growth, 25%: 100 / 1.25 + 100 / 1.5625 = 80 + 64 = 144
    expect(growingAnnuityPv(100, 0, 0.25, 2)).toBeCloseTo(144, 10)
    // growth = discount: 2 × 100 / 1.1 = 181.82
    expect(growingAnnuityPv(100, 0.1, 0.1, 2)).toBeCloseTo(181.818182, 5)
    // no growth, no discount: 3 × 100
    expect(growingAnnuityPv(100, 0, 0, 3)).toBe(300)
  })

  it('growing annuity, start of period', () => {
    // 100 now + 100 / 1.25 = 180
    expect(growingAnnuityPv(100, 0, 0.25, 2, true)).toBeCloseTo(180, 10)
    // 100 now + 110 / 1.1 = 200
    expect(growingAnnuityPv(100, 0.1, 0.1, 2, true)).toBeCloseTo(200, 10)
  })

  it('compound growth', () => {
    // 1,00,000 × 1.1³ = 1,33,100
    expect(grow(100000, 10, 3)).toBeCloseTo(133100, 6)
  })
})
