import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { hasRole } from '@/domain/staff/roles'
import { wasQueuedAhead } from '@/domain/publishing/schedule'

import { outsideRequest } from '../background/outside-request'
import { onShutdown } from '../background/shutdown'
import { env, payloadSecret } from '../env'
import { logger } from '../log'
import { takeLease } from '../scheduler/lease'

/**
 * Payload's job queue (scheduled publishing and unpublishing) is run every few seconds by one server process at a
 * time (a lease in Redis decides which, when several instances serve the site), through Payload's own REST
 * endpoint on that machine rather than in-process. A job then runs inside a Next
 * request, where a publish expires the page's cache tags as an editor's own publish does; outside a request Next
 * has no cache to expire, and the change would wait for the next edit.
 */
export const JOBS_RUN_PATH = '/cms/api/payload-jobs/run'

/** The runner's credential: derived from the site's secret, never stored or sent anywhere but this machine. */
export function jobsRunToken(secret: string = payloadSecret()): string {
  return createHmac('sha256', secret).update('payload-jobs-run').digest('base64url')
}

/** Who may run the queue: the runner with its credential, or a signed-in administrator. */
export function mayRunJobs({ req }: { req: PayloadRequest }): boolean {
  if (hasRole(req.user, 'admin')) return true
  const given = req.headers.get('authorization') ?? ''
  const expected = `Bearer ${jobsRunToken()}`
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}

/** This server as seen from itself: INTERNAL_URL, as the proxy and the host's error pages reach it, or loopback. */
export const selfOrigin = () => process.env.INTERNAL_URL || `http://127.0.0.1:${process.env.PORT || 3000}`

let timer: ReturnType<typeof setInterval> | undefined
/** The run under way, if any. */
let running: Promise<void> | null = null

/** One run of the queue, and the lease that lets one instance run it, outlast the run's own time limit. */
const RUN_TIMEOUT_MS = 60_000
export const RUN_LEASE_MS = RUN_TIMEOUT_MS + 30_000
/** A job still `processing` this long after its last change was left by an instance that died mid-run. */
export const STUCK_JOB_MS = 5 * 60_000

/**
 * Puts jobs left `processing` by an instance that died mid-run back in the queue, to be run again. Payload never
 * does: such a job would wait for ever. Runs under the queue's lease, so no live run is touched.
 */
export async function reapStuckJobs(payload: Payload, now = Date.now()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(now - STUCK_JOB_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length > 0)
    logger.warn({ jobs: docs.map((doc) => doc.id) }, 'jobs left running by a stopped instance queued again')
  return docs.length
}

/**
 * Refuses the scheduled publishes that are due but were never in the future: queued for a time already past, some
 * other way than through the admin's schedule drawer, which refuses such a time (src/server/publishing/schedule.ts).
 * Payload would publish them at once; here each is marked failed with the reason, and published never.
 */
export async function refuseLateSchedules(payload: Payload, now = Date.now()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { processing: { equals: false } },
        { waitUntil: { less_than_equal: new Date(now).toISOString() } },
      ],
    },
    depth: 0,
    limit: 100,
    overrideAccess: true,
  })
  const late = docs.filter((job) => !wasQueuedAhead(job.waitUntil, job.createdAt))
  for (const job of late)
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: {
        hasError: true,
        completedAt: new Date(now).toISOString(),
        error: { message: 'Refused: its time had already passed when it was scheduled, so it was not run.' },
      },
      depth: 0,
      overrideAccess: true,
    })
  if (late.length)
    logger.warn(
      { jobs: late.map((job) => job.id) },
      'scheduled publishes queued for a time already past refused',
    )
  return late.length
}

function runOnce(payload: Payload): Promise<void> {
  running ??= runQueue(payload).finally(() => {
    running = null
  })
  return running
}

async function runQueue(payload: Payload): Promise<void> {
  // Every instance's timer asks; the one holding the lease runs the queue (Payload claims a job without a
  // condition, so two runs at once could publish one page twice).
  const lease = await takeLease('payload-jobs', RUN_LEASE_MS)
  if (!lease) return
  try {
    await reapStuckJobs(payload)
    await refuseLateSchedules(payload)
    const response = await fetch(`${selfOrigin()}${JOBS_RUN_PATH}?queue=default&limit=20&silent=true`, {
      headers: { authorization: `Bearer ${jobsRunToken()}` },
      signal: AbortSignal.timeout(RUN_TIMEOUT_MS),
    })
    if (!response.ok) logger.warn({ status: response.status }, 'scheduled jobs run refused')
    await response.body?.cancel()
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'scheduled jobs run failed')
  } finally {
    await lease.release()
  }
}

/**
 * Starts this instance's job runner. JOBS_INTERVAL_MS=0 switches it off on this instance (another one runs the
 * queue). Called from Payload's onInit in the Next server only, never in scripts or at build time.
 */
export function startJobRunner(payload: Payload) {
  const interval = env().JOBS_INTERVAL_MS
  if (timer || interval === 0) return
  // Payload starts inside the first request that needs it; the timer must not keep that request for ever.
  timer = outsideRequest(() => setInterval(() => void runOnce(payload), interval))
  timer.unref()
  onShutdown('jobs', stopJobRunner)
  logger.info({ intervalMs: interval }, 'scheduled jobs runner started')
}

/**
 * Stops this instance's job runner for good, as the instance drains: no run starts again (another instance runs
 * the queue), and the run under way, a request to this server that the drain waits for too, may finish. Resolves
 * when it has.
 */
export async function stopJobRunner(): Promise<void> {
  clearInterval(timer)
  timer = undefined
  await running
}
