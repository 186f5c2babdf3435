/**
 * api/redis-management: the site cache purge page. Administrators only (everyone else, signed in or not, gets the
 * 403 page); a CSRF-safe POST; a purge makes an edit that bypassed the CMS hooks show at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken, BASE_URL, get } from './support/http'
import { staffAuthorization } from './support/staff'

let admin: string
let editor: string

beforeAll(async () => {
  admin = `JWT ${await adminToken()}`
  editor = await staffAuthorization('editor', admin)
}, 60_000)

/** Changes a page's English meta title (kept per language) in the database directly, as a restore or a script would: no CMS hook runs. */
async function setMetaTitleBehindTheCms(path: string, title: string) {
  const url = process.env.DATABASE_URL
  if (url && /^postgres/.test(url)) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(
      `UPDATE pages_locales SET meta_title = $1 WHERE _locale = 'en' AND _parent_id = (SELECT id FROM pages WHERE path = $2)`,
      [title, path],
    )
    await client.end()
  } else {
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url: `file:${process.env.SQLITE_PATH ?? './data/site.db'}` })
    await client.execute({
      sql: `UPDATE pages_locales SET meta_title = ? WHERE _locale = 'en' AND _parent_id = (SELECT id FROM pages WHERE path = ?)`,
      args: [title, path],
    })
    client.close()
  }
}

const metaTitle = async () =>
  ((await (await get('/api/v1/meta-info/resources')).json()) as { title: string }).title

async function csrfFor(authorization: string) {
  const page = await (
    await get('/api/redis-management', { headers: { Authorization: authorization } })
  ).text()
  return /name="csrf" value="([^"]+)"/.exec(page)![1]!
}

const purge = (
  authorization: string | undefined,
  fields: [string, string][],
  headers: Record<string, string> = {},
) =>
  get('/api/redis-management', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      ...(authorization ? { Authorization: authorization } : {}),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })

describe('GET /api/redis-management', () => {
  it('is the 403 page for visitors and for staff who are not administrators', async () => {
    for (const who of [undefined, editor]) {
      const res = await get('/api/redis-management', { headers: who ? { Authorization: who } : {} })
      expect(res.status).toBe(403)
      expect(await res.text()).toContain('You do not have permission to view this page.')
    }
  })

  it('shows administrators the purge form with every cache tag', async () => {
    const res = await get('/api/redis-management', { headers: { Authorization: admin } })
    expect(res.status).toBe(200)
    const page = await res.text()
    for (const tag of ['settings', 'header', 'footer', 'pages', 'search', 'branches', 'redirects'])
      expect(page).toContain(`value="${tag}"`)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})

describe('POST /api/redis-management', () => {
  const original = 'Resources: Calculators, Forms, Guides and FAQs | Sahyog Life'

  afterAll(async () => {
    await setMetaTitleBehindTheCms('/resources', original)
    await purge(admin, [
      ['csrf', await csrfFor(admin)],
      ['path', '/resources'],
    ])
  })

  it('refuses non-administrators, a missing or foreign token, and another site’s form', async () => {
    expect((await purge(undefined, [['scope', 'all']])).status).toBe(403)
    expect((await purge(editor, [['scope', 'all']])).status).toBe(403)
    expect((await purge(admin, [['scope', 'all']])).status).toBe(403)
    expect(
      (
        await purge(admin, [
          ['scope', 'all'],
          ['csrf', '9999999999999.forged'],
        ])
      ).status,
    ).toBe(403)
    const token = await csrfFor(admin)
    const crossSite = await purge(
      admin,
      [
        ['scope', 'all'],
        ['csrf', token],
      ],
      { origin: 'https://evil.example' },
    )
    expect(crossSite.status).toBe(403)
    expect(
      (
        await purge(admin, [
          ['tag', 'everything'],
          ['csrf', token],
        ])
      ).status,
    ).toBe(400)
  })

  it('makes an edit made behind the CMS show once the page is purged', async () => {
    expect(await metaTitle()).toBe(original)
    const edited = `Resources (edited ${Date.now()}) | Sahyog Life`
    await setMetaTitleBehindTheCms('/resources', edited)
    expect(await metaTitle()).toBe(original) // still cached: no hook ran
    const res = await purge(admin, [
      ['csrf', await csrfFor(admin)],
      ['path', '/resources'],
    ])
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ data: ['page:/resources'] })
    expect(await metaTitle()).toBe(edited)
  })

  it('purges everything', async () => {
    const res = await purge(
      admin,
      [
        ['csrf', await csrfFor(admin)],
        ['scope', 'all'],
      ],
      { origin: new URL(BASE_URL).origin },
    )
    expect(res.status).toBe(200)
    expect(((await res.json()) as { data: string[] }).data).toEqual(
      expect.arrayContaining(['pages', 'settings']),
    )
  })
})
