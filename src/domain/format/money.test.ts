import { describe, expect, it } from 'vitest'

import {
  amountInWords,
  formatAmount,
  formatIndianNumber,
  formatRupees,
  formatRupeesShort,
  roundRupees,
} from './money'

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

  it('puts the rupee symbol against its number, so the two never part at a line end', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567')
    expect(formatRupees(-5000)).toBe('-₹5,000')
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

describe('round figures in lakh and crore', () => {
  it.each([
    [2_500_000, '₹25 lakh'],
    [5_000_000, '₹50 lakh'],
    [250_000, '₹2.5 lakh'],
    [225_000, '₹2.25 lakh'],
    [10_000_000, '₹1 crore'],
    [15_000_000, '₹1.5 crore'],
    // Not a whole thousand: written in full rather than rounded to '2.35 lakh'.
    [234_567, '₹2,34,567'],
    [9_800, '₹9,800'],
    [99_999, '₹99,999'],
  ])('%d reads %s', (amount, text) => {
    expect(formatRupeesShort(amount)).toBe(text)
  })
})

describe('amounts with paise', () => {
  it.each([
    [2400, '₹2,400'],
    [1503.5, '₹1,503.50'],
    [123456.07, '₹1,23,456.07'],
    [0.5, '₹0.50'],
    [-99.99, '-₹99.99'],
  ])('%d reads %s', (amount, text) => {
    expect(formatAmount(amount)).toBe(text)
  })
})
