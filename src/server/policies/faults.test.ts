import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { IPolicy } from '@/domain/policy'

import { startFakeCore, type IFakeCore } from './testing/fake-core'

vi.mock('server-only', () => ({}))

/**
 * Fault tests of the policy verification with POLICY_SERVICE=http: the core policy system down, slow or talking
 * nonsense gives 503 'We are unable to fetch the details' and no SMS; when it is up, the same calls work.
 */
const POLICY: IPolicy = {
  policyNumber: 'SL2019U0001010',
  applicationNumber: null,
  holderName: 'Ananya Bose',
  dateOfBirth: '1972-10-27',
  pan: null,
  mobile: '7300001010',
  productName: 'Sahyog Wealth Builder ULIP',
  productKind: 'ulip',
  sumAssured: 800000,
  premium: 50000,
  frequency: 'yearly',
  commencementDate: '2019-11-11',
  nextDueDate: '2027-11-11',
  status: 'in-force',
  funds: [],
  bonuses: [],
  premiumsPaid: [],
}

let core: IFakeCore
let verify: typeof import('./verify')
let otp: typeof import('../otp')

beforeAll(async () => {
  core = await startFakeCore('fault-key')
  core.slowMs = 5000
  core.policies.set(POLICY.policyNumber, POLICY)
  Object.assign(process.env, {
    POLICY_SERVICE: 'http',
    POLICY_API_URL: core.url,
    POLICY_API_KEY: 'fault-key',
    POLICY_API_TIMEOUT_MS: '1500',
    OTP_MIN_ANSWER_MS: '0',
  })
  verify = await import('./verify')
  otp = await import('../otp')
}, 120_000)
afterAll(() => core.close())
beforeEach(() => {
  core.mode = 'up'
})

let ip = 0
const post = (body: unknown, headers: Record<string, string> = {}) =>
  verify.handlePolicyVerify(
    new Request('http://localhost/api/v1/policy/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${++ip}`, ...headers },
      body: JSON.stringify(body),
    }),
  )

const lookupBody = (purpose: string) => ({
  policy_number: POLICY.policyNumber,
  dob: POLICY.dateOfBirth,
  purpose,
  url: 'http://localhost/',
})

describe('the core policy system fails', () => {
  it.each([['down'], ['slow'], ['garbage']] as const)(
    'when it is %s the lookup answers 503 "We are unable to fetch the details" and sends no SMS',
    async (mode) => {
      core.mode = mode
      const res = await post(lookupBody(`DGH_PAGE`))
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({
        status_code: 503,
        message: 'We are unable to fetch the details',
      })
      expect(await otp.otpServices().store.listOutbox(POLICY.mobile)).toEqual([])
    },
  )

  it('when it is up the lookup sends the code, and a verified visitor gets 503 from the summary once it goes down', async () => {
    const res = await post(lookupBody('RENEWAL_PAYMENT_PAGE'))
    expect(res.status).toBe(200)
    const { Token } = ((await res.json()) as { data: { Token: string } }).data
    const [sms] = await otp.otpServices().store.listOutbox(POLICY.mobile)
    const code = /#(\d+)$/.exec(sms!.text)![1]!
    const authId = 'abcdefghij12345'
    const verified = await post(
      { action: 'verifyOtp', module: 'Otp', data: { OTP: code, otp_auth: authId } },
      { authorization: `Bearer ${Token}`, 'x-auth-token': authId },
    )
    expect(verified.status).toBe(200)
    const cookie = verified.headers.get('set-cookie')!.split(';')[0]!
    const summary = (headers: Record<string, string>) =>
      verify.handlePolicySummary(
        new Request('http://localhost/api/v1/policy/summary?purpose=RENEWAL_PAYMENT_PAGE', { headers }),
      )
    expect((await summary({ cookie })).status).toBe(200)
    core.mode = 'down'
    const down = await summary({ cookie })
    expect(down.status).toBe(503)
    expect(((await down.json()) as { message: string }).message).toBe('We are unable to fetch the details')
  })
})
