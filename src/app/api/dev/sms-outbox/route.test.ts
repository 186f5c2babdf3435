import { afterEach, describe, expect, it, vi } from 'vitest'

import { CLIENT_ADDRESS_HEADER, HOST_MARK } from '@/server/process/host-contract'

vi.mock('server-only', () => ({}))

const mark = globalThis as Record<symbol, unknown>

afterEach(() => {
  delete mark[HOST_MARK]
  vi.unstubAllEnvs()
  vi.resetModules()
})

async function outbox(vars: Record<string, string>, address: string) {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value)
  mark[HOST_MARK] = true
  const { GET } = await import('./route')
  return GET(
    new Request('http://localhost/api/dev/sms-outbox?phone_number=9876543210', {
      headers: { [CLIENT_ADDRESS_HEADER]: address },
    }),
  )
}

// The development SMS outbox holds every code sent: a door that must stay shut anywhere but a developer's machine.
describe('GET /api/dev/sms-outbox', () => {
  it('answers a caller on this machine in development and test', async () => {
    expect((await outbox({ APP_ENV: 'test' }, '127.0.0.1')).status).toBe(200)
    vi.resetModules()
    expect((await outbox({ APP_ENV: 'development' }, '127.8.9.10')).status).toBe(200)
  })

  it('is not there for a caller from another address, even in development', async () => {
    expect((await outbox({ APP_ENV: 'development' }, '203.0.113.9')).status).toBe(404)
  })

  it('is not there in uat, devs or sit (production refuses the console provider at start), even on this machine', async () => {
    for (const APP_ENV of ['uat', 'devs', 'sit']) {
      expect((await outbox({ APP_ENV }, '127.0.0.1')).status).toBe(404)
      vi.resetModules()
    }
  })
})
