import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { IPolicy } from '@/domain/policy'

import { startFakeCore, type IFakeCore } from '../policies/testing/fake-core'
import { sampleFile } from '../uploads/testing/samples'

vi.mock('server-only', () => ({}))

/** Every write the route makes goes through this stand-in for Payload: none may happen when the core is down. */
const writes: string[] = []
vi.mock('../content/payload', () => ({
  payloadClient: async () => ({
    create: async ({ collection }: { collection: string }) => {
      writes.push(collection)
      return { id: writes.length }
    },
    count: async () => ({ totalDocs: 0 }),
    update: async ({ collection }: { collection: string }) => {
      writes.push(`update:${collection}`)
      return {}
    },
    delete: async () => ({}),
  }),
}))

/**
 * Fault test of online-dgh-submission with POLICY_SERVICE=http: a visitor verified while the core policy system was
 * up gets 503 'We are unable to fetch the details' once it is down, slow or talking nonsense, and nothing is
 * stored or sent; when it is back, the same declaration goes through once.
 */
const POLICY: IPolicy = {
  policyNumber: 'SL2021T0000909',
  applicationNumber: null,
  holderName: 'Rohit Kulkarni',
  dateOfBirth: '1984-02-11',
  pan: null,
  mobile: '7300000909',
  productName: 'Sahyog Smart Term Plan',
  productKind: 'term',
  sumAssured: 2500000,
  premium: 14500,
  frequency: 'yearly',
  commencementDate: '2021-05-10',
  nextDueDate: '2025-05-10',
  status: 'lapsed',
  funds: [],
  bonuses: [],
  premiumsPaid: [],
}

let core: IFakeCore
let verify: typeof import('../policies/verify')
let otp: typeof import('../otp')
let route: typeof import('./route')
let cookie = ''

beforeAll(async () => {
  core = await startFakeCore('dgh-key')
  core.slowMs = 5000
  core.policies.set(POLICY.policyNumber, POLICY)
  Object.assign(process.env, {
    POLICY_SERVICE: 'http',
    POLICY_API_URL: core.url,
    POLICY_API_KEY: 'dgh-key',
    POLICY_API_TIMEOUT_MS: '1500',
    OTP_MIN_ANSWER_MS: '0',
  })
  verify = await import('../policies/verify')
  otp = await import('../otp')
  route = await import('./route')

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    verify.handlePolicyVerify(
      new Request('http://localhost/api/v1/policy/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9', ...headers },
        body: JSON.stringify(body),
      }),
    )
  const looked = await post({
    policy_number: POLICY.policyNumber,
    dob: POLICY.dateOfBirth,
    mobile: POLICY.mobile,
    purpose: 'DGH_PAGE',
    url: 'http://localhost/',
  })
  const { Token } = ((await looked.json()) as { data: { Token: string } }).data
  const [sms] = await otp.otpServices().store.listOutbox(POLICY.mobile)
  const code = /#(\d+)$/.exec(sms!.text)![1]!
  const authId = 'abcdefghij12345'
  const verified = await post(
    { action: 'verifyOtp', module: 'Otp', data: { OTP: code, otp_auth: authId } },
    { authorization: `Bearer ${Token}`, 'x-auth-token': authId },
  )
  expect(verified.status).toBe(200)
  cookie = verified.headers.get('set-cookie')!.split(';')[0]!
}, 120_000)
afterAll(() => core.close())

async function declaration() {
  const { newFormId } = await import('../otp/form-token')
  const formId = newFormId('online-dgh-submission')
  const token = await otp.otpServices().forms.issue(route.DGH_FORM, formId)
  const form = new FormData()
  for (const id of ['hospitalised', 'conditions', 'treatment', 'tests', 'symptoms', 'absence'])
    form.set(`answer_${id}`, 'no')
  form.set('height_unit', 'cm')
  form.set('height_cm', '170')
  form.set('weight_kg', '70')
  form.set('declaration', 'yes')
  form.set('report', new Blob([await sampleFile('pdf')]), 'report.pdf')
  return route.postDghSubmission(
    new Request('http://localhost/api/v1/online-dgh-submission', {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': token, 'x-csrf-id': formId, 'x-forwarded-for': '10.9.9.9' },
      body: form,
    }),
  )
}

describe('the core policy system fails after the visitor verified', () => {
  it.each([['down'], ['slow'], ['garbage']] as const)(
    'when it is %s the declaration answers 503 "We are unable to fetch the details" and nothing is stored',
    async (mode) => {
      core.mode = mode
      const res = await declaration()
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({ message: 'We are unable to fetch the details' })
      expect(writes).toEqual([])
      expect(await otp.otpServices().store.listOutbox(POLICY.mobile)).toHaveLength(1) // the OTP only
    },
    20_000,
  )

  it('when it is back the same declaration is stored once: report first, then the declaration', async () => {
    core.mode = 'up'
    const res = await declaration()
    expect(res.status).toBe(200)
    expect(writes).toEqual(['dgh-reports', 'dgh-submissions', 'update:dgh-submissions'])
    expect(await otp.otpServices().store.listOutbox(POLICY.mobile)).toHaveLength(2)
  })
})
