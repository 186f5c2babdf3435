import { describe, expect, it } from 'vitest'

import { compare, floor, fraction, minus, over, plus, roundHalfUp, times } from './exact'

describe('exact decimals', () => {
  it('takes a number at the decimal it is written as', () => {
    expect(fraction(1.2)).toEqual({ n: 12n, d: 10n })
    expect(fraction(0.0875)).toEqual({ n: 875n, d: 10000n })
    expect(fraction(-4.5)).toEqual({ n: -45n, d: 10n })
    expect(fraction(1e-7)).toEqual({ n: 1n, d: 10_000_000n })
    expect(fraction(2e21)).toEqual({ n: 2_000_000_000_000_000_000_000n, d: 1n })
    expect(() => fraction(NaN)).toThrow(RangeError)
  })

  it('adds, takes away, multiplies and divides without error', () => {
    // 0.1 + 0.2 is 0.3 exactly, though 0.1 + 0.2 in floating point is 0.30000000000000004.
    expect(compare(plus(0.1, 0.2), 0.3)).toBe(0)
    expect(compare(minus(100, 33.33), 66.67)).toBe(0)
    // 2,550 × 0.51 = 1,300.5.
    expect(compare(times(2550, 0.51), 1300.5)).toBe(0)
    expect(compare(over(1, 3), 0.3333)).toBe(1)
    expect(compare(over(1, -4), -0.25)).toBe(0)
    expect(() => over(1, 0)).toThrow(RangeError)
  })

  it('rounds a half away from zero, and anything else to the nearer whole', () => {
    expect(roundHalfUp(1234.5)).toBe(1235)
    expect(roundHalfUp(1234.4999)).toBe(1234)
    expect(roundHalfUp(-2.5)).toBe(-3)
    expect(roundHalfUp(-0.4)).toBe(0)
    // 1 / 3 × 7.5 = 2.5 exactly → 3.
    expect(roundHalfUp(times(over(1, 3), 7.5))).toBe(3)
  })

  it('floors', () => {
    expect(floor(over(7, 2))).toBe(3)
    expect(floor(over(-7, 2))).toBe(-4)
    expect(floor(6)).toBe(6)
  })
})
