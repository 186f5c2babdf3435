import { describe, expect, it, vi } from 'vitest'

import { freshEnvEachTest, loadEnv } from './testing'

freshEnvEachTest()

const load = loadEnv

describe('CDN purge settings', () => {
  it('purges no shared cache unless told to', async () => {
    const env = await load({ CDN_PURGE: '' })
    expect(env().CDN_PURGE).toBe('none')
  })

  it('refuses varnish without the cache’s address and a long enough token, in production as anywhere', async () => {
    const env = await load({
      APP_ENV: 'production',
      CDN_PURGE: 'varnish',
      CDN_PURGE_URL: '',
      CDN_PURGE_TOKEN: '',
    })
    expect(() => env()).toThrow(/CDN_PURGE_URL is required when CDN_PURGE=varnish/)
    expect(() => env()).toThrow(/CDN_PURGE_TOKEN is required when CDN_PURGE=varnish/)
    vi.resetModules()
    const short = await load({ CDN_PURGE_URL: 'http://127.0.0.1:6081', CDN_PURGE_TOKEN: 'x'.repeat(23) })
    expect(() => short()).toThrow(/CDN_PURGE_TOKEN must be at least 24 characters/)
  })

  it('takes varnish with its address and token', async () => {
    const env = await load({
      CDN_PURGE: 'varnish',
      CDN_PURGE_URL: 'http://127.0.0.1:6081',
      CDN_PURGE_TOKEN: 't'.repeat(24),
    })
    expect(env()).toMatchObject({ CDN_PURGE: 'varnish', CDN_PURGE_URL: 'http://127.0.0.1:6081' })
  })
})
