/**
 * The site behind a real shared cache: varnishd with ops/varnish/site.vcl in front of the server under test, on the
 * address and with the token the server purges (CDN_PURGE_URL and CDN_PURGE_TOKEN, which scripts/test.mjs gives
 * both; scripts/lib/server.mjs `sharedCacheEnv`). Whether an answer came from the cache is told by Varnish's
 * X-Varnish header: a hit names two requests (this one and the one that fetched the object), a miss or a pass one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { PURGE_TOKEN_HEADER } from '@/server/cdn/varnish-purger'

import { startVarnish, type IVarnish } from '../support/varnish'

import { adminToken, BASE_URL, get } from './support/http'
import { publishReviewed } from './support/review'

const PURGE_URL = process.env.CDN_PURGE_URL
const TOKEN = process.env.CDN_PURGE_TOKEN
let varnish: IVarnish | undefined
const page = `/shared-cache-check-${Date.now().toString(36)}`
let id: number | string | undefined

async function cms(method: string, apiPath: string, body?: object) {
  const res = await fetch(new URL(`/cms/api${apiPath}`, BASE_URL), {
    method,
    headers: { Authorization: `JWT ${await adminToken()}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${await res.text()}`)
  return (await res.json()) as { doc: { id: number | string } }
}

/** A GET through the cache, its body read; `ids` are the request ids in X-Varnish (two on a hit). */
async function viaCache(address: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(address, PURGE_URL), { redirect: 'manual', headers })
  const body = await res.text()
  const ids = (res.headers.get('x-varnish') ?? '').trim().split(/\s+/).filter(Boolean)
  return { res, body, ids, hit: ids.length === 2 }
}

async function eventually(check: () => Promise<boolean>, withinMs: number) {
  const deadline = Date.now() + withinMs
  for (;;) {
    if (await check()) return true
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const hero = (subheading: string) => [{ blockType: 'hero', heading: 'Shared cache check', subheading }]

/** The test page, and varnishd in front of the server under test once it answers. */
async function setUp() {
  if (!PURGE_URL || !TOKEN) {
    throw new Error(
      'CDN_PURGE_URL and CDN_PURGE_TOKEN are not set: run the API suite through scripts/test.mjs, which starts the server with CDN_PURGE=varnish',
    )
  }
  // Published after a reviewer's approval (decision 84).
  id = await publishReviewed(null, {
    title: 'Shared cache check',
    path: page,
    layout: hero('The first version.'),
  })
  // The VCL as committed, its one backend the server under test.
  varnish = await startVarnish({
    listen: PURGE_URL,
    ports: [Number(new URL(BASE_URL).port || 80)],
    token: TOKEN,
  })
}

// A set-up that fails (no varnishd, no purge settings) fails every test with its message, rather than skipping them.
let setUpError: unknown
beforeAll(async () => {
  try {
    await setUp()
  } catch (error) {
    setUpError = error
  }
}, 90_000)
beforeEach(() => {
  if (setUpError) throw setUpError
})

afterAll(async () => {
  await varnish?.stop()
  if (id !== undefined) await cms('DELETE', `/pages/${id}`)
}, 30_000)

describe('behind a shared cache (Varnish)', () => {
  it('serves a published page from the cache the second time, held a day (publishes purge it)', async () => {
    const warm = await get(page) // rendered once by the site, so the cache is sent the site's cached answer
    expect(warm.status).toBe(200)
    await warm.text()
    const first = await viaCache(page)
    expect(first.res.status).toBe(200)
    expect(first.res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=86400, stale-if-error=86400',
    )
    expect(first.body).toContain('The first version.')
    const second = await viaCache(page)
    expect(second.hit, `X-Varnish: ${second.ids.join(' ')}`).toBe(true)
    expect(second.body).toBe(first.body)
  })

  it('shows an editor’s publish through the cache within 5 s: the save bans the cached pages', async () => {
    expect((await viaCache(page)).hit).toBe(true)
    const text = `Published at ${Date.now()}.`
    await publishReviewed(id!, { layout: hero(text) })
    const started = Date.now()
    const live = await eventually(async () => (await viaCache(page)).body.includes(text), 5000)
    expect(live, `not through the cache after ${Date.now() - started} ms`).toBe(true)
    expect(await eventually(async () => (await viaCache(page)).hit, 2000)).toBe(true) // and kept again
  })

  it('never keeps a preview: the draft shows only with the editor’s cookie, never from the cache', async () => {
    const draft = `Draft check ${Date.now()}`
    await cms('PATCH', `/pages/${id}?draft=true`, { title: draft })
    const start = await viaCache(`/api/preview?path=${page}`, { Authorization: `JWT ${await adminToken()}` })
    expect(start.res.status).toBe(307)
    const location = start.res.headers.get('location')!
    const cookie = start.res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    for (let i = 0; i < 2; i++) {
      const preview = await viaCache(location, { cookie })
      expect(preview.body).toContain(draft)
      expect(preview.hit).toBe(false)
      expect(preview.res.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/)
    }
    for (let i = 0; i < 2; i++) {
      const link = await viaCache(location)
      expect(link.body).not.toContain(draft)
      expect(link.hit).toBe(false)
      expect(link.res.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/)
    }
    expect((await viaCache(page)).body).not.toContain(draft)
  })

  it('keeps its pages while an editor saves drafts (autosave each second): visitors still get the published page', async () => {
    await viaCache(page)
    expect((await viaCache(page)).hit).toBe(true)
    const draft = `Autosaved draft ${Date.now()}.`
    for (const query of ['?draft=true&autosave=true', '?draft=true&autosave=true', '?draft=true']) {
      await cms('PATCH', `/pages/${id}${query}`, { layout: hero(draft) })
    }
    // A ban, were one sent, would go out right after the answer: give it the time to land.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const after = await viaCache(page)
    expect(after.hit, `X-Varnish: ${after.ids.join(' ')}`).toBe(true)
    expect(after.body).not.toContain(draft)
  })

  it('never keeps an API answer or the admin', async () => {
    for (const address of ['/api/v1/header', '/api/v1/meta-info/home-page', '/admin/login']) {
      await viaCache(address)
      const again = await viaCache(address)
      expect(again.hit, `${address}: X-Varnish ${again.ids.join(' ')}`).toBe(false)
    }
  })

  it('refuses a BAN without the token, and takes one with it', async () => {
    const ban = async (headers: Record<string, string>) => {
      const res = await fetch(PURGE_URL!, { method: 'BAN', headers })
      await res.text()
      return res.status
    }
    expect(await ban({})).toBe(403)
    expect(await ban({ [PURGE_TOKEN_HEADER]: `${TOKEN}x` })).toBe(403)
    await viaCache(page)
    expect((await viaCache(page)).hit).toBe(true)
    expect(await ban({ [PURGE_TOKEN_HEADER]: TOKEN! })).toBe(200)
    expect((await viaCache(page)).hit).toBe(false)
  })

  // Last: the page is gone from the site after it.
  it('takes an unpublished page off the site through the cache within 5 s (the admin’s Unpublish, no ?draft)', async () => {
    await viaCache(page)
    const cached = await viaCache(page)
    expect(cached.hit).toBe(true)
    expect(cached.res.status).toBe(200)
    await cms('PATCH', `/pages/${id}`, { _status: 'draft' })
    const started = Date.now()
    const gone = await eventually(async () => (await viaCache(page)).res.status === 404, 5000)
    expect(gone, `still served through the cache after ${Date.now() - started} ms`).toBe(true)
  })
})
