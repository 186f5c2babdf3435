import { describe, expect, it } from 'vitest'

import { filterValue } from './filter'

describe('calculator field filters', () => {
  it('amounts keep digits and show Indian grouping, whatever was pasted', () => {
    expect(filterValue('amount', '1675000')).toBe('16,75,000')
    expect(filterValue('amount', '₹12,34,567.89')).toBe('12,34,56,789')
    expect(filterValue('amount', 'abc')).toBe('')
    expect(filterValue('amount', '007500')).toBe('7,500')
    expect(filterValue('amount', '0')).toBe('0')
    expect(filterValue('amount', '00')).toBe('0')
    expect(filterValue('integer', '0')).toBe('0')
  })

  it('amounts stop at 10 digits (100 crore is the largest money input)', () => {
    expect(filterValue('amount', '12345678901')).toBe('1,23,45,67,890')
  })

  it('whole numbers keep up to three digits, decimals one dot', () => {
    expect(filterValue('integer', '4a5')).toBe('45')
    expect(filterValue('integer', '12345')).toBe('123')
    expect(filterValue('decimal', '7.5.1%')).toBe('7.51')
    expect(filterValue('decimal', '.5')).toBe('0.5')
    expect(filterValue('decimal', '0.5')).toBe('0.5')
    expect(filterValue('decimal', '0')).toBe('0')
    expect(filterValue('decimal', '007')).toBe('7')
  })
})
