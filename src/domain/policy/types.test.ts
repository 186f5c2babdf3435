import { describe, expect, it } from 'vitest'

import { maskAccountNumber, maskPolicyNumber } from './types'

describe('masking policy and account numbers', () => {
  it('keeps only the last 4 characters of a 14-character policy number (spec 9) for logs', () => {
    expect(maskPolicyNumber('SL202400001234')).toBe('**********1234')
    expect(maskPolicyNumber('1234')).toBe('1234')
  })

  it('shows an account number as at most 8 X and its last 4 digits', () => {
    expect(maskAccountNumber('001234567890')).toBe('XXXXXXXX7890')
    expect(maskAccountNumber('12345678901234567')).toBe('XXXXXXXX4567')
    expect(maskAccountNumber('9876')).toBe('9876')
  })
})
