import { describe, expect, it, vi } from 'vitest'

import { requestKept, requests, stoppingIntervals } from '../background/testing/kept'

vi.mock('../env', () => ({ env: () => ({ JOBS_INTERVAL_MS: 5 }), payloadSecret: () => 's'.repeat(40) }))
const reaped: unknown[] = []
const payload = {
  update: async (args: unknown) => {
    reaped.push(args)
    return { docs: [] }
  },
  find: async () => ({ docs: [] }),
} as never

const { jobsRunToken, mayRunJobs, refuseLateSchedules, selfOrigin, startJobRunner, stopJobRunner } =
  await import('./index')

const request = (headers: Record<string, string>, user: object | null = null) =>
  ({ headers: new Headers(headers), user }) as never

describe('the scheduled-jobs runner', () => {
  it('is let in with the credential derived from the site secret, and nobody else is', () => {
    const token = jobsRunToken()
    expect(token).toBe(jobsRunToken('s'.repeat(40)))
    expect(token).not.toBe(jobsRunToken('t'.repeat(40)))
    expect(mayRunJobs({ req: request({ authorization: `Bearer ${token}` }) })).toBe(true)
    expect(mayRunJobs({ req: request({ authorization: `Bearer ${jobsRunToken('t'.repeat(40))}` }) })).toBe(
      false,
    )
    expect(mayRunJobs({ req: request({ authorization: 'Bearer x' }) })).toBe(false)
    expect(mayRunJobs({ req: request({}) })).toBe(false)
  })

  it('lets a signed-in administrator run the queue, not an editor', () => {
    expect(mayRunJobs({ req: request({}, { roles: ['admin'] }) })).toBe(true)
    expect(mayRunJobs({ req: request({}, { roles: ['editor'] }) })).toBe(false)
  })

  it('reaches this server where the proxy and the host reach it: INTERNAL_URL, else loopback on PORT', () => {
    vi.stubEnv('INTERNAL_URL', '')
    vi.stubEnv('PORT', '3300')
    expect(selfOrigin()).toBe('http://127.0.0.1:3300')
    vi.stubEnv('INTERNAL_URL', 'http://10.0.0.5:3000')
    expect(selfOrigin()).toBe('http://10.0.0.5:3000')
    vi.unstubAllEnvs()
  })

  it('started inside the request that first needed Payload, runs the queue outside it and keeps nothing of it', async () => {
    const ranIn: unknown[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        ranIn.push(requests.getStore())
        return new Response(null, { status: 200 })
      }),
    )
    try {
      await stoppingIntervals(async () => {
        expect(await requestKept(async () => startJobRunner(payload))).toBe(false)
        await vi.waitFor(() => expect(ranIn.length).toBeGreaterThanOrEqual(2))
        expect(new Set(ranIn)).toEqual(new Set([undefined]))
        // Each run first puts back jobs a stopped instance left running for five minutes or more.
        expect(reaped[0]).toMatchObject({ collection: 'payload-jobs', data: { processing: false } })
      })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('stops for good as the instance drains: the run under way may finish, and no other starts', async () => {
    let answer: (response: Response) => void = () => undefined
    const fetches = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetches)
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    try {
      await stopJobRunner() // the runner an earlier test started
      startJobRunner(payload)
      await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1))
      let stopped = false
      const stopping = stopJobRunner().then(() => (stopped = true))
      await wait(30)
      expect(stopped).toBe(false)
      answer(new Response(null, { status: 200 }))
      await stopping
      await wait(30)
      expect(fetches).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('scheduled publishes queued for a time already past', () => {
  it('are marked failed with the reason and never run; those queued ahead are left to run', async () => {
    const updates: { id: unknown; data: Record<string, unknown> }[] = []
    const now = Date.parse('2026-11-24T06:10:00.000Z')
    const jobs = [
      // Queued at 11:40 India time for 11:35: the time had passed.
      { id: 1, waitUntil: '2026-11-24T06:05:00.000Z', createdAt: '2026-11-24T06:10:00.000Z' },
      // Queued the day before for 11:35: due now, and run as planned.
      { id: 2, waitUntil: '2026-11-24T06:05:00.000Z', createdAt: '2026-11-23T09:00:00.000Z' },
    ]
    const fake = {
      find: async () => ({ docs: jobs }),
      update: async (args: { id: unknown; data: Record<string, unknown> }) => {
        updates.push(args)
        return {}
      },
    } as never
    expect(await refuseLateSchedules(fake, now)).toBe(1)
    expect(updates).toHaveLength(1)
    expect(updates[0]).toMatchObject({ id: 1, data: { hasError: true } })
    expect(JSON.stringify(updates[0]!.data.error)).toMatch(/already passed/)
  })
})
