import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { rows, sql } from '../../db/raw'
import { markLeadVerified, recordLead } from '../../leads/store'
import { createLocalCrmAdapter } from '../local'
import { type IOutboxSettings, STRANDED, claimDue, drainOnce, leaseMs, redrive } from '../outbox'
import { createWebhookCrmAdapter } from '../webhook'
import { startFakeCrm } from './fake-crm'

const SECRET = 'outbox-test-secret-long-enough-123456'
// A generous time limit: a loaded test machine must not turn a working CRM into a timeout.
const settings: IOutboxSettings = { maxAttempts: 3, retryBaseMs: 60_000, timeoutMs: 5_000 }

/**
 * The CRM outbox against a real database and a local fake CRM: outages, retries, permanent refusals, crashed
 * workers and two workers at once. A lead reaches the CRM exactly once. `open` gives a migrated, empty database.
 */
export function outboxSuite(
  database: string,
  open: () => Promise<{ payload: Payload; close: () => Promise<void> }>,
) {
  // Real database work on a shared, sometimes busy machine: more than the default 5 s per test.
  vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 })
  let payload: Payload
  let crm: Awaited<ReturnType<typeof startFakeCrm>>
  let closeDb: () => Promise<void>
  let sessions = 0

  beforeAll(async () => {
    ;({ payload, close: closeDb } = await open())
    crm = await startFakeCrm(SECRET)
  }, 120_000)

  afterAll(async () => {
    await crm?.close()
    await closeDb?.()
  })

  const webhook = (timeoutMs = settings.timeoutMs) =>
    createWebhookCrmAdapter({ url: crm.url, secret: SECRET, timeoutMs })

  const newLead = (sessionId: string) => ({
    sessionId,
    phone: '9876543210',
    purpose: 'QUICK_LINKS',
    fullName: 'Asha Rao',
    email: 'asha@example.in',
    preferredLanguage: 'Tamil',
    consentGiven: true,
    payload: { CustomerName: 'Asha Rao', phone_number: '9876543210', last_otp_verified_status: false },
    pageUrl: 'http://localhost/contact-us',
    ip: '203.0.113.9',
    userAgent: 'test',
    referer: null,
  })

  /** A stored lead, verified (and so queued) unless told otherwise; answers its id and idempotency key. */
  async function lead({ verified = true } = {}) {
    const sessionId = `session-${++sessions}-${Date.now()}`
    const id = await recordLead(payload, newLead(sessionId), SECRET)
    if (verified)
      await markLeadVerified(payload, sessionId, (p) => ({ ...p, last_otp_verified_status: true }))
    const doc = await payload.findByID({ collection: 'leads', id, depth: 0 })
    return { id, sessionId, key: doc.crmIdempotencyKey!, doc }
  }

  const read = (id: number | string) => payload.findByID({ collection: 'leads', id, depth: 0 })

  describe(`leads on their way to the CRM (${database})`, () => {
    it('an unverified lead is stored and held back from the CRM', async () => {
      const { doc, key } = await lead({ verified: false })
      expect(doc).toMatchObject({ otpStatus: 'not_verified', status: 'PREOFFERED', crmStatus: 'held' })
      expect(doc.ipHash).not.toContain('203.0.113.9')
      crm.setMode('up')
      await drainOnce(payload, webhook(), settings, { owner: 'w1' })
      expect(crm.requests.some((r) => r.key === key)).toBe(false)
    })

    it('a verification that fails half-way leaves the lead unverified, to be verified again', async () => {
      const { id, sessionId, key } = await lead({ verified: false })
      await expect(
        markLeadVerified(payload, sessionId, () => {
          throw new Error('crashed while building the verified payload')
        }),
      ).rejects.toThrow('crashed')
      expect(await read(id)).toMatchObject({ otpStatus: 'not_verified', crmStatus: 'held' })
      // Verified again: one statement marks it verified and queues it, then it is delivered once.
      expect(
        await markLeadVerified(payload, sessionId, (p) => ({ ...p, last_otp_verified_status: true })),
      ).toBe(true)
      expect(await read(id)).toMatchObject({
        otpStatus: 'verified',
        status: 'ACTIVE-HOT',
        crmStatus: 'pending',
        payload: { last_otp_verified_status: true },
      })
      crm.setMode('up')
      await drainOnce(payload, webhook(), settings, { owner: 'w1' })
      expect(crm.accepted.get(key)).toBe(1)
    })

    it('a verified lead left held is queued and delivered by the next drain', async () => {
      const { id, key } = await lead({ verified: false })
      // As a crash between two writes of an older version left it: verified, never queued.
      await payload.update({
        collection: 'leads',
        id,
        data: { otpStatus: 'verified', status: 'ACTIVE-HOT', verifiedAt: new Date().toISOString() },
      })
      expect(await read(id)).toMatchObject({ otpStatus: 'verified', crmStatus: 'held' })
      crm.setMode('up')
      await drainOnce(payload, webhook(), settings, { owner: 'w1' })
      expect(await read(id)).toMatchObject({ crmStatus: 'delivered', crmAttempts: 1 })
      expect(crm.accepted.get(key)).toBe(1)
    })

    it('looks for verified leads left held through an index on both columns, not through every lead never verified', async () => {
      if (database === 'SQLite') {
        const plan = await rows(payload, sql`EXPLAIN QUERY PLAN SELECT "id" FROM "leads" WHERE ${STRANDED}`)
        expect(plan.map((step) => step.detail)).toEqual([
          expect.stringMatching(
            /^SEARCH leads USING COVERING INDEX \S+ \(crm_status=\? AND otp_status=\?\)$/,
          ),
        ])
      } else {
        // The planner picks by the table's statistics, which a test's few rows do not have: the index is there.
        const indexes = await rows(
          payload,
          sql`SELECT "indexdef" FROM "pg_indexes" WHERE "tablename" = 'leads'`,
        )
        expect(indexes.map((index) => index.indexdef)).toContainEqual(
          expect.stringMatching(/\(crm_status, otp_status\)$/),
        )
      }
    })

    it('a repeated send or verification of a session makes no second lead and no second delivery', async () => {
      const { id, sessionId, key } = await lead()
      const again = await recordLead(payload, newLead(sessionId), SECRET)
      expect(again).toBe(id)
      expect(await markLeadVerified(payload, sessionId, (p) => p)).toBe(false)
      crm.setMode('up')
      await drainOnce(payload, webhook(), settings, { owner: 'w1' })
      await drainOnce(payload, webhook(), settings, { owner: 'w1' })
      expect(crm.requests.filter((r) => r.key === key)).toHaveLength(1)
      expect(await read(id)).toMatchObject({
        status: 'ACTIVE-HOT',
        otpStatus: 'verified',
        crmStatus: 'delivered',
        crmAttempts: 1,
        payload: { last_otp_verified_status: true },
      })
    })

    it('CRM down when the lead is verified, up later: the lead arrives exactly once', async () => {
      const { id, key } = await lead()
      const start = Date.now()
      crm.setMode('down')
      expect(
        await drainOnce(payload, webhook(), settings, { owner: 'w1', clock: () => start }),
      ).toMatchObject({
        retried: 1,
      })
      let doc = await read(id)
      expect(doc).toMatchObject({
        crmStatus: 'pending',
        crmAttempts: 1,
        crmLastError: 'CRM answered 503: Service Unavailable',
      })
      const nextAt = Date.parse(doc.crmNextAttemptAt!)
      expect(nextAt - start).toBeGreaterThanOrEqual(0.8 * settings.retryBaseMs)

      // Back up, but the retry is not due yet: nothing is sent.
      crm.setMode('up')
      await drainOnce(payload, webhook(), settings, { owner: 'w1', clock: () => start + 1000 })
      expect(crm.accepted.get(key)).toBeUndefined()

      // Due: delivered once, and never again.
      await drainOnce(payload, webhook(), settings, { owner: 'w1', clock: () => nextAt + 1 })
      await drainOnce(payload, webhook(), settings, { owner: 'w1', clock: () => nextAt + 10 * 60_000 })
      doc = await read(id)
      expect(doc).toMatchObject({ crmStatus: 'delivered', crmAttempts: 2, crmLastError: null })
      expect(crm.accepted.get(key)).toBe(1)
      expect(crm.leads.get(key)).toMatchObject({ lead_id: String(id), consent: { given: true } })
    })

    it('a CRM that never answers is retried, then marked failed after the last attempt', async () => {
      const { id, key } = await lead()
      crm.setMode('slow')
      let clock = Date.now()
      for (let i = 0; i < settings.maxAttempts; i++) {
        await drainOnce(payload, webhook(500), settings, { owner: 'w1', clock: () => clock })
        clock += 7 * 60 * 60 * 1000 // past any backoff
      }
      expect(crm.requests.filter((r) => r.key === key)).toHaveLength(settings.maxAttempts)
      expect(await read(id)).toMatchObject({ crmStatus: 'failed', crmAttempts: settings.maxAttempts })

      // Re-driven after the outage: delivered with the same key.
      crm.setMode('up')
      expect(await redrive(payload, { ids: [Number(id)] })).toBe(1)
      await drainOnce(payload, webhook(), settings, { owner: 'w1' })
      expect(await read(id)).toMatchObject({ crmStatus: 'delivered' })
      expect(crm.accepted.get(key)).toBe(1)
    })

    it('a refusal is not retried', async () => {
      const { id, key } = await lead()
      crm.setMode('reject')
      expect(await drainOnce(payload, webhook(), settings, { owner: 'w1' })).toMatchObject({ failed: 1 })
      expect(await read(id)).toMatchObject({
        crmStatus: 'failed',
        crmLastError: expect.stringMatching(/422/),
      })
      crm.setMode('up')
      await drainOnce(payload, webhook(), settings, { owner: 'w1', clock: () => Date.now() + 24 * 3600_000 })
      expect(crm.requests.filter((r) => r.key === key)).toHaveLength(1)
    })

    it('two workers draining at once deliver each lead once', async () => {
      const leads = await Promise.all(Array.from({ length: 6 }, () => lead()))
      crm.setMode('up')
      await Promise.all([
        drainOnce(payload, webhook(), settings, { owner: 'a', batch: 2 }),
        drainOnce(payload, webhook(), settings, { owner: 'b', batch: 2 }),
        drainOnce(payload, webhook(), settings, { owner: 'c', batch: 2 }),
      ])
      for (const { key, id } of leads) {
        expect(crm.requests.filter((r) => r.key === key)).toHaveLength(1)
        expect((await read(id)).crmStatus).toBe('delivered')
      }
    })

    it('a slow CRM gets each lead of a batch at once, so a batch takes one answer’s time, and each lead once', async () => {
      crm.setMode('up')
      while ((await drainOnce(payload, webhook(), settings, { owner: 'w1' })).more);
      const leads = await Promise.all(Array.from({ length: 12 }, () => lead()))
      crm.setDelay(500)
      try {
        await Promise.all([
          drainOnce(payload, webhook(), settings, { owner: 'a', batch: 6 }),
          drainOnce(payload, webhook(), settings, { owner: 'b', batch: 6 }),
        ])
        // One after another, ten answers of 9 s outlived the lease (twice the timeout and 30 s): a lead went twice.
        expect(crm.mostInFlight()).toBeGreaterThanOrEqual(6)
      } finally {
        crm.setDelay(0)
      }
      for (const { key, id } of leads) {
        expect(crm.requests.filter((r) => r.key === key)).toHaveLength(1)
        expect((await read(id)).crmStatus).toBe('delivered')
      }
    })

    it('a drain that stops at its batch limit says more may be due, and the next delivers the rest', async () => {
      crm.setMode('up')
      // Whatever earlier tests left due goes first.
      while ((await drainOnce(payload, webhook(), settings, { owner: 'w1' })).more);
      const leads = await Promise.all(Array.from({ length: 3 }, () => lead()))
      expect(
        await drainOnce(payload, webhook(), settings, { owner: 'w1', batch: 2, maxBatches: 1 }),
      ).toMatchObject({ delivered: 2, more: true })
      expect(
        await drainOnce(payload, webhook(), settings, { owner: 'w1', batch: 2, maxBatches: 1 }),
      ).toMatchObject({ delivered: 1, more: false })
      for (const { id } of leads) expect((await read(id)).crmStatus).toBe('delivered')
    })

    it('a drain told to stop (the instance is draining) delivers the batch in hand and gives back the next at once', async () => {
      crm.setMode('up')
      while ((await drainOnce(payload, webhook(), settings, { owner: 'w1' })).more);
      const leads = await Promise.all(Array.from({ length: 4 }, () => lead()))
      let attempted = 0
      const adapter = webhook()
      const counting = { ...adapter, deliver: (delivery: never) => (attempted++, adapter.deliver(delivery)) }
      expect(
        await drainOnce(payload, counting, settings, {
          owner: 'stopping',
          batch: 2,
          stop: () => attempted >= 1,
        }),
      ).toMatchObject({ delivered: 2, more: true })
      const states = await Promise.all(leads.map(({ id }) => read(id)))
      expect(states.filter((doc) => doc.crmStatus === 'delivered')).toHaveLength(2)
      // The two not attempted are nobody's: another worker takes them now, not after the lease.
      for (const doc of states.filter((one) => one.crmStatus !== 'delivered'))
        expect(doc).toMatchObject({ crmStatus: 'pending', crmLeaseOwner: null, crmAttempts: 0 })
      expect(await drainOnce(payload, webhook(), settings, { owner: 'other' })).toMatchObject({
        delivered: 2,
      })
      expect(await drainOnce(payload, webhook(), settings, { owner: 'w1', stop: () => true })).toEqual({
        delivered: 0,
        retried: 0,
        failed: 0,
        more: true,
      })
    })

    it("a crashed worker's claim runs out, and another worker delivers with the same key", async () => {
      const { id, key } = await lead()
      const now = Date.now()
      expect(await claimDue(payload, 'crashed', settings, { now })).toContain(Number(id))
      // Held by the crashed worker: nobody else takes it while its lease runs.
      expect(await claimDue(payload, 'other', settings, { now: now + 1000 })).not.toContain(Number(id))
      crm.setMode('up')
      await drainOnce(payload, webhook(), settings, {
        owner: 'other',
        clock: () => now + leaseMs(settings) + 1,
      })
      expect(await read(id)).toMatchObject({ crmStatus: 'delivered', crmAttempts: 1 })
      expect(crm.accepted.get(key)).toBe(1)
    })

    it('the local adapter records each lead once, however often it is delivered', async () => {
      const { id, key } = await lead()
      const local = createLocalCrmAdapter(payload)
      await drainOnce(payload, local, settings, { owner: 'w1' })
      await redrive(payload, { ids: [Number(id)] }) // a delivered lead is not re-driven
      await drainOnce(payload, local, settings, { owner: 'w1' })
      const delivery = { idempotencyKey: key, leadId: String(id), body: {} as never }
      expect(await local.deliver(delivery)).toEqual({ outcome: 'delivered' })
      const { docs } = await payload.find({
        collection: 'crm-local-outbox',
        where: { idempotencyKey: { equals: key } },
      })
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({
        leadId: String(id),
        body: { idempotency_key: key, lead: { CustomerName: 'Asha Rao' } },
      })
    })
  })
}
