/**
 * The `localized_bylines_testimonials_videos` migration on PostgreSQL, as its SQLite test: a database written at the
 * schema before it keeps a post's byline, a testimonial's and a video's texts as their English version. A fresh
 * database on the local server, or on TEST_POSTGRES_URL's; skipped when neither answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { adminStatement, postgresAdminUrl } from '@/testing/postgres-payload'

const admin = postgresAdminUrl()
const name = `bylines_migration_test_${process.pid}`

if (!admin) {
  describe.skip('the localized_bylines_testimonials_videos migration (PostgreSQL)', () =>
    it('needs PostgreSQL'))
} else {
  let payload: Payload
  const psql = adminStatement(admin)
  const run = async (statement: string) => {
    const { sql } = await import('@payloadcms/db-postgres')
    await (
      payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }
    ).drizzle.execute(sql.raw(statement))
  }

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
    const at = migrations.findIndex((migration) =>
      migration.name.endsWith('_localized_bylines_testimonials_videos'),
    )
    expect(at).toBeGreaterThan(0)
    await payload.db.migrate({ migrations: migrations.slice(0, at) as never })
    await run(
      `INSERT INTO pages (id, path, _status, post_author_name, post_author_role, partner_one, scroll_to_page)
       VALUES (7, '/blog/term-insurance/old-post', 'published', 'Meera Iyer', 'Certified financial planner', false, true)`,
    )
    await run(`INSERT INTO pages_locales (_locale, _parent_id, title) VALUES ('en', 7, 'An old post')`)
    await run(
      `INSERT INTO testimonials (id, name, slug, city, plan, headline, quote, published)
       VALUES (5, 'Kavita Menon', 'kavita-menon', 'Kochi', 'Sahyog Smart Term', 'Settled in six days',
               'The full sum assured reached my account six days later.', true)`,
    )
    await run(
      `INSERT INTO media (id, alt, filename, mime_type) VALUES (9, 'A poster', 'poster.png', 'image/png')`,
    )
    await run(
      `INSERT INTO videos (id, title, slug, description, provider, youtube_id, date, transcript, poster_id, published)
       VALUES (4, 'Term insurance in two minutes', 'term-insurance-in-two-minutes', 'What a term plan is.',
               'youtube', 'sahyogTerm1', '2025-04-10T00:00:00.000Z', 'Narrator: a term plan is simple.', 9, true)`,
    )
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

  describe('the localized_bylines_testimonials_videos migration (PostgreSQL)', () => {
    it('keeps a post’s byline, a testimonial’s and a video’s texts as English, which Hindi falls back to', async () => {
      const page = await payload.findByID({ collection: 'pages', id: 7, locale: 'hi', depth: 0 })
      expect(page.post).toMatchObject({
        author_name: 'Meera Iyer',
        author_role: 'Certified financial planner',
      })
      const testimonial = await payload.findByID({
        collection: 'testimonials',
        id: 5,
        locale: 'en',
        depth: 0,
      })
      expect(testimonial).toMatchObject({
        name: 'Kavita Menon',
        city: 'Kochi',
        headline: 'Settled in six days',
      })
      const video = await payload.findByID({ collection: 'videos', id: 4, locale: 'en', depth: 0 })
      expect(video).toMatchObject({
        title: 'Term insurance in two minutes',
        transcript: 'Narrator: a term plan is simple.',
      })
    })
  })
}
