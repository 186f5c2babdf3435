import { describe, expect, it } from 'vitest'

import { authTokenMatches } from '@/domain/otp/protocol'

import { freshAuthId, freshIp, freshPhone, latestCode, outbox, wrongCode } from './support/otp'
import {
  cookieOf,
  createPolicy,
  freshPolicyNumber,
  getJson,
  lookup,
  verifiedPolicyCookie,
  verifyPolicyOtp,
} from './support/policy'

const tokenOf = (res: { body: { data?: unknown } }) => (res.body.data as Record<string, string>).Token!
const maskOf = (res: { body: { data?: unknown } }) => (res.body.data as Record<string, string>).masked_mobile!

const MISMATCH = { status_code: 200, status: false, message: 'Enter valid policy details' }

describe('policy lookup (POST /api/v1/policy/verify)', () => {
  it('sends an OTP to the typed mobile (the registered one) and shows it masked', async () => {
    const policy = await createPolicy()
    const res = await lookup(policy)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(maskOf(res)).toBe(`+91 ${policy.mobile[0]}XXXXXX${policy.mobile.slice(-3)}`)
    expect(tokenOf(res)).toMatch(/^[\w-]{40,}$/)
    expect(JSON.stringify(res.body)).not.toContain(policy.mobile)
    expect(await outbox(policy.mobile)).toHaveLength(1)
  })

  it('answers an unknown policy, a wrong date of birth or another number like a match, and sends the code to the typed number', async () => {
    const policy = await createPolicy()
    const known = await lookup(policy)
    const cases = [
      { policyNumber: freshPolicyNumber(), dateOfBirth: policy.dateOfBirth, mobile: freshPhone() },
      { policyNumber: policy.policyNumber, dateOfBirth: '1986-08-15', mobile: freshPhone() },
      { policyNumber: policy.policyNumber, dateOfBirth: policy.dateOfBirth, mobile: freshPhone() },
    ]
    for (const details of cases) {
      const res = await lookup(details, 'DGH_PAGE')
      expect(res.status).toBe(known.status)
      expect(res.body.message).toBe(known.body.message)
      expect(Object.keys(res.body).sort()).toEqual(Object.keys(known.body).sort())
      expect(Object.keys(res.body.data as object).sort()).toEqual(['Token', 'masked_mobile'])
      expect(maskOf(res)).toBe(`+91 ${details.mobile[0]}XXXXXX${details.mobile.slice(-3)}`)
      expect(await outbox(details.mobile)).toHaveLength(1)
    }
    // Nothing more went to the registered mobile.
    expect(await outbox(policy.mobile)).toHaveLength(1)
  })

  it('takes as long for an unknown policy as for a known one', async () => {
    const policy = await createPolicy()
    const t0 = performance.now()
    await lookup(policy)
    const known = performance.now() - t0
    const t1 = performance.now()
    await lookup({ policyNumber: freshPolicyNumber(), dateOfBirth: '1970-01-01', mobile: freshPhone() })
    const unknown = performance.now() - t1
    expect(Math.abs(known - unknown)).toBeLessThan(250)
  })

  it.each([
    [{ policy_number: '', dob: '1986-08-14', mobile: '9876543210' }, 'Please enter policy number'],
    [
      { policy_number: 'SL2024T00001', dob: '1986-08-14', mobile: '9876543210' },
      'Policy number should be minimum 14',
    ],
    [
      { policy_number: 'SL2024T000010111', dob: '1986-08-14', mobile: '9876543210' },
      'Policy number should be maximum 14',
    ],
    [{ policy_number: 'SL2024T0000101', dob: '', mobile: '9876543210' }, 'Please enter date of birth'],
    [
      { policy_number: 'SL2024T0000101', dob: '1986-02-30', mobile: '9876543210' },
      'Please enter a valid date of birth',
    ],
    [{ policy_number: 'SL2024T0000101', dob: '1986-08-14' }, 'Mobile number is required'],
    [
      { policy_number: 'SL2024T0000101', dob: '1986-08-14', mobile: '98765' },
      'Mobile number should be minimum 10',
    ],
    [
      { policy_number: 'SL2024T0000101', dob: '1986-08-14', mobile: '98765432101' },
      'Mobile number should be maximum 10',
    ],
    [
      { policy_number: 'SL2024T0000101', dob: '1986-08-14', mobile: '5876543210' },
      'Please enter a valid mobile number',
    ],
  ])('refuses bad details %j with a 400 and the form message', async (fields, message) => {
    const res = await (
      await import('./support/policy')
    ).postJson('/api/v1/policy/verify', {
      ...fields,
      purpose: 'NACH_ACTIVATION_PAGE',
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
  })

  it('refuses a purpose that is not a policy service (the lead form cannot be used to reach a policy)', async () => {
    const policy = await createPolicy()
    const res = await lookup(policy, 'QUICK_LINKS')
    expect(res.status).toBe(400)
    expect(await outbox(policy.mobile)).toHaveLength(0)
  })

  it('is limited per client address like sendOtp, for known and unknown policies alike', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 32; i += 1) {
      statuses.push(
        (
          await lookup(
            { policyNumber: freshPolicyNumber(), dateOfBirth: '1980-01-01', mobile: freshPhone() },
            undefined,
            ip,
          )
        ).status,
      )
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(30)).toEqual([429, 429])
  })

  it('is limited to 5 lookups an hour per policy number, whatever the mobile and the address', async () => {
    const policy = await createPolicy()
    for (let i = 0; i < 5; i += 1) {
      const res = await lookup({ ...policy, mobile: freshPhone() }, 'DGH_PAGE')
      expect(res.status).toBe(200)
    }
    // From a fresh address, with the registered mobile itself: one policy cannot be probed with more numbers.
    const refused = await lookup(policy, 'DGH_PAGE')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(refused.body.message).toBe(
      'Too many verification requests for this policy number. Please try again after some time.',
    )
    expect(await outbox(policy.mobile)).toHaveLength(0)
  })
})

describe('policy OTP verification and the access credential', () => {
  it('verifies the code sent to the registered mobile and sets an HttpOnly access cookie for that purpose', async () => {
    const policy = await createPolicy()
    const looked = await lookup(policy)
    const otp = await latestCode(policy.mobile)
    const authId = freshAuthId()
    const res = await verifyPolicyOtp(tokenOf(looked), otp, { authId })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe(true)
    expect(authTokenMatches((res.body.data as Record<string, string>).auth_token, authId, otp)).toBe(true)
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^sahyog_policy_nach_activation_page=/)
    expect(setCookie).toContain('HttpOnly')
    const summary = await getJson('/api/v1/policy/summary?purpose=NACH_ACTIVATION_PAGE', cookieOf(res))
    expect(summary.status).toBe(200)
    expect(summary.body.data).toMatchObject({
      policyNumber: policy.policyNumber,
      maskedMobile: `+91 ${policy.mobile[0]}XXXXXX${policy.mobile.slice(-3)}`,
      premium: 2400,
    })
    expect(JSON.stringify(summary.body)).not.toContain(policy.mobile)
  })

  it('a code is single use', async () => {
    const policy = await createPolicy()
    const looked = await lookup(policy)
    const otp = await latestCode(policy.mobile)
    expect((await verifyPolicyOtp(tokenOf(looked), otp)).status).toBe(200)
    const again = await verifyPolicyOtp(tokenOf(looked), otp)
    expect(again.status).not.toBe(200)
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it('a wrong code is 201 with the tries left and no cookie', async () => {
    const policy = await createPolicy()
    const looked = await lookup(policy)
    const res = await verifyPolicyOtp(tokenOf(looked), wrongCode(await latestCode(policy.mobile)))
    expect(res.status).toBe(201)
    expect(res.body.message).toMatch(/Incorrect OTP\. 2 attempts left\./)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('a code for one policy does not unlock another, nor one purpose another', async () => {
    const sameMobile = await createPolicy()
    const other = await createPolicy({ mobile: sameMobile.mobile })
    // Two policies on one mobile: the code of policy A's session, given with policy B's session, is wrong.
    const a = await lookup(sameMobile)
    const codeA = await latestCode(sameMobile.mobile)
    const b = await lookup(other, 'NACH_DEACTIVATION_PAGE')
    const codeB = await latestCode(sameMobile.mobile)
    if (codeA !== codeB) {
      expect((await verifyPolicyOtp(tokenOf(b), codeA, { purpose: 'NACH_DEACTIVATION_PAGE' })).status).toBe(
        201,
      )
    }
    // Claiming another purpose for a session is refused outright.
    expect((await verifyPolicyOtp(tokenOf(a), codeA, { purpose: 'DGH_PAGE' })).status).toBe(400)
    // The real code for A opens A, for its purpose only.
    const okA = await verifyPolicyOtp(tokenOf(a), codeA)
    expect(okA.status).toBe(200)
    const summaryOther = await getJson('/api/v1/policy/summary?purpose=NACH_DEACTIVATION_PAGE', cookieOf(okA))
    expect(summaryOther.status).toBe(401)
    const summaryA = await getJson('/api/v1/policy/summary?purpose=NACH_ACTIVATION_PAGE', cookieOf(okA))
    expect((summaryA.body.data as Record<string, string>).policyNumber).toBe(sameMobile.policyNumber)
  })

  it('a lead-form session (sendOtp on the services endpoint) never yields policy access', async () => {
    const { sentSession } = await import('./support/otp')
    const policy = await createPolicy()
    const { token, code } = await sentSession(policy.mobile, { SourcePage: 'NACH_ACTIVATION_PAGE' })
    const res = await verifyPolicyOtp(token, code)
    expect(res.status).toBe(400)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it.each([
    ['an unknown policy number', 'unknown'],
    ['a wrong date of birth', 'dob'],
    ['a number that is not the registered one', 'mobile'],
  ] as const)(
    'with %s the right code answers "Enter valid policy details" and sets no cookie',
    async (_, kind) => {
      const policy = await createPolicy()
      const details = {
        policyNumber: kind === 'unknown' ? freshPolicyNumber() : policy.policyNumber,
        dateOfBirth: kind === 'dob' ? '1986-08-15' : policy.dateOfBirth,
        mobile: freshPhone(),
      }
      const looked = await lookup(details)
      expect(looked.status).toBe(200)
      const otp = await latestCode(details.mobile)
      const res = await verifyPolicyOtp(tokenOf(looked), otp)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ ...MISMATCH, data: { policy_match: false } })
      expect(res.headers.get('set-cookie')).toBeNull()
      // The proof is spent: the same code cannot be tried again.
      const again = await verifyPolicyOtp(tokenOf(looked), otp)
      expect(again.status).not.toBe(200)
      expect(again.headers.get('set-cookie')).toBeNull()
      expect(await outbox(policy.mobile)).toHaveLength(0)
    },
  )

  it('wrong codes for details that match nothing are only wrong codes', async () => {
    const policy = await createPolicy()
    const mobile = freshPhone()
    const looked = await lookup({ ...policy, mobile })
    const res = await verifyPolicyOtp(tokenOf(looked), wrongCode(await latestCode(mobile)))
    expect(res.status).toBe(201)
    expect(res.body.message).toMatch(/Incorrect OTP\. 2 attempts left\./)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('the summary needs a valid credential: none, forged or for another purpose is 401', async () => {
    const policy = await createPolicy()
    const cookie = await verifiedPolicyCookie(policy, 'DGH_PAGE')
    expect((await getJson('/api/v1/policy/summary?purpose=DGH_PAGE', cookie)).status).toBe(200)
    expect((await getJson('/api/v1/policy/summary?purpose=DGH_PAGE')).status).toBe(401)
    const [name, value] = cookie.split('=') as [string, string]
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await getJson('/api/v1/policy/summary?purpose=DGH_PAGE', forged)).status).toBe(401)
    expect((await getJson('/api/v1/policy/summary?purpose=RENEWAL_PAYMENT_PAGE', cookie)).status).toBe(401)
    expect((await getJson('/api/v1/policy/summary?purpose=QUICK_LINKS', cookie)).status).toBe(400)
  })
})
