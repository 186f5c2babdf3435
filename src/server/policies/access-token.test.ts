import { describe, expect, it } from 'vitest'

import {
  POLICY_ACCESS_TTL_SECONDS,
  policyAccessCookie,
  policyAccessCookieName,
  readPolicyAccessValue,
  signPolicyAccess,
} from './access-token'

const SECRET = 'policy-access-test-secret'.padEnd(40, 'x')
const NOW = Date.parse('2026-11-22T06:00:00Z')

describe('policy access credential', () => {
  it('reads back the policy and purpose it was issued for, until it expires 15 minutes later', () => {
    const { value, access } = signPolicyAccess(
      SECRET,
      { policyNumber: 'SL2024T0000101', purpose: 'NACH_ACTIVATION_PAGE' },
      NOW,
    )
    expect(readPolicyAccessValue(SECRET, value, 'NACH_ACTIVATION_PAGE', NOW + 60_000)).toEqual(access)
    expect(access.expiresAt).toBe(NOW + POLICY_ACCESS_TTL_SECONDS * 1000)
    expect(readPolicyAccessValue(SECRET, value, 'NACH_ACTIVATION_PAGE', access.expiresAt)).toBeNull()
  })

  it('never opens another purpose, and refuses a tampered or foreign credential', () => {
    const { value } = signPolicyAccess(
      SECRET,
      { policyNumber: 'SL2024T0000101', purpose: 'NACH_ACTIVATION_PAGE' },
      NOW,
    )
    expect(readPolicyAccessValue(SECRET, value, 'NACH_DEACTIVATION_PAGE', NOW)).toBeNull()
    const [body, signature] = value.split('.') as [string, string]
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), n: 'SL2020S0000505' }),
    ).toString('base64url')
    expect(readPolicyAccessValue(SECRET, `${forged}.${signature}`, 'NACH_ACTIVATION_PAGE', NOW)).toBeNull()
    expect(
      readPolicyAccessValue('another-secret'.padEnd(40, 'y'), value, 'NACH_ACTIVATION_PAGE', NOW),
    ).toBeNull()
    expect(readPolicyAccessValue(SECRET, 'garbage', 'NACH_ACTIVATION_PAGE', NOW)).toBeNull()
    expect(readPolicyAccessValue(SECRET, null, 'NACH_ACTIVATION_PAGE', NOW)).toBeNull()
  })

  it('is an HttpOnly, SameSite=Strict cookie named after its purpose', () => {
    const cookie = policyAccessCookie('DGH_PAGE', 'v.s', true)
    expect(cookie).toMatch(/^sahyog_policy_dgh_page=v\.s;/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Secure')
    expect(policyAccessCookieName('NACH_ACTIVATION_PAGE')).not.toBe(
      policyAccessCookieName('NACH_DEACTIVATION_PAGE'),
    )
  })
})
