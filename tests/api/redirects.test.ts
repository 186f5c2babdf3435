import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, adminToken, get } from './support/http'
import { staffAuthorization } from './support/staff'

// Spec 2.1: "All routes except the error pages and three static pages run a redirect check on entry."
// Spec 7: "GET api/v1/redirects{current path} … if the answer has `to`, the browser goes there. Skipped on the
// server side and when the URL contains _preview=." Here the server applies it before render, with a real status.
const LIVE_WITHIN = 2_000
const run = Date.now().toString(36)

const locationOf = (res: Response) => res.headers.get('location') ?? ''

describe('GET /api/v1/redirects{path}', () => {
  it('answers { to } for a seeded redirect, with revalidating cache headers', async () => {
    const res = await get('/api/v1/redirects/about-us', { headers: { 'api-version': 'v1' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(await res.json()).toEqual({ to: '/discover/about-us' })
    const again = await get('/api/v1/redirects/about-us', {
      headers: { 'if-none-match': res.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
  })

  it.each(['/api/v1/redirects', '/api/v1/redirects/life-insurance', '/api/v1/redirects/no/such/page'])(
    '%s answers an empty object: no redirect',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({})
    },
  )

  it.each([
    '/api/v1/redirects/%2F%2Fevil.example',
    '/api/v1/redirects/%5Cevil.example',
    '/api/v1/redirects/..%2F..%2Fadmin',
    '/api/v1/redirects/about-us%00',
    '/api/v1/redirects/%3Cscript%3E',
  ])('a hostile path %s gets an empty answer, never a 500', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({})
  })

  it('refuses a malformed percent-escape with a 400 and a message', async () => {
    const res = await get('/api/v1/redirects/%E0%A4')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(/percent-escape/)
  })
})

describe('redirects applied to page requests before render', () => {
  it('answers a seeded redirect with its permanent status and Location', async () => {
    const res = await get('/term-insurance')
    expect(res.status).toBe(301)
    expect(locationOf(res)).toMatch(/\/life-insurance$/)
    const target = await get(locationOf(res))
    expect(target.status).toBe(200)
  })

  it('passes the query string on', async () => {
    const res = await get('/privacy-policy?utm_source=mail&utm_medium=pdf')
    expect(res.status).toBe(308)
    const location = new URL(locationOf(res), BASE_URL)
    expect(location.pathname).toBe('/legal/privacy-policy')
    expect(location.search).toBe('?utm_source=mail&utm_medium=pdf')
  })

  it('finds the redirect whatever the case of the address, in one hop', async () => {
    const res = await get('/Term-Insurance')
    expect(res.status).toBe(301)
    expect(new URL(locationOf(res), BASE_URL).pathname).toBe('/life-insurance')
  })

  it('keeps the /en prefix of the same path', async () => {
    const res = await get('/en/about-us')
    expect(res.status).toBe(301)
    expect(new URL(locationOf(res), BASE_URL).pathname).toBe('/en/discover/about-us')
  })

  it('skips the check when the URL contains _preview=', async () => {
    const res = await get('/term-insurance?_preview=1')
    expect(res.status).not.toBe(301)
    expect(res.headers.get('location')).toBeNull()
  })
})

describe('redirects managed through the CMS (/cms/api) with an admin login', () => {
  let headers: Record<string, string>
  const created: (number | string)[] = []

  const api = (path: string, init: RequestInit = {}) =>
    fetch(new URL(`/cms/api${path}`, BASE_URL), { ...init, headers: { ...headers, ...init.headers } })
  const create = (data: object) => api('/redirects', { method: 'POST', body: JSON.stringify(data) })
  const countFrom = async (from: string) => {
    const res = await api(`/redirects?where[from][equals]=${encodeURIComponent(from)}&depth=0`)
    return ((await res.json()) as { totalDocs: number }).totalDocs
  }
  const errorOf = async (res: Response) => {
    const body = (await res.json()) as {
      errors: { data?: { errors?: { message: string; path: string }[] } }[]
    }
    return body.errors[0]?.data?.errors?.[0] ?? { message: '', path: '' }
  }
  /** Polls a page request until the predicate holds, for at most LIVE_WITHIN. */
  const liveWithin = (path: string, expected: (res: Response) => boolean) =>
    expect.poll(async () => expected(await get(path)), { timeout: LIVE_WITHIN, interval: 100 }).toBe(true)

  beforeAll(async () => {
    headers = { Authorization: `JWT ${await adminToken()}`, 'content-type': 'application/json' }
  })

  afterAll(async () => {
    for (const id of created) await api(`/redirects/${id}`, { method: 'DELETE' })
  })

  it('creating, changing and disabling a redirect is live within 2 s', async () => {
    const from = `/old-plan-${run}`
    const res = await create({ from: `${from.toUpperCase()}/`, to: '/reach-us', status: '301' })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: number; from: string } }
    created.push(doc.id)
    expect(doc.from).toBe(from)
    await liveWithin(from, (r) => r.status === 301 && locationOf(r).endsWith('/reach-us'))

    const update = await api(`/redirects/${doc.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ to: '/contact-us', status: '308' }),
    })
    expect(update.status).toBe(200)
    await liveWithin(from, (r) => r.status === 308 && locationOf(r).endsWith('/contact-us'))
    expect(await (await get(`/api/v1/redirects${from}`)).json()).toEqual({ to: '/contact-us' })

    const disable = await api(`/redirects/${doc.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ enabled: false }),
    })
    expect(disable.status).toBe(200)
    await liveWithin(from, (r) => r.status === 404)
  })

  it('sends a visitor to an allowed host, and refuses any other host', async () => {
    const from = `/portal-${run}`
    const good = await create({ from, to: 'https://customer.sahyoglife.example/login', status: '302' })
    expect(good.status).toBe(201)
    created.push(((await good.json()) as { doc: { id: number } }).doc.id)
    await liveWithin(
      `${from}?ref=site`,
      (r) => r.status === 302 && locationOf(r) === 'https://customer.sahyoglife.example/login?ref=site',
    )

    const bad = await create({ from: `/elsewhere-${run}`, to: 'https://customer-sahyoglife.example/login' })
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).message).toMatch(/not on the list/)
  })

  it.each([
    ['//evil.example', /leaves the site/],
    ['/\\evil.example', /backslash/],
    ['javascript:alert(document.cookie)', /Only https/],
    ['data:text/html;base64,PHNjcmlwdD4=', /Only https/],
    ['http://customer.sahyoglife.example/login', /Only https/],
    ['/%2F%2Fevil.example', /percent-escapes/],
    ['/%252F%252Fevil.example', /percent-escapes/],
    ['/%09/evil.example', /percent-escapes/],
    ['/\t/evil.example', /spaces, tabs/],
    ['https://customer.sahyoglife.example@evil.example/', /user name/],
    ['https://evil-customer.sahyoglife.example/', /not on the list/],
  ])('refuses the target %j with a 400 and saves nothing', async (to, message) => {
    const from = `/hostile-${run}`
    const res = await create({ from, to })
    expect(res.status).toBe(400)
    const error = await errorOf(res)
    expect(error.path).toBe('to')
    expect(error.message).toMatch(message)
    expect(await countFrom(from)).toBe(0)
    expect((await get(from)).status).toBe(404)
  })

  it.each([
    '/admin/login',
    '/api/v1/header',
    '/under-maintenance',
    '/403',
    '/_next/static/x',
    '/assets/chat',
  ])('refuses to redirect from %s', async (from) => {
    const res = await create({ from, to: '/reach-us' })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).path).toBe('from')
  })

  it('refuses a loop, a chain and a second redirect from the same address', async () => {
    const a = `/loop-a-${run}`
    const b = `/loop-b-${run}`
    const first = await create({ from: a, to: b })
    expect(first.status).toBe(201)
    created.push(((await first.json()) as { doc: { id: number } }).doc.id)

    const loop = await create({ from: b, to: a })
    expect(loop.status).toBe(400)
    expect((await errorOf(loop)).message).toBe(`This would make a loop: ${b} → ${a} → ${b}`)

    const chain = await create({ from: `/chain-${run}`, to: a })
    expect(chain.status).toBe(400)
    expect((await errorOf(chain)).message).toMatch(/is itself redirected/)

    const same = await create({ from: `/self-${run}`, to: `/self-${run}?x=1` })
    expect(same.status).toBe(400)

    const duplicate = await create({ from: a, to: '/reach-us' })
    expect(duplicate.status).toBe(400)
    expect(await countFrom(a)).toBe(1)
  })

  it('lets editors manage redirects, and not viewers', async () => {
    const post = (authorization: string, from: string) =>
      fetch(new URL('/cms/api/redirects', BASE_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: authorization },
        body: JSON.stringify({ from, to: '/reach-us' }),
      })
    const editor = await post(await staffAuthorization('editor', headers.Authorization), `/by-editor-${run}`)
    expect(editor.status).toBe(201)
    created.push(((await editor.json()) as { doc: { id: number } }).doc.id)

    const viewer = await post(await staffAuthorization('viewer', headers.Authorization), `/by-viewer-${run}`)
    expect(viewer.status).toBe(403)
    expect(await countFrom(`/by-viewer-${run}`)).toBe(0)
  })

  it('lets only staff manage redirects', async () => {
    const res = await fetch(new URL('/cms/api/redirects', BASE_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: `/anonymous-${run}`, to: '/reach-us' }),
    })
    expect(res.status).toBe(403)
    expect((await fetch(new URL('/cms/api/redirects', BASE_URL))).status).toBe(403)
  })
})
