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

  it('refuses APP_ENV devs or sit on the production site (OTP is skipped there)', async () => {
    const env = await load({ APP_ENV: 'sit', SITE_URL: 'https://www.sahyoglife.in' })
    expect(() => env()).toThrow(/APP_ENV=sit skips OTP verification/)
  })

  it('allows devs and sit on their own hosts, with the console SMS provider', async () => {
    const env = await load({ APP_ENV: 'devs', SITE_URL: 'https://devs.sahyoglife.in' })
    expect(env().APP_ENV).toBe('devs')
  })

  it('refuses the console SMS provider and a missing OTP secret in production', async () => {
    const env = await load({ APP_ENV: 'production', PAYLOAD_SECRET: 'p'.repeat(32), SMS_PROVIDER: 'console' })
    expect(() => env()).toThrow(/SMS_PROVIDER must name a real SMS gateway/)
    expect(() => env()).toThrow(/OTP_SECRET is required in production/)
  })

  it('needs the gateway credentials and the DLT ids for a real SMS gateway', async () => {
    const env = await load({ SMS_PROVIDER: 'gupshup', GUPSHUP_USER_ID: 'u' })
    expect(() => env()).toThrow(/GUPSHUP_PASSWORD are required/)
    expect(() => env()).toThrow(/SMS_DLT_TEMPLATE_ID is required/)
  })

  it('keeps the spec 9 OTP settings as defaults', async () => {
    const env = await load({})
    expect(env()).toMatchObject({ OTP_LENGTH: 4, OTP_RESEND_SECONDS: 30, SERVICES_PROVIDER: 'sahyog' })
  })
})
