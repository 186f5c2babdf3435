import { describe, expect, it } from 'vitest'

import {
  authTokenMatches,
  buildAuthToken,
  isIndianMobile,
  isOtpAuthId,
  isOtpCode,
  keepsSessionToken,
  maskMobile,
  OTP_TEXTS,
  parseAuthToken,
  servicesPath,
} from './protocol'

describe('mobile numbers (spec 5: 10 digits, first digit 6 to 9)', () => {
  it.each(['9876543210', '6000000000', '7012345678', '8999999999'])('accepts %s', (n) => {
    expect(isIndianMobile(n)).toBe(true)
  })
  it.each(['5876543210', '987654321', '98765432100', '+919876543210', '98765 43210', '', 12345])(
    'refuses %s',
    (n) => {
      expect(isIndianMobile(n)).toBe(false)
    },
  )
})

describe('masked number (spec 2.4: +91, first digit and last 3 visible)', () => {
  it('shows only the first and the last three digits', () => {
    expect(maskMobile('9876543210')).toBe('+91 9XXXXXX210')
  })
})

describe('auth_token (spec 3: base64 of the random id . signature . base64 of the OTP)', () => {
  const id = 'Ab3dE5gH7jK9mN1'
  it('builds the three segments', () => {
    const token = buildAuthToken(id, 'c2lnbmF0dXJl_x-y', '4821')
    const [first, middle, third] = token.split('.')
    expect(Buffer.from(first ?? '', 'base64').toString()).toBe(id)
    expect(middle).toBe('c2lnbmF0dXJl_x-y')
    expect(Buffer.from(third ?? '', 'base64').toString()).toBe('4821')
  })
  it('matches only the id and the OTP the client sent', () => {
    const token = buildAuthToken(id, 'sig', '4821')
    expect(authTokenMatches(token, id, '4821')).toBe(true)
    expect(authTokenMatches(token, id, '4822')).toBe(false)
    expect(authTokenMatches(token, 'Zb3dE5gH7jK9mN1', '4821')).toBe(false)
  })
  it('rejects malformed tokens', () => {
    expect(parseAuthToken('a.b')).toBeNull()
    expect(parseAuthToken('a..b')).toBeNull()
    expect(parseAuthToken('!!!.sig.NDgyMQ==')).toBeNull()
    expect(parseAuthToken(undefined)).toBeNull()
    expect(authTokenMatches('x.y.z.w', id, '4821')).toBe(false)
  })
  it('refuses a signature that would add a segment', () => {
    expect(() => buildAuthToken(id, 'a.b', '4821')).toThrow()
  })
})

describe('inputs', () => {
  it('a code has exactly the configured number of digits', () => {
    expect(isOtpCode('1234')).toBe(true)
    expect(isOtpCode('123')).toBe(false)
    expect(isOtpCode('12a4')).toBe(false)
    expect(isOtpCode('123456', 6)).toBe(true)
  })
  it('the random id has 15 letters or digits', () => {
    expect(isOtpAuthId('Ab3dE5gH7jK9mN1')).toBe(true)
    expect(isOtpAuthId('Ab3dE5gH7jK9mN')).toBe(false)
    expect(isOtpAuthId('Ab3dE5gH7jK9mN.')).toBe(false)
  })
})

describe('texts and rules', () => {
  it('keeps the spec texts exactly', () => {
    expect(OTP_TEXTS.sendFailed).toBe('somthing went wrong!')
    expect(OTP_TEXTS.countdown(9)).toBe('Request New OTP in 00:09 sec')
    expect(OTP_TEXTS.countdown(30)).toBe('Request New OTP in 00:30 sec')
  })
  it('only the grievance page keeps its session token', () => {
    expect(keepsSessionToken('REGISTER_GRIEVANCE_PAGE')).toBe(true)
    expect(keepsSessionToken('QUICK_LINKS')).toBe(false)
  })
  it('builds the services path from the provider segment', () => {
    expect(servicesPath('sahyog')).toBe('/api/v1/sahyog/services')
  })
})
