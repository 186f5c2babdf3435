/**
 * aadhaar-ekyc-consent-revoking: only for the policy the visitor verified by OTP for this purpose (the policy
 * access cookie of EKYC_REVOKE_PAGE), with its form token; one open request per policy.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { adminToken, get } from './support/http'
import { createPolicy, verifiedPolicyCookie } from './support/policy'
import { formHeaders, postForm } from './support/service-forms'

let admin: string

beforeAll(async () => {
  admin = `JWT ${await adminToken()}`
}, 60_000)

const revoke = async (
  cookie: string | null,
  body: Record<string, unknown> = { reason: 'I prefer paper KYC.' },
) =>
  postForm('/api/v1/aadhaar-ekyc-consent-revoking', body, {
    headers: { ...(await formHeaders('ekycRevoke')), ...(cookie ? { cookie } : {}) },
  })

async function requestsFor(policyNumber: string) {
  const res = await get(`/cms/api/ekyc-revocations?where[policyNumber][equals]=${policyNumber}&depth=0`, {
    headers: { Authorization: admin },
  })
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
}

describe('POST /api/v1/aadhaar-ekyc-consent-revoking', () => {
  it('stores one request for the verified policy and answers its reference, the same when asked again', async () => {
    const policy = await createPolicy()
    const cookie = await verifiedPolicyCookie(policy, 'EKYC_REVOKE_PAGE')
    const first = await revoke(cookie)
    expect(first.status).toBe(200)
    const reference = (first.body.data as { reference: string }).reference
    expect(reference).toMatch(/^EKR\d{6}[A-Z0-9]{6}$/)
    const again = await revoke(cookie)
    expect(again.body.data).toEqual({ reference, new: false })
    const stored = await requestsFor(policy.policyNumber)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ reference, status: 'received', reason: 'I prefer paper KYC.' })
  })

  it('refuses without the policy access of this purpose, and without the form token', async () => {
    const policy = await createPolicy()
    expect((await revoke(null)).status).toBe(401)
    const otherPurpose = await verifiedPolicyCookie(policy, 'NACH_ACTIVATION_PAGE')
    expect((await revoke(otherPurpose)).status).toBe(401)
    const cookie = await verifiedPolicyCookie(policy, 'EKYC_REVOKE_PAGE')
    const noToken = await postForm(
      '/api/v1/aadhaar-ekyc-consent-revoking',
      { reason: '' },
      { headers: { cookie } },
    )
    expect(noToken.status).toBe(403)
    const tooLong = await revoke(cookie, { reason: 'x'.repeat(501) })
    expect(tooLong.status).toBe(400)
    expect(await requestsFor(policy.policyNumber)).toHaveLength(0)
  })
})
