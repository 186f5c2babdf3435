import type { SanitizedConfig } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { forgetProcessSingleton } from '../process/singleton'
import { providedPayloadConfig, providePayloadConfig } from './payload-config'

afterEach(() => forgetProcessSingleton('payload-config'))

describe('the CMS configuration handed to the server', () => {
  it('is refused with a message naming what to import when nothing has loaded it', () => {
    expect(() => providedPayloadConfig()).toThrow(/'@\/app\/payload'/)
  })

  it('is the one provided, and the first provided stays (one configuration per process)', async () => {
    const first = { secret: 'first' } as unknown as SanitizedConfig
    providePayloadConfig(first)
    providePayloadConfig({ secret: 'second' } as unknown as SanitizedConfig)
    expect(await providedPayloadConfig()).toBe(first)
  })

  it('is provided by src/payload.config.ts as it loads', async () => {
    const { default: config } = await import('@payload-config')
    expect(await providedPayloadConfig()).toBe(await config)
  })
})
