/**
 * The `localized_plan_documents` migration on PostgreSQL, as its SQLite test: a plan page written at the schema
 * before it keeps its brochure and policy wording as the English files. A fresh database on the local server, or on
 * TEST_POSTGRES_URL's; skipped when neither answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { adminStatement, postgresAdminUrl } from '@/testing/postgres-payload'

const admin = postgresAdminUrl()
const name = `plan_documents_migration_test_${process.pid}`

if (!admin) {
  describe.skip('the localized_plan_documents migration (PostgreSQL)', () => it('needs PostgreSQL'))
} else {
  let payload: Payload
  const psql = adminStatement(admin)
  const run = async (statement: string) => {
    const { sql } = await import('@payloadcms/db-postgres')
    await (
      payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }
    ).drizzle.execute(sql.raw(statement))
  }

  const idOf = (value: unknown) =>
    value && typeof value === 'object' ? (value as { id: unknown }).id : value

  beforeAll(async () => {
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    psql(`CREATE DATABASE ${name}`)
    const url = new URL(admin)
    url.pathname = `/${name}`
    process.env.DATABASE_URL = url.toString()
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    payload = await getPayload({ config })
    const { migrations } = await import('@/cms/migrations/postgres')
    const at = migrations.findIndex((migration) => migration.name.endsWith('_localized_plan_documents'))
    expect(at).toBeGreaterThan(0)
    await payload.db.migrate({ migrations: migrations.slice(0, at) as never })
    await run(
      `INSERT INTO media (id, alt, filename, mime_type) VALUES
         (11, 'Sahyog Smart Term: sales brochure', 'smart-term-brochure.pdf', 'application/pdf'),
         (12, 'Sahyog Smart Term: policy wording', 'smart-term-wording.pdf', 'application/pdf')`,
    )
    await run(
      `INSERT INTO pages (id, path, _status, product_brochure_id, product_policy_wording_id, partner_one, scroll_to_page)
       VALUES (7, '/life-insurance/sahyog-smart-term', 'published', 11, 12, false, true)`,
    )
    await run(`INSERT INTO pages_locales (_locale, _parent_id, title) VALUES ('en', 7, 'Sahyog Smart Term')`)
    await payload.db.migrate({ migrations: migrations as never })
  }, 180_000)

  afterAll(async () => {
    await payload?.destroy()
    ;(payload?.db as unknown as { pool?: { on: (e: string, f: () => void) => void } } | undefined)?.pool?.on(
      'error',
      () => {},
    )
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })

  describe('the localized_plan_documents migration (PostgreSQL)', () => {
    it('keeps a plan’s brochure and policy wording as the English files, which Hindi falls back to', async () => {
      const page = await payload.findByID({ collection: 'pages', id: 7, locale: 'en', depth: 0 })
      expect(idOf(page.product?.brochure)).toBe(11)
      expect(idOf(page.product?.policy_wording)).toBe(12)
      const hindi = await payload.findByID({ collection: 'pages', id: 7, locale: 'hi', depth: 0 })
      expect(idOf(hindi.product?.brochure)).toBe(11)
    })
  })
}
