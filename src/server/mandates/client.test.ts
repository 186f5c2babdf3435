import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { HttpMandateProvider } from './client'
import { LocalMandateProvider } from './local'
import { checkCallback } from './signature'
import { type IFakeProvider, startFakeProvider } from './testing/fake-provider'
import { MandateProviderUnavailable, type IMandateRegistration } from './types'

const REGISTRATION: IMandateRegistration = {
  reference: 'NACHTEST000001',
  policyNumber: 'SL2024P0000606',
  holderName: 'Lakshmi Narayan',
  amount: 60000,
  method: 'upi',
  upiId: 'lakshmi@okhdfc',
  debitDay: 20,
  effectiveFrom: '2026-11-22',
  effectiveTo: null,
}

let fake: IFakeProvider
let provider: HttpMandateProvider
beforeAll(async () => {
  fake = await startFakeProvider('pk')
  provider = new HttpMandateProvider({ baseUrl: fake.url, apiKey: 'pk', timeoutMs: 1500 })
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.mode = 'up'
  fake.requests.length = 0
  fake.invalidUpi.clear()
})

describe('HTTP mandate provider against a fake', () => {
  it('verifies UPI ids and registers mandates with the API key', async () => {
    fake.invalidUpi.add('nobody@okaxis')
    expect(await provider.verifyUpiId('lakshmi@okhdfc')).toBe(true)
    expect(await provider.verifyUpiId('nobody@okaxis')).toBe(false)
    expect(await provider.register(REGISTRATION)).toEqual({
      redirectUrl: 'https://provider.example/authorise/NACHTEST000001',
    })
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/mandates',
      apiKey: 'pk',
      body: { reference: 'NACHTEST000001' },
    })
    await provider.cancel({ umrn: 'U1', reference: 'NACHTEST000001' })
    expect(fake.requests.at(-1)?.path).toBe('/mandates/NACHTEST000001/cancel')
  })

  it.each([['down'], ['slow']] as const)('a provider that is %s is unavailable', async (mode) => {
    fake.mode = mode
    await expect(provider.verifyUpiId('lakshmi@okhdfc')).rejects.toBeInstanceOf(MandateProviderUnavailable)
    await expect(provider.register(REGISTRATION)).rejects.toBeInstanceOf(MandateProviderUnavailable)
  })
})

describe('local sandbox provider', () => {
  const secret = 's'.repeat(40)
  const local = new LocalMandateProvider(secret, () => 1_800_000_000_000)

  it('redirects to the site callback, signed: authorised, or declined for the test values', async () => {
    const ok = new URL((await local.register(REGISTRATION)).redirectUrl, 'http://site')
    expect(ok.pathname).toBe('/api/v1/upi/enach-redirect')
    const check = checkCallback(secret, ok.searchParams, 1_800_000_000)
    expect(check.ok && check.fields).toMatchObject({ ref: 'NACHTEST000001', status: 'success' })
    const declined = new URL(
      (await local.register({ ...REGISTRATION, upiId: 'decline@okhdfc' })).redirectUrl,
      'http://site',
    )
    expect(declined.searchParams.get('status')).toBe('failure')
    expect(await local.verifyUpiId('someone@nobank')).toBe(false)
  })
})
