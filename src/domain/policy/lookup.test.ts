import { describe, expect, it } from 'vitest'

import { dobError, lookupMobileError, policyLookupErrors, policyNumberError, todayInIndia } from './lookup'

describe('policy lookup rules (spec 5)', () => {
  it('uses the spec messages for the policy number', () => {
    expect(policyNumberError('')).toBe('Please enter policy number')
    expect(policyNumberError('SL2024T00001')).toBe('Policy number should be minimum 14')
    expect(policyNumberError('SL2024T000010199')).toBe('Policy number should be maximum 14')
    expect(policyNumberError('SL2024T0000101')).toBeNull()
    expect(policyNumberError('SL2024T00001-1')).not.toBeNull()
  })

  it('wants a real past date of birth', () => {
    expect(dobError('', '2026-11-22')).toBe('Please enter date of birth')
    expect(dobError('1990-02-30', '2026-11-22')).toBe('Please enter a valid date of birth')
    expect(dobError('2027-01-01', '2026-11-22')).toBe('Please enter a valid date of birth')
    expect(dobError('1890-01-01', '2026-11-22')).toBe('Please enter a valid date of birth')
    expect(dobError('1988-04-12', '2026-11-22')).toBeNull()
    expect(policyLookupErrors({ policy_number: 'x', dob: 3 }, '2026-11-22')).toEqual({
      policy_number: 'Policy number should be minimum 14',
      dob: 'Please enter date of birth',
      mobile: 'Mobile number is required',
    })
  })

  it("wants the mobile number with the lead forms' rules and messages", () => {
    expect(lookupMobileError('')).toBe('Mobile number is required')
    expect(lookupMobileError(undefined)).toBe('Mobile number is required')
    expect(lookupMobileError('98765')).toBe('Mobile number should be minimum 10')
    expect(lookupMobileError('98765432101')).toBe('Mobile number should be maximum 10')
    expect(lookupMobileError('98765-4321')).toBe('Please enter a valid mobile number')
    expect(lookupMobileError('5876543210')).toBe('Please enter a valid mobile number')
    expect(lookupMobileError('9999999999')).toBe('Please enter a valid mobile number')
    expect(lookupMobileError(' 9876543210 ')).toBeNull()
    expect(
      policyLookupErrors(
        { policy_number: 'SL2024T0000101', dob: '1988-04-12', mobile: '9876543210' },
        '2026-11-22',
      ),
    ).toEqual({})
  })

  it('counts days in India', () => {
    expect(todayInIndia(new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23')
  })
})
