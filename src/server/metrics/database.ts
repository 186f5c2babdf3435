import type { Payload } from 'payload'

import { STRANDED } from '../crm/outbox'
import { rows, sql } from '../db/raw'
import type { ISiteMetrics } from '.'

/**
 * The metrics read from the database on each scrape: how far the CRM outbox and the scheduled jobs are behind, and
 * the PostgreSQL pool's use. Two small queries on indexed columns, valid on SQLite and PostgreSQL.
 */
export async function collectDatabaseMetrics(payload: Payload, metrics: ISiteMetrics, now = Date.now()) {
  const at = new Date(now).toISOString()
  const [outbox, jobs] = await Promise.all([
    // Verified leads not delivered: pending (with any verified lead still held, which the next drain queues),
    // and failed for good. The oldest waiting is the oldest pending by the time it was verified.
    rows(
      payload,
      sql`SELECT CASE WHEN "crm_status" = 'failed' THEN 'failed' ELSE 'pending' END AS "status",
          COUNT(*) AS "count", MIN(COALESCE("verified_at", "created_at")) AS "oldest"
        FROM "leads" WHERE "crm_status" IN ('pending', 'failed') OR (${STRANDED})
        GROUP BY CASE WHEN "crm_status" = 'failed' THEN 'failed' ELSE 'pending' END`,
    ),
    // Scheduled publishes due and not yet run (not completed, not given up, not running now).
    rows(
      payload,
      sql`SELECT MIN(COALESCE("wait_until", "created_at")) AS "oldest" FROM "payload_jobs"
        WHERE "completed_at" IS NULL AND COALESCE("has_error", false) = false
          AND COALESCE("processing", false) = false AND ("wait_until" IS NULL OR "wait_until" <= ${at})`,
    ),
  ])
  const byStatus = new Map(outbox.map((row) => [String(row.status), row]))
  for (const status of ['pending', 'failed'])
    metrics.crmOutboxLeads.set({ status }, Number(byStatus.get(status)?.count ?? 0))
  metrics.crmOutboxOldestAge.set(ageSeconds(byStatus.get('pending')?.oldest, now))
  metrics.jobsOldestDueAge.set(ageSeconds(jobs[0]?.oldest, now))

  // node-postgres's pool, when the adapter is PostgreSQL's; SQLite has none.
  const pool = (payload.db as { pool?: { totalCount: number; idleCount: number; waitingCount: number } }).pool
  if (pool) {
    metrics.dbPoolConnections.set({ state: 'total' }, pool.totalCount)
    metrics.dbPoolConnections.set({ state: 'idle' }, pool.idleCount)
    metrics.dbPoolConnections.set({ state: 'waiting' }, pool.waitingCount)
  }
}

/** Seconds from a stored time to `now`, 0 for none. */
export function ageSeconds(stored: unknown, now: number): number {
  const time = timeOf(stored)
  return time === null ? 0 : Math.max(0, (now - time) / 1000)
}

/**
 * A time as the database answers it: a Date, SQLite's ISO text (`2026-11-27T15:19:10.123Z`), or PostgreSQL's text
 * (`2026-11-27 15:19:10.123+00`, `…+05:30`) as Payload's driver leaves it.
 */
export function timeOf(stored: unknown): number | null {
  if (stored instanceof Date) return stored.getTime()
  if (typeof stored !== 'string' || stored === '') return null
  const iso = stored.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')
  const time = Date.parse(iso)
  return Number.isNaN(time) ? null : time
}
