import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * The `localized_content` migration (decision 109) on a database with content at the schema before it: every page,
 * its sections and versions, the menus and the footer come through as the English version, and the Hindi reads of
 * them fall back to it.
 */

let payload: Payload
let dir: string

const run = async (statement: string) => {
  const { sql } = await import('@payloadcms/db-sqlite')
  await (payload.db as unknown as { drizzle: { run: (query: unknown) => Promise<unknown> } }).drizzle.run(
    sql.raw(statement),
  )
}

beforeAll(async () => {
  // A fresh database at the schema before the migration: every committed migration up to it (as
  // src/testing/sqlite-payload.ts opens one, but stopping short).
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
  process.env.SQLITE_PATH = path.join(dir, 'site.db')
  delete process.env.DATABASE_URL
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  const { migrations } = await import('@/cms/migrations/sqlite')
  const at = migrations.findIndex((migration) => migration.name.endsWith('_localized_content'))
  expect(at).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: migrations.slice(0, at) as never })
  await run(
    `INSERT INTO pages (id, title, path, _status, meta_title, product_summary, partner_one, scroll_to_page)
     VALUES (7, 'Old page', '/old-page', 'published', 'Old SEO title', 'Old summary', 0, 1)`,
  )
  await run(
    `INSERT INTO pages_blocks_hero (_order, _parent_id, _path, id, heading, subheading)
     VALUES (1, 7, 'layout', 'hero-1', 'An old heading', 'Its subheading')`,
  )
  await run(
    `INSERT INTO _pages_v (id, parent_id, version_title, version_path, version__status, latest)
     VALUES (3, 7, 'Old page', '/old-page', 'published', 1)`,
  )
  await run(
    `INSERT INTO _pages_v_blocks_hero (_order, _parent_id, _path, id, heading, _uuid)
     VALUES (1, 3, 'version.layout', 1, 'An old heading', 'hero-1')`,
  )
  await run(`INSERT INTO header (id) VALUES (1)`)
  await run(
    `INSERT INTO header_menu (_order, _parent_id, id, heading, menu_style) VALUES (1, 1, 'menu-1', 'Old menu', 'Normal')`,
  )
  await run(`INSERT INTO footer (id, copy_rights, contact_info_hours) VALUES (1, '© Old', 'Nine to five')`)
  await payload.db.migrate({ migrations: migrations as never })
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the localized_content migration', () => {
  it('keeps a page, its texts and its sections, as the English version', async () => {
    const page = await payload.findByID({ collection: 'pages', id: 7, locale: 'en', depth: 0 })
    expect(page.title).toBe('Old page')
    expect(page.meta?.title).toBe('Old SEO title')
    expect(page.product?.summary).toBe('Old summary')
    expect(page.layout).toEqual([expect.objectContaining({ blockType: 'hero', heading: 'An old heading' })])
  })

  it('gives Hindi reads the English until there is Hindi, and nothing without fallback', async () => {
    const hindi = await payload.findByID({ collection: 'pages', id: 7, locale: 'hi', depth: 0 })
    expect(hindi.title).toBe('Old page')
    expect(hindi.layout).toHaveLength(1)
    const own = await payload.findByID({
      collection: 'pages',
      id: 7,
      locale: 'hi',
      fallbackLocale: false,
      depth: 0,
    })
    expect(own.layout ?? []).toHaveLength(0)
  })

  it('keeps the page’s versions, the menus and the footer', async () => {
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: 7 } },
      locale: 'en',
    })
    expect(docs[0]?.version.title).toBe('Old page')
    expect(docs[0]?.version.layout?.[0]).toMatchObject({ heading: 'An old heading' })
    const header = await payload.findGlobal({ slug: 'header', locale: 'en', depth: 0 })
    expect(header.menu?.[0]?.heading).toBe('Old menu')
    const footer = await payload.findGlobal({ slug: 'footer', locale: 'en', depth: 0 })
    expect(footer.copy_rights).toBe('© Old')
    expect(footer.contact_info?.hours).toBe('Nine to five')
  })
})
