import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
// The configuration as src/payload.config.ts hands it over (the server never imports it).
vi.mock('./payload-config', () => ({ providedPayloadConfig: async () => ({}) }))
vi.mock('payload', () => ({ getPayload: async () => ({ ready: true }) }))

const marker = path.join(os.tmpdir(), `payload-client-test-${process.pid}`)

/** Loads the module afresh with the given environment: it reads the phase and the marker when it loads. */
async function load(environment: Record<string, string | undefined>) {
  vi.resetModules()
  for (const [key, value] of Object.entries(environment)) vi.stubEnv(key, value)
  return (await import('./payload')).payloadClient
}

/** 'waiting' when the promise has not settled within the given time. */
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => 'done'),
    new Promise((resolve) => setTimeout(() => resolve('waiting'), ms)),
  ])

afterEach(() => {
  vi.unstubAllEnvs()
  fs.rmSync(marker, { force: true })
})

describe('payloadClient while npm start builds beside the database preparation', () => {
  it('waits during the build until the start script says the database is prepared', async () => {
    const payloadClient = await load({
      NEXT_PHASE: 'phase-production-build',
      BUILD_WAITS_FOR_DATABASE: marker,
    })
    const client = payloadClient()
    expect(await within(client, 600)).toBe('waiting')
    fs.writeFileSync(marker, '')
    expect(await within(client, 2_000)).toBe('done')
    expect(await client).toEqual({ ready: true })
  })

  it('never waits outside the build, even if the variable leaked into a server', async () => {
    const payloadClient = await load({ NEXT_PHASE: undefined, BUILD_WAITS_FOR_DATABASE: marker })
    expect(await within(payloadClient(), 500)).toBe('done')
  })

  it('does not wait in a build that was not asked to', async () => {
    const payloadClient = await load({
      NEXT_PHASE: 'phase-production-build',
      BUILD_WAITS_FOR_DATABASE: undefined,
    })
    expect(await within(payloadClient(), 500)).toBe('done')
  })
})
