import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { IPolicy } from '@/domain/policy'

import { startFakeCore, type IFakeCore } from '../policies/testing/fake-core'

vi.mock('server-only', () => ({}))

/**
 * Fault test of the renewal payment with POLICY_SERVICE=http: when the core policy system is down, slow or talking
 * nonsense, the due premium and the payment answer 503 'We are unable to fetch the details' before anything is
 * stored or any gateway is called.
 */
const POLICY: IPolicy = {
  policyNumber: 'SL2023S0000202',
  applicationNumber: null,
  holderName: 'Rohit Verma',
  dateOfBirth: '1979-06-02',
  pan: null,
  mobile: '7300000202',
  productName: 'Sahyog Guaranteed Savings Plan',
  productKind: 'savings',
  sumAssured: 600000,
  premium: 2400,
  frequency: 'monthly',
  commencementDate: '2023-12-01',
  nextDueDate: '2026-12-01',
  status: 'in-force',
  funds: [],
  bonuses: [],
  premiumsPaid: [],
}

let core: IFakeCore
let renewal: typeof import('./renewal')
let cookie: string

beforeAll(async () => {
  core = await startFakeCore('fault-key')
  core.slowMs = 5000
  core.policies.set(POLICY.policyNumber, POLICY)
  Object.assign(process.env, {
    POLICY_SERVICE: 'http',
    POLICY_API_URL: core.url,
    POLICY_API_KEY: 'fault-key',
    POLICY_API_TIMEOUT_MS: '1500',
  })
  renewal = await import('./renewal')
  const { otpSecret } = await import('../env')
  const { policyAccessCookieName, signPolicyAccess } = await import('../policies/access-token')
  const { value } = signPolicyAccess(otpSecret(), {
    policyNumber: POLICY.policyNumber,
    purpose: 'RENEWAL_PAYMENT_PAGE',
  })
  cookie = `${policyAccessCookieName('RENEWAL_PAYMENT_PAGE')}=${value}`
}, 120_000)
afterAll(() => core.close())

describe('the policy system fails during a renewal payment', () => {
  it.each([['down'], ['slow'], ['garbage']] as const)(
    'when it is %s, the due premium and paying answer 503 "We are unable to fetch the details"',
    async (mode) => {
      core.mode = mode
      const due = await renewal.handleRenewalDue(
        new Request('http://localhost/api/v1/renewal-payment', { headers: { cookie } }),
      )
      expect(due.status).toBe(503)
      expect(await due.json()).toMatchObject({
        status_code: 503,
        message: 'We are unable to fetch the details',
      })
      const pay = await renewal.handleRenewalStart(
        new Request('http://localhost/api/v1/renewal-payment', {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: '{}',
        }),
      )
      expect(pay.status).toBe(503)
      expect(((await pay.json()) as { message: string }).message).toBe('We are unable to fetch the details')
    },
  )
})
