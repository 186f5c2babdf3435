import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * The `localized_plan_documents` migration on a database with a plan page at the schema before it: the page's
 * brochure and policy wording (and its version's) come through as the English files, and the Hindi page falls back
 * to them until it has its own.
 */

let payload: Payload
let dir: string

const run = async (statement: string) => {
  const { sql } = await import('@payloadcms/db-sqlite')
  await (payload.db as unknown as { drizzle: { run: (query: unknown) => Promise<unknown> } }).drizzle.run(
    sql.raw(statement),
  )
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value)

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
  process.env.SQLITE_PATH = path.join(dir, 'site.db')
  delete process.env.DATABASE_URL
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  const { migrations } = await import('@/cms/migrations/sqlite')
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
     VALUES (7, '/life-insurance/sahyog-smart-term', 'published', 11, 12, 0, 1)`,
  )
  await run(`INSERT INTO pages_locales (_locale, _parent_id, title) VALUES ('en', 7, 'Sahyog Smart Term')`)
  await run(
    `INSERT INTO _pages_v (id, parent_id, version_path, version__status, version_product_brochure_id,
                           version_product_policy_wording_id, latest)
     VALUES (3, 7, '/life-insurance/sahyog-smart-term', 'published', 11, 12, 1)`,
  )
  await run(
    `INSERT INTO _pages_v_locales (_locale, _parent_id, version_title) VALUES ('en', 3, 'Sahyog Smart Term')`,
  )
  await payload.db.migrate({ migrations: migrations as never })
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the localized_plan_documents migration', () => {
  it('keeps a plan’s brochure and policy wording, and its version’s, as the English files', async () => {
    const page = await payload.findByID({ collection: 'pages', id: 7, locale: 'en', depth: 0 })
    expect(idOf(page.product?.brochure)).toBe(11)
    expect(idOf(page.product?.policy_wording)).toBe(12)
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: 7 } },
      locale: 'en',
      depth: 0,
    })
    // Rebuilding the versions' table keeps their other localized texts.
    expect(docs[0]?.version.title).toBe('Sahyog Smart Term')
    expect(idOf(docs[0]?.version.product?.brochure)).toBe(11)
    expect(idOf(docs[0]?.version.product?.policy_wording)).toBe(12)
  })

  it('gives the Hindi page the English files until it has its own', async () => {
    const hindi = await payload.findByID({ collection: 'pages', id: 7, locale: 'hi', depth: 0 })
    expect(idOf(hindi.product?.brochure)).toBe(11)
    const own = await payload.findByID({
      collection: 'pages',
      id: 7,
      locale: 'hi',
      fallbackLocale: false,
      depth: 0,
    })
    expect(own.product?.brochure ?? null).toBeNull()
  })
})
