import { describe, expect, it } from 'vitest'

import { randomOtpAuthId, resendOutcome, sendOutcome, verifyOutcome } from './outcomes'
import { buildAuthToken, isOtpAuthId } from './protocol'

describe('send OTP outcomes (spec 8)', () => {
  it('200 with a Token opens the popup', () => {
    expect(sendOutcome({ status_code: 200, message: 'OTP sent', data: { Token: 'abc' } })).toEqual({
      kind: 'sent',
      token: 'abc',
    })
  })
  it.each([203, 429])('%i shows the server message', (status_code) => {
    expect(sendOutcome({ status_code, message: 'Please try after some time' })).toEqual({
      kind: 'refused',
      message: 'Please try after some time',
    })
  })
  it.each([
    { status_code: 500, message: 'boom' },
    { status_code: 400, message: 'bad' },
    { status_code: 200, message: 'no token' },
    null,
  ])('anything else, or no answer, is "somthing went wrong!" (%j)', (answer) => {
    expect(sendOutcome(answer)).toEqual({ kind: 'failed', message: 'somthing went wrong!' })
  })
})

describe('verify OTP outcomes (spec 8)', () => {
  const id = 'Ab3dE5gH7jK9mN1'
  const good = buildAuthToken(id, 'sig', '4821')
  it('200 + status true + a matching token verifies', () => {
    expect(
      verifyOutcome({ status_code: 200, status: true, message: '', data: { auth_token: good } }, id, '4821'),
    ).toEqual({ kind: 'verified', authToken: good })
  })
  it.each([
    ['another code', buildAuthToken(id, 'sig', '1111')],
    ['another id', buildAuthToken('Zb3dE5gH7jK9mN1', 'sig', '4821')],
    ['garbage', 'not-a-token'],
  ])('200 with %s in the token is "OTP not match"', (_, token) => {
    expect(
      verifyOutcome({ status_code: 200, status: true, message: '', data: { auth_token: token } }, id, '4821'),
    ).toEqual({ kind: 'mismatch', message: 'OTP not match' })
  })
  it('200 with status false and policy_match false is a right code for details that match no policy', () => {
    expect(
      verifyOutcome(
        {
          status_code: 200,
          status: false,
          message: 'Enter valid policy details',
          data: { policy_match: false },
        },
        id,
        '4821',
      ),
    ).toEqual({ kind: 'unmatched', message: 'Enter valid policy details' })
    expect(
      verifyOutcome(
        { status_code: 200, status: false, message: '', data: { policy_match: false } },
        id,
        '4821',
      ),
    ).toEqual({ kind: 'unmatched', message: 'Enter valid policy details' })
    // Without the flag a status false stays an unmatched token, as before.
    expect(verifyOutcome({ status_code: 200, status: false, message: 'x' }, id, '4821')).toEqual({
      kind: 'mismatch',
      message: 'OTP not match',
    })
  })
  it('201 is a wrong code with the server message', () => {
    expect(verifyOutcome({ status_code: 201, status: false, message: 'Invalid OTP' }, id, '4821')).toEqual({
      kind: 'wrong',
      message: 'Invalid OTP',
    })
  })
  it('203 is expired with the server message', () => {
    expect(verifyOutcome({ status_code: 203, status: false, message: 'OTP expired' }, id, '4821')).toEqual({
      kind: 'expired',
      message: 'OTP expired',
    })
  })
  it('anything else is "Something Went Wrong"', () => {
    expect(verifyOutcome({ status_code: 500, message: 'x' }, id, '4821')).toEqual({
      kind: 'failed',
      message: 'Something Went Wrong',
    })
  })
  it('no answer is only a network failure', () => {
    expect(verifyOutcome(null, id, '4821')).toEqual({ kind: 'network' })
  })
})

describe('resend outcomes (spec 8)', () => {
  it.each([
    [200, 'resent'],
    [203, 'expired'],
    [429, 'exhausted'],
    [500, 'failed'],
  ] as const)('%i → %s', (status_code, kind) => {
    expect(resendOutcome({ status_code, message: 'm' })).toEqual({ kind, message: 'm' })
  })
})

describe('otp_auth id (spec 9: random, 15 characters)', () => {
  it('is 15 letters or digits and differs each time', () => {
    const a = randomOtpAuthId()
    expect(isOtpAuthId(a)).toBe(true)
    expect(randomOtpAuthId()).not.toBe(a)
  })
  it('skips bytes that would bias the alphabet', () => {
    let calls = 0
    const id = randomOtpAuthId((bytes) => {
      calls += 1
      return bytes.fill(calls === 1 ? 250 : 0)
    })
    expect(id).toBe('A'.repeat(15))
  })
})
