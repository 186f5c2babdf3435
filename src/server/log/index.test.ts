import { describe, expect, it } from 'vitest'

import { maskPersonalData } from '.'

describe('personal data is masked in logs', () => {
  it('masks Indian mobile numbers, keeping the first digit and the last four', () => {
    expect(maskPersonalData('OTP sent to 9876543210')).toBe('OTP sent to 9xxxxx3210')
    expect(maskPersonalData('{"phone_number":"6000000001"}')).toBe('{"phone_number":"6xxxxx0001"}')
  })

  it('leaves longer digit runs (policy numbers, timestamps) alone', () => {
    expect(maskPersonalData('policy 12345678901234')).toBe('policy 12345678901234')
  })

  it('masks e-mail addresses and PANs', () => {
    expect(maskPersonalData('from priya.sharma@example.in')).toBe('from p***@example.in')
    expect(maskPersonalData('PAN ABCPE1234F')).toBe('PAN ABCXX####F')
  })
})
