import { describe, expect, it, vi } from 'vitest'

import { freshEnvEachTest, loadEnv } from './testing'

freshEnvEachTest()

const load = loadEnv

describe('CRM settings', () => {
  it('records leads locally unless told otherwise', async () => {
    const env = await load({ CRM_ADAPTER: '' })
    expect(env()).toMatchObject({ CRM_ADAPTER: 'local', CRM_MAX_ATTEMPTS: 10, CRM_TIMEOUT_MS: 10_000 })
  })

  it('refuses the webhook adapter without its address and a long enough secret', async () => {
    const env = await load({ CRM_ADAPTER: 'webhook', CRM_WEBHOOK_URL: '', CRM_WEBHOOK_SECRET: '' })
    expect(() => env()).toThrow(/CRM_WEBHOOK_URL is required when CRM_ADAPTER=webhook/)
    vi.resetModules()
    const short = await load({ CRM_WEBHOOK_URL: 'https://crm.example/leads', CRM_WEBHOOK_SECRET: 'short' })
    expect(() => short()).toThrow(/CRM_WEBHOOK_SECRET must be at least 32 characters/)
  })
})
