import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { rows, sql } from '../../db/raw'
import { markLeadVerified, recordLead } from '../../leads/store'
import { siteMetrics } from '..'
import { collectDatabaseMetrics } from '../database'

/** The metrics read from the database on each scrape, against a real migrated database. */
export function databaseMetricsSuite(
  database: string,
  open: () => Promise<{ payload: Payload; close: () => Promise<void> }>,
) {
  vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 })
  let payload: Payload
  let close: () => Promise<void>
  let sessions = 0

  beforeAll(async () => {
    ;({ payload, close } = await open())
  }, 120_000)
  afterAll(async () => close?.())

  async function lead({ verified }: { verified: boolean }) {
    const sessionId = `metrics-${++sessions}`
    const id = await recordLead(
      payload,
      {
        sessionId,
        phone: '9876543210',
        purpose: 'QUICK_LINKS',
        fullName: 'Asha Rao',
        email: 'asha@example.in',
        preferredLanguage: 'Tamil',
        consentGiven: true,
        payload: { CustomerName: 'Asha Rao' },
        pageUrl: 'http://localhost/contact-us',
        ip: '203.0.113.9',
        userAgent: 'test',
        referer: null,
      },
      'metrics-test-secret-long-enough-123456',
    )
    if (verified) await markLeadVerified(payload, sessionId, (stored) => stored)
    return Number(id)
  }

  const value = async (name: string, labels: Record<string, string> = {}) => {
    const metric = await siteMetrics().registry.getSingleMetric(name)!.get()
    return metric.values.find((sample) =>
      Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted),
    )?.value
  }

  describe(`metrics read from the database (${database})`, () => {
    it('with nothing waiting: no lead, no job behind', async () => {
      await collectDatabaseMetrics(payload, siteMetrics())
      expect(await value('sahyog_crm_outbox_oldest_age_seconds')).toBe(0)
      expect(await value('sahyog_crm_outbox_leads', { status: 'pending' })).toBe(0)
      expect(await value('sahyog_crm_outbox_leads', { status: 'failed' })).toBe(0)
      expect(await value('sahyog_jobs_oldest_due_age_seconds')).toBe(0)
    })

    it('the CRM outbox: verified leads pending and failed, and how long the oldest pending has waited', async () => {
      await lead({ verified: false })
      await lead({ verified: true })
      await lead({ verified: true })
      const failed = await lead({ verified: true })
      await rows(payload, sql`UPDATE "leads" SET "crm_status" = 'failed' WHERE "id" = ${failed}`)
      const inAMinute = Date.now() + 60_000
      await collectDatabaseMetrics(payload, siteMetrics(), inAMinute)
      expect(await value('sahyog_crm_outbox_leads', { status: 'pending' })).toBe(2)
      expect(await value('sahyog_crm_outbox_leads', { status: 'failed' })).toBe(1)
      const age = (await value('sahyog_crm_outbox_oldest_age_seconds'))!
      expect(age).toBeGreaterThanOrEqual(60)
      expect(age).toBeLessThan(120)
    })

    it('scheduled jobs: how long the oldest due job has waited; one due later, done or failed does not count', async () => {
      const now = Date.now()
      const job = (data: Record<string, unknown>) =>
        payload.create({
          collection: 'payload-jobs',
          data: { taskSlug: 'schedulePublish', input: {}, ...data } as never,
        })
      await job({ waitUntil: new Date(now + 3600_000).toISOString() })
      await job({
        waitUntil: new Date(now - 600_000).toISOString(),
        completedAt: new Date(now).toISOString(),
      })
      await job({ waitUntil: new Date(now - 900_000).toISOString(), hasError: true })
      await collectDatabaseMetrics(payload, siteMetrics(), now)
      expect(await value('sahyog_jobs_oldest_due_age_seconds')).toBe(0)
      await job({ waitUntil: new Date(now - 120_000).toISOString() })
      await collectDatabaseMetrics(payload, siteMetrics(), now)
      expect(await value('sahyog_jobs_oldest_due_age_seconds')).toBeCloseTo(120, 0)
    })

    it(`the connection pool: ${database === 'PostgreSQL' ? 'open, idle and waiting' : 'none on SQLite'}`, async () => {
      await collectDatabaseMetrics(payload, siteMetrics())
      const total = await value('sahyog_db_pool_connections', { state: 'total' })
      if (database === 'PostgreSQL') {
        expect(total).toBeGreaterThanOrEqual(1)
        expect(await value('sahyog_db_pool_connections', { state: 'waiting' })).toBe(0)
      } else expect(total).toBeUndefined()
    })
  })
}
