import { describe, expect, it } from 'vitest'

import { amountInWords, formatIndianNumber, formatRupees, roundRupees } from './money'

describe('Indian digit grouping', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [99999, '99,999'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [12345678, '1,23,45,678'],
    [1000000000, '1,00,00,00,000'],
    [-12345, '-12,345'],
  ])('%d is written %s', (amount, text) => {
    expect(formatIndianNumber(amount)).toBe(text)
  })

  it('rounds to the whole rupee, half away from zero', () => {
    expect(formatIndianNumber(1234.5)).toBe('1,235')
    expect(formatIndianNumber(-1234.5)).toBe('-1,235')
    expect(formatIndianNumber(999.4)).toBe('999')
    expect(roundRupees(-0.4)).toBe(0)
  })

  it('writes nothing for a non-number', () => {
    expect(formatIndianNumber(NaN)).toBe('')
    expect(formatRupees(Infinity)).toBe('')
  })

  it('puts the rupee symbol with a space, as the spec writes it', () => {
    expect(formatRupees(1234567)).toBe('₹ 12,34,567')
    expect(formatRupees(-5000)).toBe('-₹ 5,000')
  })
})

describe('amounts in words', () => {
  it.each([
    // 12,34,567 / 1,00,000 = 12.34567 → 12.35
    [1234567, '12.35 lakh'],
    // 1,20,00,000 / 1,00,00,000 = 1.2
    [12000000, '1.2 crore'],
    [100000, '1 lakh'],
    [250000, '2.5 lakh'],
    [10000000, '1 crore'],
    // 99,99,999 is 99.99999 lakh, which would read '100 lakh': it is 1 crore
    [9999999, '1 crore'],
    [123456789, '12.35 crore'],
    [85000, '85,000'],
    [-1500000, '-15 lakh'],
  ])('%d reads %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words)
  })
})
