import { HEALTH_STATE } from '@/server/process/host-contract'

import { logger } from '../log'
import { processSingleton } from '../process/singleton'

/**
 * Whether this instance should get visitors: the readiness behind /readyz (docs/operations.md, "Health, draining and
 * metrics"). A check answers by settling: it resolves when what it looks at answers, and rejects saying why not.
 * Each has `READINESS_TIMEOUT_MS`; the `signal` it is given aborts then, for a check that can cancel its call.
 *
 * The registry is one per process, shared through a global symbol by the host (which marks the instance draining
 * on SIGTERM) and the application's bundles (which register the checks and answer /readyz). The site's own checks
 * (database, Redis, local upload folders) are registered by `site-checks.ts`; a check for another dependency (an
 * object store's bucket, say) is one `registerReadinessCheck('name', check)` beside them.
 */
export type TReadinessCheck = (signal: AbortSignal) => Promise<unknown>

export interface ICheckResult {
  ok: boolean
  /** How long the check took to settle (or to time out), in milliseconds. */
  ms: number
  /** Why it failed, for the operators (never shown to the public). */
  error?: string
}

export interface IReadiness {
  /** ok: every check answered; unavailable: one did not; draining: the instance is stopping (no checks run). */
  status: 'ok' | 'unavailable' | 'draining'
  checks: Record<string, ICheckResult>
}

/** Each check's time to answer: well within a load balancer's probe timeout (3 s or more). */
export const READINESS_TIMEOUT_MS = 2000

interface IHealthState {
  checks: Map<string, TReadinessCheck>
  draining: boolean
  /** The checks being run now: a probe arriving meanwhile shares their answer instead of running them again. */
  pending: Promise<IReadiness> | null
  /** The last answer's status, so a change is logged once, not on every probe. */
  last: IReadiness['status'] | null
}

function state(): IHealthState {
  return processSingleton<IHealthState>(HEALTH_STATE, () => ({
    checks: new Map(),
    draining: false,
    pending: null,
    last: null,
  }))
}

/** Adds a readiness check, or replaces the one of that name. */
export function registerReadinessCheck(name: string, check: TReadinessCheck): void {
  state().checks.set(name, check)
}

/** The names of the checks registered. */
export const readinessChecks = (): string[] => [...state().checks.keys()]

/** From now on the instance is not ready, whatever its checks say: it is draining (src/host/drain.ts). */
export function markDraining(): void {
  state().draining = true
}

export const isDraining = (): boolean => state().draining

/** Runs every check at once, each within `timeoutMs`; draining answers at once without running any. */
export async function readiness(timeoutMs = READINESS_TIMEOUT_MS): Promise<IReadiness> {
  const current = state()
  if (current.draining) return { status: 'draining', checks: {} }
  current.pending ??= runChecks(current, timeoutMs).finally(() => {
    current.pending = null
  })
  const answer = await current.pending
  return current.draining ? { status: 'draining', checks: {} } : answer
}

async function runChecks(current: IHealthState, timeoutMs: number): Promise<IReadiness> {
  const entries = [...current.checks]
  const results = await Promise.all(entries.map(([, check]) => runCheck(check, timeoutMs)))
  const checks = Object.fromEntries(entries.map(([name], at) => [name, results[at]!]))
  const status = results.every((result) => result.ok) ? 'ok' : 'unavailable'
  if (status !== current.last) {
    const failed = Object.fromEntries(
      Object.entries(checks).flatMap(([name, result]) => (result.ok ? [] : [[name, result.error]])),
    )
    if (status === 'ok') logger.info({ checks: Object.keys(checks) }, 'ready')
    else logger.warn({ failed }, 'not ready')
    current.last = status
  }
  return { status, checks }
}

async function runCheck(check: TReadinessCheck, timeoutMs: number): Promise<ICheckResult> {
  const started = performance.now()
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`no answer within ${timeoutMs} ms`)
      controller.abort(error)
      reject(error)
    }, timeoutMs)
  })
  try {
    await Promise.race([check(controller.signal), timeout])
    return { ok: true, ms: Math.round(performance.now() - started) }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { ok: false, ms: Math.round(performance.now() - started), error: message.slice(0, 300) }
  } finally {
    clearTimeout(timer)
  }
}
