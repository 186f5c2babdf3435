import type { Payload } from 'payload'

import { rows, sql } from '../db/raw'
import { logger } from '../log'
import type { ICrmAdapter, ICrmDelivery, ICrmLeadMessage, TCrmOutcome } from './types'

/**
 * The CRM outbox is the `leads` table itself: a verified lead is `crmStatus = pending` with a next-attempt time.
 * Workers (one per app instance, plus a kick right after each verification) claim due rows with one conditional
 * UPDATE, so two instances never hold the same lead at once: the claim is a lease (`crmLeaseOwner`,
 * `crmLeaseUntil`) longer than a delivery's timeout, and a crashed worker's lease simply runs out. Settling a
 * delivery only touches a row the worker still holds. Should a lease run out mid-delivery anyway, the next attempt
 * carries the same idempotency key, so the CRM still keeps one lead.
 */

export interface IOutboxSettings {
  maxAttempts: number
  retryBaseMs: number
  timeoutMs: number
}

export interface IDrainResult {
  delivered: number
  retried: number
  failed: number
  /** It stopped after `maxBatches` batches, not because nothing was due: more leads may be waiting. */
  more: boolean
}

const MAX_DELAY_MS = 6 * 60 * 60 * 1000

/** Exponential backoff: base, 2×, 4×… capped at 6 hours, spread by ±20 % so retries of an outage do not stampede. */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const delay = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS)
  return Math.round(delay * (0.8 + 0.4 * random()))
}

/** A lease outlives the delivery's timeout, so a live worker always settles before another may claim. */
export const leaseMs = (settings: IOutboxSettings) => settings.timeoutMs * 2 + 30_000

/** Claims up to `limit` due leads for `owner`; answers their ids. */
export async function claimDue(
  payload: Payload,
  owner: string,
  settings: IOutboxSettings,
  { limit = 10, now = Date.now() } = {},
): Promise<number[]> {
  const at = new Date(now).toISOString()
  const until = new Date(now + leaseMs(settings)).toISOString()
  const due = sql`"crm_status" = 'pending'
    AND ("crm_next_attempt_at" IS NULL OR "crm_next_attempt_at" <= ${at})
    AND ("crm_lease_until" IS NULL OR "crm_lease_until" < ${at})`
  // The outer condition repeats the inner one: PostgreSQL re-checks it on a row another worker just claimed.
  const claimed = await rows(
    payload,
    sql`UPDATE "leads" SET "crm_lease_owner" = ${owner}, "crm_lease_until" = ${until}
      WHERE "id" IN (SELECT "id" FROM "leads" WHERE ${due} ORDER BY "crm_next_attempt_at" ASC LIMIT ${limit})
        AND ${due}
      RETURNING "id"`,
  )
  return claimed.map((row) => Number(row.id))
}

type TSettle =
  | { kind: 'delivered'; attempts: number }
  | { kind: 'retry'; attempts: number; error: string; nextAt: string }
  | { kind: 'failed'; attempts: number; error: string }

/** Records an attempt's outcome on a lead the worker still holds, and releases it. */
async function settle(payload: Payload, id: number, owner: string, outcome: TSettle, now: number) {
  const at = new Date(now).toISOString()
  const set =
    outcome.kind === 'delivered'
      ? sql`"crm_status" = 'delivered', "crm_delivered_at" = ${at}, "crm_last_error" = NULL,
          "crm_next_attempt_at" = NULL`
      : outcome.kind === 'retry'
        ? sql`"crm_last_error" = ${outcome.error}, "crm_next_attempt_at" = ${outcome.nextAt}`
        : sql`"crm_status" = 'failed', "crm_last_error" = ${outcome.error}, "crm_next_attempt_at" = NULL`
  await rows(
    payload,
    sql`UPDATE "leads" SET ${set}, "crm_attempts" = ${outcome.attempts}, "crm_lease_owner" = NULL,
        "crm_lease_until" = NULL, "updated_at" = ${at}
      WHERE "id" = ${id} AND "crm_lease_owner" = ${owner}
      RETURNING "id"`,
  )
}

interface ILeadRow {
  id: number | string
  createdAt: string
  verifiedAt?: string | null
  consentGiven?: boolean | null
  consentNoticeVersion?: string | null
  consentAt?: string | null
  payload: unknown
  crmIdempotencyKey?: string | null
  crmAttempts?: number | null
}

/** What the CRM receives for a lead. */
export function crmMessage(lead: ILeadRow): ICrmLeadMessage {
  return {
    idempotency_key: lead.crmIdempotencyKey ?? `lead-${lead.id}`,
    lead_id: String(lead.id),
    submitted_at: lead.createdAt,
    verified_at: lead.verifiedAt ?? null,
    consent: {
      given: !!lead.consentGiven,
      notice_version: lead.consentNoticeVersion ?? null,
      at: lead.consentAt ?? null,
    },
    lead: (lead.payload ?? {}) as Record<string, unknown>,
  }
}

async function attempt(adapter: ICrmAdapter, delivery: ICrmDelivery): Promise<TCrmOutcome> {
  try {
    return await adapter.deliver(delivery)
  } catch (error) {
    return { outcome: 'retry', error: error instanceof Error ? error.message.slice(0, 300) : 'failed' }
  }
}

/**
 * Verified leads still held back from the CRM. Run on every drain, among every lead never verified (held too), so
 * it is found through the index on both columns (the Leads collection's `indexes`), whatever their number.
 */
export const STRANDED = sql`"crm_status" = 'held' AND "otp_status" = 'verified'`

/**
 * Queues every verified lead still held back from the CRM. Verification queues a lead in the same statement, so
 * none should be; one left by an older version of the site, or by a hand edit, is found here on every drain instead
 * of waiting for someone to notice. Answers how many were queued.
 */
export async function queueStrandedLeads(payload: Payload, now = Date.now()): Promise<number> {
  const at = new Date(now).toISOString()
  const queued = await rows(
    payload,
    sql`UPDATE "leads" SET "crm_status" = 'pending', "crm_next_attempt_at" = ${at}, "updated_at" = ${at}
      WHERE ${STRANDED} RETURNING "id"`,
  )
  if (queued.length > 0)
    logger.warn(
      { leads: queued.map((row) => String(row.id)) },
      'verified leads found held; queued for the CRM',
    )
  return queued.length
}

/** Gives back leads a worker claimed but will not deliver (it is stopping), so another worker takes them at once. */
async function release(payload: Payload, ids: number[], owner: string) {
  if (ids.length === 0) return
  await rows(
    payload,
    sql`UPDATE "leads" SET "crm_lease_owner" = NULL, "crm_lease_until" = NULL
      WHERE "crm_lease_owner" = ${owner} AND "id" IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      RETURNING "id"`,
  )
}

/**
 * Delivers every due lead once (batches of `batch`, at most `maxBatches`), after queueing any verified lead left
 * held; answers what happened, and whether it stopped at `maxBatches` with leads possibly still due. A lead whose
 * worker died mid-delivery is due again when its lease runs out. When `stop` says so (the instance is draining), it
 * claims no more and gives back the leads of its batch not yet attempted, after the one in hand.
 */
export async function drainOnce(
  payload: Payload,
  adapter: ICrmAdapter,
  settings: IOutboxSettings,
  {
    owner,
    batch = 10,
    maxBatches = 20,
    clock = Date.now,
    stop = () => false,
  }: { owner: string; batch?: number; maxBatches?: number; clock?: () => number; stop?: () => boolean },
): Promise<IDrainResult> {
  const result: IDrainResult = { delivered: 0, retried: 0, failed: 0, more: false }
  await queueStrandedLeads(payload, clock())
  for (let round = 0; round < maxBatches; round++) {
    if (stop()) {
      result.more = true
      break
    }
    const ids = await claimDue(payload, owner, settings, { limit: batch, now: clock() })
    if (ids.length === 0) break
    const { docs } = await payload.find({
      collection: 'leads',
      where: { id: { in: ids } },
      limit: ids.length,
      pagination: false,
      depth: 0,
    })
    const batchLeads = docs as unknown as ILeadRow[]
    // A drain that is stopping (SIGTERM) hands the claimed batch back before sending any of it.
    if (stop()) {
      await release(
        payload,
        batchLeads.map((left) => Number(left.id)),
        owner,
      )
      result.more = true
      return result
    }
    // The batch is delivered at once, not one after another: its lease (twice the timeout and 30 s) covers one
    // delivery's time, so ten slow answers in a row (10 × 9 s) no longer outlive it and send a lead twice.
    await Promise.all(
      batchLeads.map(async (lead) => {
        const body = crmMessage(lead)
        const delivery = { idempotencyKey: body.idempotency_key, leadId: body.lead_id, body }
        const outcome = await attempt(adapter, delivery)
        const attempts = (Number(lead.crmAttempts) || 0) + 1
        const id = Number(lead.id)
        const log = { lead: body.lead_id, adapter: adapter.name, attempts }
        if (outcome.outcome === 'delivered') {
          await settle(payload, id, owner, { kind: 'delivered', attempts }, clock())
          result.delivered++
          logger.info(log, 'lead delivered to the CRM')
        } else if (outcome.outcome === 'retry' && attempts < settings.maxAttempts) {
          const nextAt = new Date(clock() + retryDelayMs(attempts, settings.retryBaseMs)).toISOString()
          await settle(payload, id, owner, { kind: 'retry', attempts, error: outcome.error, nextAt }, clock())
          result.retried++
          logger.warn({ ...log, error: outcome.error, nextAt }, 'CRM delivery failed; will retry')
        } else {
          await settle(payload, id, owner, { kind: 'failed', attempts, error: outcome.error }, clock())
          result.failed++
          logger.error(
            { ...log, error: outcome.error },
            'CRM delivery failed for good; re-drive it once fixed',
          )
        }
      }),
    )
    // A short batch took all that was due when it was claimed; a lead verified since brings its own kick.
    if (ids.length < batch) break
    // A full batch, the last one allowed: more may be due.
    if (round === maxBatches - 1) result.more = true
  }
  return result
}

/**
 * Puts failed leads (or the given ones) back in the queue with fresh attempts: after the CRM is fixed, or after it
 * refused a lead for a reason now resolved. Delivered leads are never re-sent.
 */
export async function redrive(payload: Payload, { ids }: { ids?: number[] } = {}): Promise<number> {
  const at = new Date().toISOString()
  const which = ids?.length
    ? sql`"crm_status" IN ('failed', 'pending') AND "id" IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`"crm_status" = 'failed'`
  const changed = await rows(
    payload,
    sql`UPDATE "leads" SET "crm_status" = 'pending', "crm_attempts" = 0, "crm_next_attempt_at" = ${at},
        "crm_lease_owner" = NULL, "crm_lease_until" = NULL, "updated_at" = ${at}
      WHERE ${which}
      RETURNING "id"`,
  )
  return changed.length
}
