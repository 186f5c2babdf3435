import { describe, expect, it } from 'vitest'

import { hostSettings } from './settings'

const base = {
  APP_ENV: 'production' as const,
  SITE_URL: 'https://www.sahyoglife.in',
  PAYMENT_GATEWAY: 'razorpay' as const,
  RAZORPAY_API_BASE: 'https://api.razorpay.com',
  CDN_PURGE: 'none' as const,
}

describe('hostSettings', () => {
  it('sends HSTS for a year with subdomains in production, and upgrades insecure requests there', () => {
    const settings = hostSettings(base)
    expect(settings.hsts).toBe('max-age=31536000; includeSubDomains')
    expect(settings.policy.upgradeInsecure).toBe(true)
    expect(settings.policy.formActions).toEqual(['https://api.razorpay.com'])
  })

  it('sends no HSTS outside production, where the site is plain http on a laptop', () => {
    const settings = hostSettings({
      ...base,
      APP_ENV: 'test',
      SITE_URL: 'http://localhost:3000',
      PAYMENT_GATEWAY: 'local',
    })
    expect(settings.hsts).toBeNull()
    expect(settings.policy.upgradeInsecure).toBe(false)
    expect(settings.policy.formActions).toEqual([])
  })

  it('lets a shared cache hold pages long only when a purge adapter is configured', () => {
    expect(hostSettings(base).purgedSharedCache).toBe(false)
    expect(hostSettings({ ...base, CDN_PURGE: 'varnish' }).purgedSharedCache).toBe(true)
  })
})
