import { beforeEach, describe, expect, it, vi } from 'vitest'

import { isDraining, markDraining, readiness, readinessChecks, registerReadinessCheck } from './checks'

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sahyog.host.health')]
})

describe('readiness', () => {
  it('is ok when every check answers, with how long each took', async () => {
    registerReadinessCheck('database', async () => undefined)
    registerReadinessCheck('redis', async () => 'PONG')
    const answer = await readiness()
    expect(answer.status).toBe('ok')
    expect(answer.checks).toEqual({
      database: { ok: true, ms: expect.any(Number) },
      redis: { ok: true, ms: expect.any(Number) },
    })
  })

  it('is unavailable when one check fails, naming it and why, the others still run', async () => {
    registerReadinessCheck('database', async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
    })
    registerReadinessCheck('storage', async () => undefined)
    const answer = await readiness()
    expect(answer.status).toBe('unavailable')
    expect(answer.checks.database).toMatchObject({ ok: false, error: 'connect ECONNREFUSED 127.0.0.1:5432' })
    expect(answer.checks.storage).toMatchObject({ ok: true })
  })

  it('does not wait for a check that hangs: it fails at its time limit, and its signal says so', async () => {
    let signal: AbortSignal | undefined
    registerReadinessCheck('redis', (given) => {
      signal = given
      return new Promise(() => undefined)
    })
    const started = Date.now()
    const answer = await readiness(50)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(answer.status).toBe('unavailable')
    expect(answer.checks.redis).toMatchObject({ ok: false, error: 'no answer within 50 ms' })
    expect(signal?.aborted).toBe(true)
  })

  it('is draining from the moment the host marks it, without running any check', async () => {
    const check = vi.fn(async () => undefined)
    registerReadinessCheck('database', check)
    expect(isDraining()).toBe(false)
    markDraining()
    expect(isDraining()).toBe(true)
    expect(await readiness()).toEqual({ status: 'draining', checks: {} })
    expect(check).not.toHaveBeenCalled()
  })

  it('answers probes that arrive together from one run of the checks', async () => {
    let release: () => void = () => undefined
    const check = vi.fn(() => new Promise<void>((resolve) => (release = resolve)))
    registerReadinessCheck('database', check)
    const answers = Promise.all([readiness(), readiness(), readiness()])
    release()
    expect((await answers).map((answer) => answer.status)).toEqual(['ok', 'ok', 'ok'])
    expect(check).toHaveBeenCalledTimes(1)
    await readiness()
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('keeps one check per name: registering a name again replaces it', async () => {
    registerReadinessCheck('storage', async () => {
      throw new Error('local folder')
    })
    registerReadinessCheck('storage', async () => undefined)
    expect(readinessChecks()).toEqual(['storage'])
    expect((await readiness()).status).toBe('ok')
  })

  it('is one registry per process, shared with code bundled apart through the global symbol', async () => {
    registerReadinessCheck('database', async () => undefined)
    const shared = (globalThis as Record<symbol, { checks: Map<string, unknown> }>)[
      Symbol.for('sahyog.host.health')
    ]
    expect([...shared!.checks.keys()]).toEqual(['database'])
  })
})
