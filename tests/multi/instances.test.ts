/**
 * Two instances of one build (A and B) on one PostgreSQL, Redis and object store, behind Varnish with a director
 * over both (scripts/lib/multi-leg.mjs): what an editor publishes on one is what visitors get from the other and
 * from the cache; scheduled work runs once; one renewal due gets one gateway order; a slow CRM gets each lead once.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

import autocannon from 'autocannon'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeCrm } from '@/server/crm/testing/fake-crm'

import { fetchFrom, freshAddress } from '../support/client'
import { startVarnish, type IVarnish } from '../support/varnish'
import { ADMIN } from '../api/support/http'
import { createPolicy, lookup, verifyPolicyOtp, cookieOf } from '../api/support/policy'
import { freshPhone, latestCode, sendOtp, verifyOtp } from '../api/support/otp'

const A = process.env.TEST_BASE_URL!
const B = process.env.TEST_BASE_URL_2!
const CACHE = process.env.CDN_PURGE_URL!
const WITHIN_MS = 5_000

let varnish: IVarnish | undefined
let token = ''

async function cms<T = { doc: { id: number } }>(method: string, path: string, body?: unknown, base = A) {
  const res = await fetch(new URL(`/cms/api${path}`, base), {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

let reviewerToken = ''

/**
 * Has a reviewer approve the administrator's change to a page (decision 84): submitted by the administrator,
 * approved by a staff user with the reviewer role, made once.
 */
async function approve(pageId: number) {
  await cms('POST', `/pages/${pageId}/review`, { action: 'submit' })
  if (!reviewerToken) {
    const user = {
      email: `reviewer-${Date.now()}@sahyoglife.example`,
      password: `review-${Math.random().toString(36).slice(2)}-A1`,
    }
    await cms('POST', '/users', { ...user, name: 'Multi reviewer', roles: ['reviewer'] })
    const login = await fetch(new URL('/cms/api/users/login', A), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    })
    reviewerToken = ((await login.json()) as { token: string }).token
  }
  const res = await fetch(new URL(`/cms/api/pages/${pageId}/review`, A), {
    method: 'POST',
    headers: { authorization: `JWT ${reviewerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'approve' }),
  })
  if (!res.ok) throw new Error(`approve: ${res.status} ${await res.text()}`)
}

/** A change to a page saved as a draft, approved by a reviewer, then published; answers the page's id. */
async function publishReviewed(pageId: number | null, data: object): Promise<number> {
  const { doc } = pageId
    ? await cms('PATCH', `/pages/${pageId}?draft=true`, data)
    : await cms('POST', '/pages?draft=true', data)
  await approve(doc.id)
  await cms('PATCH', `/pages/${doc.id}`, { _status: 'published' })
  return doc.id
}

/** Polls `check` until it is true, for up to `ms`; the time it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await check()) return Date.now() - started
    if (Date.now() - started > ms) throw new Error(`not true within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const text = async (base: string, path: string, init: RequestInit = {}) => {
  const res = await fetch(new URL(path, base), { redirect: 'manual', ...init })
  return { status: res.status, body: await res.text(), location: res.headers.get('location') }
}

const hero = (subheading: string) => [{ blockType: 'hero', heading: 'Many instances', subheading }]

/**
 * A scheduled publish of a page, queued as the admin's Schedule button queues it (a row of Payload's job queue,
 * which its REST API lets nobody write), due at `due` (an SQL expression).
 */
async function schedulePublish(pageId: number, due: string): Promise<number> {
  const me = await cms<{ user: { id: number } }>('GET', '/users/me')
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    const input = {
      type: 'publish',
      doc: { relationTo: 'pages', value: String(pageId) },
      user: { relationTo: 'users', value: me.user.id },
    }
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until)
         VALUES ($1::jsonb, 'schedulePublish', 'default', ${due}) RETURNING id`,
      [JSON.stringify(input)],
    )
    return rows[0]!.id
  } finally {
    await db.end()
  }
}

beforeAll(async () => {
  const login = await fetch(new URL('/cms/api/users/login', A), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  token = ((await login.json()) as { token: string }).token
  varnish = await startVarnish({
    listen: CACHE,
    ports: [Number(new URL(A).port), Number(new URL(B).port)],
    token: process.env.CDN_PURGE_TOKEN!,
  })
})

afterAll(async () => {
  await varnish?.stop()
})

describe('a publish on one instance', () => {
  it('reaches the other instance and the shared cache within 5 s', async () => {
    const path = `/legal/many-instances-${Date.now().toString(36)}`
    const doc = {
      id: await publishReviewed(null, { title: 'Many instances', path, layout: hero('The first version.') }),
    }
    try {
      // Every place a visitor can be served from holds the first version.
      for (const base of [A, B, CACHE, CACHE]) {
        await within(WITHIN_MS, async () => (await text(base, path)).body.includes('The first version.'))
      }
      const second = `Published through A at ${Date.now()}.`
      await publishReviewed(doc.id, { layout: hero(second) })
      for (const base of [B, CACHE]) {
        await within(WITHIN_MS, async () => (await text(base, path)).body.includes(second))
      }
    } finally {
      await cms('DELETE', `/pages/${doc.id}`)
    }
    await within(WITHIN_MS, async () => (await text(B, path)).status === 404)
  })

  it('makes a redirect, a menu change and a search hit live on the other instance within 5 s', async () => {
    const stamp = Date.now().toString(36)
    const from = `/old-address-${stamp}`
    const { doc: redirect } = await cms('POST', '/redirects', {
      from,
      to: '/contact-us',
      status: '301',
      enabled: true,
    })
    const header = await cms<{ menu: { heading: string }[] }>('GET', '/globals/header?depth=0')
    const original = header.menu[0]!.heading
    const post = `/blog/term-insurance/zephyrine-${stamp}`
    const page = {
      id: await publishReviewed(null, {
        title: `Zephyrine cover ${stamp}`,
        path: post,
        layout: hero('A post to search for.'),
      }),
    }
    try {
      await within(WITHIN_MS, async () => {
        const answer = await text(B, from)
        return answer.status === 301 && answer.location?.endsWith('/contact-us') === true
      })
      await cms('POST', '/globals/header', {
        ...header,
        menu: [{ ...header.menu[0], heading: `Menu ${stamp}` }, ...header.menu.slice(1)],
      })
      await within(WITHIN_MS, async () =>
        (await text(B, '/api/v1/header', { headers: { 'api-version': 'v1' } })).body.includes(
          `Menu ${stamp}`,
        ),
      )
      await within(WITHIN_MS, async () =>
        (
          await text(B, `/api/v1/search-api?search=zephyrine&page=0`, { headers: { 'api-version': 'v1' } })
        ).body.includes(post),
      )
    } finally {
      await cms('POST', '/globals/header', {
        ...header,
        menu: [{ ...header.menu[0], heading: original }, ...header.menu.slice(1)],
      })
      await cms('DELETE', `/redirects/${redirect.id}`)
      await cms('DELETE', `/pages/${page.id}`)
    }
  })

  it('makes a rate table saved on A price the quote page on B and through the cache within 5 s', async () => {
    // The quote page is kept like a content page and carries its plan's rates to the browser, which works the
    // premium out from them: a publish of the table must reach every copy. Ages 26–30 covered 21–25 years.
    const quote = '/life-insurance/sahyog-smart-term/quote'
    const rateIn = (html: string) =>
      /\{"age_from":26,"age_to":30,"term_from":21,"term_to":25,"rate":([\d.]+)\}/.exec(
        html.replace(/\\"/g, '"'),
      )?.[1]
    const { docs: plans } = await cms<{ docs: { id: number }[] }>(
      'GET',
      '/pages?where[path][equals]=/life-insurance/sahyog-smart-term&depth=0',
    )
    type TRow = { age_from: number; term_from: number; rate: number }
    const { docs } = await cms<{ docs: { id: number; rates: TRow[] }[] }>(
      'GET',
      `/quote-tables?where[plan][equals]=${plans[0]!.id}&depth=0`,
    )
    const table = docs[0]!
    const withRate = (rate: number) =>
      table.rates.map((row) => (row.age_from === 26 && row.term_from === 21 ? { ...row, rate } : row))
    // Every place a visitor can be served from holds the seeded rate.
    for (const base of [A, B, CACHE, CACHE])
      await within(WITHIN_MS, async () => rateIn((await text(base, quote)).body) === '1.05')
    try {
      await cms('PATCH', `/quote-tables/${table.id}`, { rates: withRate(1.2) })
      for (const base of [B, CACHE])
        await within(WITHIN_MS, async () => rateIn((await text(base, quote)).body) === '1.2')
    } finally {
      await cms('PATCH', `/quote-tables/${table.id}`, { rates: withRate(1.05) })
    }
    for (const base of [B, CACHE])
      await within(WITHIN_MS, async () => rateIn((await text(base, quote)).body) === '1.05')
  })

  it('puts the whole site under maintenance on the other instance and through the cache, and back', async () => {
    const settings = await cms<Record<string, unknown>>('GET', '/globals/site-settings?depth=0')
    try {
      await cms('POST', '/globals/site-settings', { show_maintenance: 'Yes' })
      for (const base of [B, CACHE])
        await within(WITHIN_MS, async () => (await text(base, '/contact-us')).status === 503)
    } finally {
      await cms('POST', '/globals/site-settings', { show_maintenance: settings.show_maintenance ?? 'No' })
    }
    for (const base of [B, CACHE])
      await within(WITHIN_MS, async () => (await text(base, '/contact-us')).status === 200)
  })
})

describe('work that runs once across instances', () => {
  it('publishes a scheduled page once, with both instances running the queue', async () => {
    const path = `/legal/scheduled-${Date.now().toString(36)}`
    const { doc } = await cms('POST', '/pages?draft=true', {
      title: 'Scheduled',
      path,
      _status: 'draft',
      layout: hero('Scheduled text.'),
    })
    try {
      // Approved first (decision 84): the scheduled publish runs as the administrator who queued it.
      await approve(doc.id)
      await schedulePublish(doc.id, "now() + interval '2 seconds'")
      for (const base of [A, B])
        await within(15_000, async () => (await text(base, path)).body.includes('Scheduled text.'))
      // Give a second run, had there been one, time to happen.
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      const versions = await cms<{ totalDocs: number }>(
        'GET',
        `/pages/versions?where[parent][equals]=${doc.id}&where[version._status][equals]=published&limit=10&depth=0`,
      )
      expect(versions.totalDocs).toBe(1)
    } finally {
      await cms('DELETE', `/pages/${doc.id}`)
    }
  })
})

describe('an instance that died mid-run', () => {
  it('leaves its job to be run again by another instance', async () => {
    const path = `/legal/stuck-${Date.now().toString(36)}`
    const { doc } = await cms('POST', '/pages?draft=true', {
      title: 'Stuck',
      path,
      _status: 'draft',
      layout: hero('Published after all.'),
    })
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    try {
      await approve(doc.id)
      // Due in a minute: no run takes it before it is made to look abandoned below.
      const job = { id: await schedulePublish(doc.id, "now() + interval '1 minute'") }
      // As an instance killed while running it leaves it: processing, last touched ten minutes ago, and due.
      await db.query(
        `UPDATE payload_jobs SET processing = true, wait_until = now() - interval '1 minute',
           created_at = now() - interval '11 minutes', updated_at = now() - interval '10 minutes' WHERE id = $1`,
        [job.id],
      )
      for (const base of [A, B]) {
        await within(20_000, async () => (await text(base, path)).body.includes('Published after all.'))
      }
      // Run once, and done: Payload removes a job once it has completed.
      const { rows } = await db.query('SELECT id FROM payload_jobs WHERE id = $1', [job.id])
      expect(rows).toEqual([])
      const versions = await cms<{ totalDocs: number }>(
        'GET',
        `/pages/versions?where[parent][equals]=${doc.id}&where[version._status][equals]=published&limit=10&depth=0`,
      )
      expect(versions.totalDocs).toBe(1)
    } finally {
      await db.end()
      await cms('DELETE', `/pages/${doc.id}`)
    }
  })
})

describe('payments across instances', () => {
  it('gives 50 renewal starts at once, over both instances, one gateway order', async () => {
    const indianDay = (days: number) =>
      new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10)
    const policy = await createPolicy({ premium: 2400, frequency: 'monthly', nextDueDate: indianDay(5) })
    const looked = await lookup(policy, 'RENEWAL_PAYMENT_PAGE')
    const verified = await verifyPolicyOtp(
      (looked.body.data as Record<string, string>).Token!,
      await latestCode(policy.mobile),
      {
        purpose: 'RENEWAL_PAYMENT_PAGE',
      },
    )
    const cookie = cookieOf(verified)
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await fetchFrom(freshAddress(), new URL('/api/v1/renewal-payment', i % 2 ? B : A), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'api-version': 'v1', cookie },
          body: '{}',
        })
        return { status: res.status, body: (await res.json()) as { data?: { checkout?: { url: string } } } }
      }),
    )
    const orders = new Set(
      answers
        .filter((a) => a.status === 200)
        .map((a) => new URL(a.body.data!.checkout!.url, A).searchParams.get('order')),
    )
    expect(answers.filter((a) => a.status !== 200).map((a) => a.status)).toEqual([])
    expect(orders.size).toBe(1)
  })
})

describe('the CRM', () => {
  let crm: Awaited<ReturnType<typeof startFakeCrm>>
  beforeAll(async () => {
    crm = await startFakeCrm(process.env.CRM_WEBHOOK_SECRET!, Number(process.env.TEST_CRM_PORT))
  })
  afterAll(async () => {
    await crm?.close()
  })

  it(
    'gets each of 20 leads exactly once when it takes 9 s to answer, with both instances delivering',
    { timeout: 120_000 },
    async () => {
      crm.setDelay(9_000)
      const phones = Array.from({ length: 20 }, () => freshPhone())
      await Promise.all(
        phones.map(async (phone, i) => {
          const base = i % 2 ? B : A
          const sent = await sendOtp(phone, {}, freshAddress(), base)
          expect(sent.status).toBe(200)
          const session = (sent.body.data as Record<string, string>).Token!
          expect((await verifyOtp(session, phone, await latestCode(phone), { base })).status).toBe(200)
        }),
      )
      await within(90_000, async () =>
        phones.every((phone) => [...crm.leads.values()].some((lead) => JSON.stringify(lead).includes(phone))),
      )
      // Both instances' workers kept looking meanwhile; a lead sent twice would show here.
      await new Promise((resolve) => setTimeout(resolve, 5_000))
      const counts = [...crm.accepted.values()]
      expect(counts.length).toBe(20)
      expect(counts.every((count) => count === 1)).toBe(true)
    },
  )
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

describe('an instance stopped under load', () => {
  it(
    'fails no request: it says it is not ready first, finishes what it has, and leaves the rotation',
    { timeout: 120_000 },
    async () => {
      // A third instance of the same build, with a load balancer's grace, and a cache of its own over it and A.
      const port = await freePort()
      const third = spawn('node', ['.next/host/server.mjs'], {
        env: {
          ...process.env,
          PORT: String(port),
          INSTANCE_ID: 'c',
          DRAIN_GRACE_MS: '3000',
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let log = ''
      third.stdout!.on('data', (chunk) => (log += chunk))
      third.stderr!.on('data', (chunk) => (log += chunk))
      const exited = new Promise<number>((resolve) => third.once('exit', () => resolve(Date.now())))
      const C = `http://127.0.0.1:${port}`
      let cache: IVarnish | undefined
      try {
        await within(60_000, async () => {
          try {
            return (await fetch(new URL('/readyz', C))).status === 200
          } catch {
            return false
          }
        })
        cache = await startVarnish({
          listen: `http://127.0.0.1:${await freePort()}`,
          ports: [Number(new URL(A).port), port],
          token: process.env.CDN_PURGE_TOKEN!,
        })
        // Both instances answer through the cache (the header API is never kept by it).
        const load = autocannon({
          url: new URL('/api/v1/header', cache.url).toString(),
          headers: { 'api-version': 'v1' },
          connections: 10,
          duration: 12,
        })
        await new Promise((resolve) => setTimeout(resolve, 3_000))
        third.kill('SIGTERM')
        const signalled = Date.now()
        let notReadyAt: number | null = null
        const watch = (async () => {
          while (notReadyAt === null) {
            try {
              if ((await fetch(new URL('/readyz', C))).status === 503) notReadyAt = Date.now()
            } catch {
              return
            }
            await new Promise((resolve) => setTimeout(resolve, 50))
          }
        })()
        const result = await load
        const stoppedAt = await exited
        await watch
        expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
          errors: 0,
          timeouts: 0,
          non2xx: 0,
        })
        expect(result.requests.total).toBeGreaterThan(100)
        expect(notReadyAt, log).not.toBeNull()
        expect(notReadyAt!).toBeLessThan(stoppedAt)
        expect(notReadyAt! - signalled).toBeLessThan(1_000)
      } finally {
        if (third.exitCode === null) third.kill('SIGKILL')
        await cache?.stop()
      }
    },
  )
})
