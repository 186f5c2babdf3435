import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

async function load(vars: Record<string, string>) {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value)
  const mod = await import('.')
  return mod.env
}

describe('environment', () => {
  it('treats an empty variable as unset', async () => {
    const env = await load({ SITE_URL: '', APP_ENV: '' })
    expect(env().SITE_URL).toBe('http://localhost:3000')
    expect(env().APP_ENV).toBe('development')
  })

  it('refuses to start production without a session secret, naming the variable', async () => {
    const env = await load({ APP_ENV: 'production', PAYLOAD_SECRET: '' })
    expect(() => env()).toThrow(/PAYLOAD_SECRET is required in production/)
  })

  it('rejects a database URL it cannot use', async () => {
    const env = await load({ DATABASE_URL: 'mysql://db/site' })
    expect(() => env()).toThrow(/DATABASE_URL/)
  })
})
