import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { IPolicy } from '@/domain/policy'

import { HttpPolicyService } from './client'
import { startFakeCore, type IFakeCore } from './testing/fake-core'
import { PolicyServiceUnavailable } from './types'

const POLICY: IPolicy = {
  policyNumber: 'SL2024T0000101',
  applicationNumber: 'AP24000101',
  holderName: 'Arjun Mehta',
  dateOfBirth: '1988-04-12',
  pan: 'ABCPM1234K',
  mobile: '7300000101',
  productName: 'Sahyog Suraksha Term Plan',
  productKind: 'term',
  sumAssured: 10000000,
  premium: 14500,
  frequency: 'yearly',
  commencementDate: '2024-05-10',
  nextDueDate: '2027-05-10',
  status: 'in-force',
  funds: [],
  bonuses: [],
  premiumsPaid: [{ financialYear: '2024-25', amount: 14500, paidOn: '2024-05-08' }],
}

let core: IFakeCore
let service: HttpPolicyService

beforeAll(async () => {
  core = await startFakeCore('core-key')
  core.slowMs = 5000
  service = new HttpPolicyService({ baseUrl: core.url, apiKey: 'core-key', timeoutMs: 1500 })
})
afterAll(() => core.close())
beforeEach(() => {
  core.mode = 'up'
  core.policies.clear()
  core.mandates.clear()
  core.requests.length = 0
  core.policies.set(POLICY.policyNumber, POLICY)
})

describe('HTTP policy service against a fake core system', () => {
  it('finds a policy by number and date of birth, sending the API key', async () => {
    expect(await service.findPolicy('sl2024t0000101', '1988-04-12')).toEqual(POLICY)
    expect(core.requests[0]).toEqual({ path: '/policies/SL2024T0000101', apiKey: 'core-key' })
  })

  it('answers null for an unknown number or another date of birth', async () => {
    expect(await service.findPolicy('SL9999T9999999', '1988-04-12')).toBeNull()
    expect(await service.findPolicy('SL2024T0000101', '1988-04-13')).toBeNull()
  })

  it('lists mandates', async () => {
    core.mandates.set(POLICY.policyNumber, [
      {
        policyNumber: POLICY.policyNumber,
        method: 'upi',
        umrn: 'UMRN1',
        status: 'active',
        accountHolderName: null,
        accountNumberMasked: null,
        bankName: null,
        branchName: null,
        micr: null,
        ifsc: null,
        accountType: null,
        upiId: 'arjun@okaxis',
        amount: 2000,
        effectiveFrom: '2025-01-01',
        effectiveTo: null,
        debitDay: 10,
        providerReference: 'P1',
      },
    ])
    expect((await service.listMandates(POLICY.policyNumber)).map((m) => m.umrn)).toEqual(['UMRN1'])
  })

  it.each([
    ['down', 'status'],
    ['slow', 'timeout'],
    ['garbage', 'invalid'],
  ] as const)('a core system that is %s is unavailable (%s), never a wrong answer', async (mode, reason) => {
    core.mode = mode
    const error = await service.findPolicy(POLICY.policyNumber, POLICY.dateOfBirth).catch((e) => e)
    expect(error).toBeInstanceOf(PolicyServiceUnavailable)
    expect((error as PolicyServiceUnavailable).reason).toBe(reason)
  })

  it('a wrong API key is unavailable, not "no such policy"', async () => {
    const wrongKey = new HttpPolicyService({ baseUrl: core.url, apiKey: 'nope', timeoutMs: 1500 })
    await expect(wrongKey.getPolicy(POLICY.policyNumber)).rejects.toBeInstanceOf(PolicyServiceUnavailable)
  })

  it('a core system that cannot be reached is unavailable', async () => {
    const nowhere = new HttpPolicyService({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1500 })
    await expect(nowhere.getPolicy(POLICY.policyNumber)).rejects.toBeInstanceOf(PolicyServiceUnavailable)
  })
})
