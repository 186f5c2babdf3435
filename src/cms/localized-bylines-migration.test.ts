import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * The `localized_bylines_testimonials_videos` migration (decision 109) on a database with content at the schema
 * before it: a post's byline, a testimonial's and a video's texts come through as the English version, and Hindi
 * reads fall back to them.
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
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
  process.env.SQLITE_PATH = path.join(dir, 'site.db')
  delete process.env.DATABASE_URL
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  const { migrations } = await import('@/cms/migrations/sqlite')
  const at = migrations.findIndex((migration) =>
    migration.name.endsWith('_localized_bylines_testimonials_videos'),
  )
  expect(at).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: migrations.slice(0, at) as never })
  await run(
    `INSERT INTO pages (id, path, _status, post_author_name, post_author_role, partner_one, scroll_to_page)
     VALUES (7, '/blog/term-insurance/old-post', 'published', 'Meera Iyer', 'Certified financial planner', 0, 1)`,
  )
  await run(`INSERT INTO pages_locales (_locale, _parent_id, title) VALUES ('en', 7, 'An old post')`)
  await run(
    `INSERT INTO _pages_v (id, parent_id, version_path, version__status, version_post_author_name, latest)
     VALUES (3, 7, '/blog/term-insurance/old-post', 'published', 'Meera Iyer', 1)`,
  )
  await run(
    `INSERT INTO _pages_v_locales (_locale, _parent_id, version_title) VALUES ('en', 3, 'An old post')`,
  )
  await run(
    `INSERT INTO testimonials (id, name, slug, city, plan, headline, quote, published)
     VALUES (5, 'Kavita Menon', 'kavita-menon', 'Kochi', 'Sahyog Smart Term', 'Settled in six days',
             'The full sum assured reached my account six days later.', 1)`,
  )
  await run(
    `INSERT INTO media (id, alt, filename, mime_type) VALUES (9, 'A poster', 'poster.png', 'image/png')`,
  )
  await run(
    `INSERT INTO videos (id, title, slug, description, provider, youtube_id, date, transcript, poster_id, published)
     VALUES (4, 'Term insurance in two minutes', 'term-insurance-in-two-minutes', 'What a term plan is.',
             'youtube', 'sahyogTerm1', '2025-04-10T00:00:00.000Z', 'Narrator: a term plan is simple.', 9, 1)`,
  )
  await payload.db.migrate({ migrations: migrations as never })
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the localized_bylines_testimonials_videos migration', () => {
  it('keeps a post’s byline and its version’s, as the English version', async () => {
    const page = await payload.findByID({ collection: 'pages', id: 7, locale: 'en', depth: 0 })
    expect(page.title).toBe('An old post')
    expect(page.post).toMatchObject({ author_name: 'Meera Iyer', author_role: 'Certified financial planner' })
    const { docs } = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: 7 } },
      locale: 'en',
    })
    expect(docs[0]?.version.post?.author_name).toBe('Meera Iyer')
    const hindi = await payload.findByID({ collection: 'pages', id: 7, locale: 'hi', depth: 0 })
    expect(hindi.post?.author_name).toBe('Meera Iyer')
  })

  it('keeps a testimonial’s words and a video’s texts as English, which Hindi falls back to until it has its own', async () => {
    const testimonial = await payload.findByID({ collection: 'testimonials', id: 5, locale: 'en', depth: 0 })
    expect(testimonial).toMatchObject({
      name: 'Kavita Menon',
      slug: 'kavita-menon',
      city: 'Kochi',
      plan: 'Sahyog Smart Term',
      headline: 'Settled in six days',
      quote: 'The full sum assured reached my account six days later.',
    })
    const video = await payload.findByID({ collection: 'videos', id: 4, locale: 'hi', depth: 0 })
    expect(video).toMatchObject({
      title: 'Term insurance in two minutes',
      description: 'What a term plan is.',
      transcript: 'Narrator: a term plan is simple.',
    })
    const own = await payload.findByID({
      collection: 'testimonials',
      id: 5,
      locale: 'hi',
      fallbackLocale: false,
      depth: 0,
    })
    expect(own.quote ?? null).toBeNull()
  })
})
