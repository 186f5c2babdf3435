import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { requestKept, requests, stoppingIntervals } from '../background/testing/kept'

// Each drain waits until the test ends it, saying whether it stopped at its batch limit. The request it ran in
// is noted.
const drains: Array<(more?: boolean) => void> = []
const drainedIn: unknown[] = []
vi.mock('./outbox', () => ({
  drainOnce: vi.fn(
    () =>
      new Promise((resolve) => {
        drainedIn.push(requests.getStore())
        drains.push((more = false) => resolve({ delivered: 0, retried: 0, failed: 0, more }))
      }),
  ),
  redrive: vi.fn(),
}))
vi.mock('../env', () => ({
  env: vi.fn(() => ({
    CRM_ADAPTER: 'local',
    CRM_MAX_ATTEMPTS: 3,
    CRM_RETRY_BASE_MS: 1000,
    CRM_TIMEOUT_MS: 1000,
    CRM_WORKER_INTERVAL_MS: 5,
  })),
}))

const { env } = await import('../env')
const { drainOnce } = await import('./outbox')
const { kickCrmWorker, startCrmWorker, stopCrmWorker } = await import('./index')

const payload = {} as Payload
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the CRM worker kicked after each verification', () => {
  beforeEach(() => {
    drains.length = 0
    drainedIn.length = 0
    vi.mocked(drainOnce).mockClear()
  })

  it('runs one more drain for a kick that comes during a drain', async () => {
    void kickCrmWorker(payload)
    void kickCrmWorker(payload)
    expect(drainOnce).toHaveBeenCalledTimes(1)
    drains[0]!()
    await settle()
    expect(drainOnce).toHaveBeenCalledTimes(2)
    drains[1]!()
    await settle()
  })

  it('starts a drain for a kick that comes just as the last drain finishes, so its lead does not wait for the timer', async () => {
    void kickCrmWorker(payload)
    expect(drainOnce).toHaveBeenCalledTimes(1)
    // The drain ends; the next thing to run is a verification's kick.
    drains[0]!()
    queueMicrotask(() => void kickCrmWorker(payload))
    await settle()
    expect(drainOnce).toHaveBeenCalledTimes(2)
    drains[1]!()
    await settle()
  })

  it('still starts drains after one failed before it could begin (its settings could not be read)', async () => {
    vi.mocked(env).mockImplementationOnce(() => {
      throw new Error('CRM_WEBHOOK_URL is required when CRM_ADAPTER=webhook')
    })
    await kickCrmWorker(payload)
    expect(drainOnce).not.toHaveBeenCalled()
    void kickCrmWorker(payload)
    expect(drainOnce).toHaveBeenCalledTimes(1)
    drains[0]!()
    await settle()
  })

  it('drains again when a drain stopped at its batch limit, until one finds nothing more due', async () => {
    void kickCrmWorker(payload)
    drains[0]!(true)
    await settle()
    expect(drainOnce).toHaveBeenCalledTimes(2)
    drains[1]!(false)
    await settle()
    expect(drainOnce).toHaveBeenCalledTimes(2)
  })

  it('drains outside the verification that kicked it, and the drain it chains too', async () => {
    void requests.run({ body: [] }, () => kickCrmWorker(payload))
    void requests.run({ body: [] }, () => kickCrmWorker(payload))
    drains[0]!()
    await settle()
    drains[1]!()
    await settle()
    expect(drainedIn).toEqual([undefined, undefined])
  })
})

describe('the CRM worker started inside the request that first needed Payload', () => {
  it('drains on its timer outside that request, and keeps nothing of it', async () => {
    let drained = 0
    vi.mocked(drainOnce).mockImplementation(async () => {
      drainedIn.push(requests.getStore())
      drained += 1
      return { delivered: 0, retried: 0, failed: 0, more: false }
    })
    drainedIn.length = 0
    await stoppingIntervals(async () => {
      expect(await requestKept(async () => startCrmWorker(payload))).toBe(false)
      await vi.waitFor(() => expect(drained).toBeGreaterThanOrEqual(3))
      expect(new Set(drainedIn)).toEqual(new Set([undefined]))
    })
  })
})

describe('the CRM worker as the instance drains', () => {
  it('stops for good: the drain under way is told to stop and waited for, and no kick starts another', async () => {
    let finish: () => void = () => undefined
    let options: { stop?: () => boolean } = {}
    vi.mocked(drainOnce).mockImplementation((_payload, _adapter, _settings, given) => {
      options = given
      // It stopped with leads still due: were the worker not stopping, it would drain again at once.
      return new Promise(
        (resolve) => (finish = () => resolve({ delivered: 1, retried: 0, failed: 0, more: true })),
      )
    })
    vi.mocked(drainOnce).mockClear()
    void kickCrmWorker(payload)
    expect(drainOnce).toHaveBeenCalledTimes(1)
    expect(options.stop?.()).toBe(false)
    let stopped = false
    const stopping = stopCrmWorker().then(() => (stopped = true))
    expect(options.stop?.()).toBe(true)
    await settle()
    expect(stopped).toBe(false)
    finish()
    await stopping
    await kickCrmWorker(payload)
    await settle()
    expect(drainOnce).toHaveBeenCalledTimes(1)
  })
})
