import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { IPolicy } from '@/domain/policy'

import { startFakeCore, type IFakeCore } from './testing/fake-core'

vi.mock('server-only', () => ({}))

/**
 * The policy verification with POLICY_SERVICE=http. Faults: the core policy system down, slow or talking nonsense
 * gives 503 'We are unable to fetch the details' and no SMS; when it is up, the same calls work. Details (decision
 * 67): the code always goes to the typed mobile; after a right code, details that match no policy registered to
 * that number answer 'Enter valid policy details' with no cookie; one policy number has a budget of lookups.
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

/** A second policy for the details tests: the faults spend part of the first one's lookup budget. */
const OTHER: IPolicy = { ...POLICY, policyNumber: 'SL2019U0001011', mobile: '7300001011' }

let core: IFakeCore
let verify: typeof import('./verify')
let otp: typeof import('../otp')

beforeAll(async () => {
  core = await startFakeCore('fault-key')
  core.slowMs = 5000
  core.policies.set(POLICY.policyNumber, POLICY)
  core.policies.set(OTHER.policyNumber, OTHER)
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

const lookupBody = (purpose: string, overrides: Record<string, string> = {}) => ({
  policy_number: POLICY.policyNumber,
  dob: POLICY.dateOfBirth,
  mobile: POLICY.mobile,
  purpose,
  url: 'http://localhost/',
  ...overrides,
})

const codeFor = async (mobile: string) => {
  const outbox = await otp.otpServices().store.listOutbox(mobile)
  return /#(\d+)$/.exec(outbox.at(-1)!.text)![1]!
}

let authIds = 0
const verifyCode = (token: string, code: string) => {
  const authId = `abcdefghij${String(++authIds).padStart(5, '0')}`
  return post(
    { action: 'verifyOtp', module: 'Otp', data: { OTP: code, otp_auth: authId } },
    { authorization: `Bearer ${token}`, 'x-auth-token': authId },
  )
}

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

describe('the details are told only after the code to the typed mobile is verified', () => {
  it("asks for the mobile with the lead forms' messages", async () => {
    const res = await post(lookupBody('DGH_PAGE', { mobile: '12345' }))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      message: 'Mobile number should be minimum 10',
      errors: { mobile: 'Mobile number should be minimum 10' },
    })
  })

  it.each([
    ['a number that is not the registered one', { policy_number: OTHER.policyNumber, mobile: '9100000011' }],
    ['a wrong date of birth', { policy_number: OTHER.policyNumber, mobile: '9100000012', dob: '1972-10-28' }],
    ['an unknown policy number', { mobile: '9100000013', policy_number: 'SL2019U0009998' }],
  ])(
    'with %s a code goes to the typed number, and once verified answers "Enter valid policy details" without a cookie',
    async (_, overrides) => {
      const res = await post(lookupBody('NACH_ACTIVATION_PAGE', overrides))
      expect(res.status).toBe(200)
      const body = (await res.json()) as { data: { Token: string; masked_mobile: string } }
      expect(body.data.masked_mobile).toBe(`+91 9XXXXXX0${overrides.mobile.slice(-2)}`)
      const verified = await verifyCode(body.data.Token, await codeFor(overrides.mobile))
      expect(verified.status).toBe(200)
      expect(verified.headers.get('set-cookie')).toBeNull()
      expect(await verified.json()).toEqual({
        status_code: 200,
        status: false,
        message: 'Enter valid policy details',
        data: { policy_match: false },
      })
      // The code was spent: it cannot be tried again.
      expect((await verifyCode(body.data.Token, await codeFor(overrides.mobile))).status).not.toBe(200)
    },
  )

  it('a wrong code for details that match nothing is only a wrong code', async () => {
    const mobile = '9100000014'
    const res = await post(lookupBody('NACH_ACTIVATION_PAGE', { policy_number: OTHER.policyNumber, mobile }))
    const { Token } = ((await res.json()) as { data: { Token: string } }).data
    const code = await codeFor(mobile)
    const wrong = await verifyCode(Token, code === '0000' ? '1111' : '0000')
    expect(wrong.status).toBe(201)
  })

  it('one policy number is looked up at most 5 times an hour, whatever the numbers and addresses', async () => {
    const policyNumber = 'SL2019U0009997'
    for (let i = 0; i < 5; i += 1) {
      const res = await post(
        lookupBody('DGH_PAGE', { policy_number: policyNumber, mobile: `92000000${String(20 + i)}` }),
      )
      expect(res.status).toBe(200)
    }
    const refused = await post(lookupBody('DGH_PAGE', { policy_number: policyNumber, mobile: '9200000030' }))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.json()).toMatchObject({
      status_code: 429,
      message: 'Too many verification requests for this policy number. Please try again after some time.',
    })
    expect(await otp.otpServices().store.listOutbox('9200000030')).toEqual([])
    // The policy number is the key, in any case.
    const lower = await post(
      lookupBody('DGH_PAGE', { policy_number: policyNumber.toLowerCase(), mobile: '9200000031' }),
    )
    expect(lower.status).toBe(429)
  })

  it("a lookup that sends no code does not spend the policy number's budget", async () => {
    const policyNumber = 'SL2019U0009996'
    const first = await post(lookupBody('DGH_PAGE', { policy_number: policyNumber, mobile: '9300000040' }))
    expect(first.status).toBe(200)
    // The same number again within its countdown: refused by the OTP engine, so no code and no point.
    for (let i = 0; i < 6; i += 1) {
      const again = await post(lookupBody('DGH_PAGE', { policy_number: policyNumber, mobile: '9300000040' }))
      expect(again.status).toBe(429)
      expect(((await again.json()) as { message: string }).message).toMatch(/^Please wait/)
    }
    const other = await post(lookupBody('DGH_PAGE', { policy_number: policyNumber, mobile: '9300000041' }))
    expect(other.status).toBe(200)
  })
})
