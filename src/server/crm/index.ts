import { hostname } from 'node:os'

import type { Payload } from 'payload'

import { outsideRequest } from '../background/outside-request'
import { onShutdown } from '../background/shutdown'
import { env } from '../env'
import { logger } from '../log'
import { createLocalCrmAdapter } from './local'
import { type IOutboxSettings, drainOnce } from './outbox'
import type { ICrmAdapter } from './types'
import { createWebhookCrmAdapter } from './webhook'

export { redrive } from './outbox'

/** The adapter named by CRM_ADAPTER: `local` (records only, the default) or `webhook` (signed POST). */
export function crmAdapterFromEnv(payload: Payload): ICrmAdapter {
  const config = env()
  if (config.CRM_ADAPTER === 'webhook') {
    return createWebhookCrmAdapter({
      url: config.CRM_WEBHOOK_URL!,
      secret: config.CRM_WEBHOOK_SECRET!,
      timeoutMs: config.CRM_TIMEOUT_MS,
    })
  }
  return createLocalCrmAdapter(payload)
}

export function outboxSettingsFromEnv(): IOutboxSettings {
  const config = env()
  return {
    maxAttempts: config.CRM_MAX_ATTEMPTS,
    retryBaseMs: config.CRM_RETRY_BASE_MS,
    timeoutMs: config.CRM_TIMEOUT_MS,
  }
}

/** This process's name on the leases it takes. */
const OWNER = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`

let running: Promise<void> | null = null
let again = false
let timer: ReturnType<typeof setInterval> | undefined
/** Set for good when the instance drains: no drain starts, and one under way stops after the lead in hand. */
let stopping = false

/**
 * Delivers what is due now. One drain at a time per process; a kick during a drain runs one more after it, and so
 * does a drain that stopped at its batch limit with leads still due, so a lead verified during a burst is not left
 * waiting for the timer.
 */
export function kickCrmWorker(payload: Payload): Promise<void> {
  // Draining: the lead waits, pending, for another instance's worker.
  if (stopping) return running ?? Promise.resolve()
  if (running) {
    again = true
    return running
  }
  // A drain outlives the verification that kicked it, and the drains chained after it would run in its context.
  running = outsideRequest(() =>
    drainWhileDue(payload).finally(() => {
      running = null
      // A kick that came after the last check of `again` starts its own drain now, not with the timer.
      if (again) void kickCrmWorker(payload)
    }),
  )
  return running
}

async function drainWhileDue(payload: Payload): Promise<void> {
  do {
    again = false
    try {
      const { more } = await drainOnce(payload, crmAdapterFromEnv(payload), outboxSettingsFromEnv(), {
        owner: OWNER,
        stop: () => stopping,
      })
      if (more) again = true
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, 'CRM worker failed')
    }
  } while (again && !stopping)
}

/**
 * Starts this instance's CRM worker: a drain every CRM_WORKER_INTERVAL_MS (0 switches it off on this instance).
 * Called from Payload's onInit inside the Next server only (never in scripts or at build time).
 */
export function startCrmWorker(payload: Payload) {
  const interval = env().CRM_WORKER_INTERVAL_MS
  if (timer || interval === 0) return
  // Payload starts inside the first request that needs it; the timer must not keep that request for ever.
  timer = outsideRequest(() => setInterval(() => void kickCrmWorker(payload), interval))
  timer.unref()
  onShutdown('crm', stopCrmWorker)
  void kickCrmWorker(payload)
  logger.info({ adapter: env().CRM_ADAPTER, intervalMs: interval }, 'CRM worker started')
}

/**
 * Stops this instance's CRM worker for good, as the instance drains (src/server/background/shutdown.ts): its timer
 * ends, no drain starts again, and a drain under way stops after the lead it is delivering, giving back the rest it
 * claimed so another instance delivers them at once. Resolves when that drain has stopped.
 */
export async function stopCrmWorker(): Promise<void> {
  stopping = true
  clearInterval(timer)
  timer = undefined
  await running
}

/** Whether this process is the Next server (not a script, a test or the production build). */
export const isServerProcess = () =>
  !!process.env.NEXT_RUNTIME && process.env.NEXT_PHASE !== 'phase-production-build'
