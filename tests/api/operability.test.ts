import { describe, expect, it } from 'vitest'

import { INTERNAL_TOKEN_HEADER, internalToken } from '@/server/http/internal'

import { adminToken, get } from './support/http'

/**
 * Running as one of many instances behind a load balancer (docs/operations.md, "Health, draining and metrics"):
 * every answer names its request, so a visitor's report or a proxy's log line leads to the server's log lines.
 */
const ID = /^[0-9a-f]{16}$/

describe('X-Request-Id', () => {
  it.each([
    ['a page', '/', 200],
    ['an API answer', '/api/v1/header', 200],
    ['a missing page', '/no-such-page-anywhere', 404],
    ['a malformed address', '/life-insurance%E0%A4', 400],
  ])('is sent with %s', async (_kind, path, status) => {
    const res = await get(path)
    expect(res.status).toBe(status)
    expect(res.headers.get('x-request-id')).toMatch(ID)
  })

  it("is sent with the build's static files, answered before Next", async () => {
    const html = await (await get('/')).text()
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const res = await get(script!)
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toMatch(ID)
  })

  it('is new for every request, also for a page answered again from memory within its second', async () => {
    const first = await get('/')
    const second = await get('/')
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')]
    expect(ids[0]).toMatch(ID)
    expect(ids[1]).toMatch(ID)
    expect(ids[0]).not.toBe(ids[1])
  })

  it("is never the one a visitor sent: only a trusted proxy's is believed", async () => {
    const forged = 'forged-request-id-0001'
    for (const path of ['/', '/api/v1/header']) {
      const res = await get(path, { headers: { 'x-request-id': forged } })
      expect(res.headers.get('x-request-id')).toMatch(ID)
      expect(res.headers.get('x-request-id')).not.toBe(forged)
    }
  })
})

describe('/healthz and /readyz', () => {
  it('/healthz: the process answers, 200 {"status":"ok"}, kept by no cache', async () => {
    const res = await get('/healthz')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('/readyz: ready, and to this machine which checks said so (database, upload storage)', async () => {
    const res = await get('/readyz')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as {
      status: string
      instance: string
      checks: Record<string, { ok: boolean }>
    }
    expect(body.status).toBe('ok')
    expect(body.instance).toEqual(expect.any(String))
    expect(body.checks.database).toMatchObject({ ok: true })
    expect(body.checks.storage).toMatchObject({ ok: true })
    if (process.env.REDIS_URL) expect(body.checks.redis).toMatchObject({ ok: true })
  })

  it('are the bare addresses only: behind a language prefix they are pages that do not exist', async () => {
    expect((await get('/en/readyz')).status).toBe(404)
    expect((await get('/readyz/x')).status).toBe(404)
  })
})

describe('/metrics', () => {
  const scrape = () => get('/metrics', { headers: { [INTERNAL_TOKEN_HEADER]: internalToken() } })

  it('is not there for an anonymous caller, a made-up token or a guessed bearer', async () => {
    const tries: Record<string, string>[] = [
      {},
      { [INTERNAL_TOKEN_HEADER]: 'guess' },
      { authorization: 'Bearer guess-guess-guess-guess' },
    ]
    for (const headers of tries) {
      const res = await get('/metrics', { headers })
      expect(res.status).toBe(404)
      expect(await res.text()).not.toMatch(/sahyog_|process_/)
    }
  })

  it("answers the site's internal token and a signed-in staff user, in Prometheus's text format, kept by no cache", async () => {
    for (const res of [
      await scrape(),
      await get('/metrics', { headers: { authorization: `JWT ${await adminToken()}` } }),
    ]) {
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.text()).toMatch(/^# HELP /m)
    }
  })

  it('times answers by kind of route and status class, and counts the page cache in memory', async () => {
    await get('/')
    await get('/')
    await get('/api/v1/header')
    await get('/no-such-page-anywhere')
    const text = await (await scrape()).text()
    const sample = (name: string, labels: string) =>
      Number(new RegExp(`^${name}\\{${labels}\\} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN)
    expect(
      sample('sahyog_http_request_duration_seconds_count', 'route="page",status_class="2xx"'),
    ).toBeGreaterThan(0)
    expect(
      sample('sahyog_http_request_duration_seconds_count', 'route="page",status_class="4xx"'),
    ).toBeGreaterThan(0)
    expect(
      sample('sahyog_http_request_duration_seconds_count', 'route="api_v1:header",status_class="2xx"'),
    ).toBeGreaterThan(0)
    expect(sample('sahyog_cache_lookups_total', 'layer="micro",result="hit"')).toBeGreaterThan(0)
    // No label holds a path.
    expect(text).not.toContain('no-such-page-anywhere')
  })

  it('reads how far the CRM outbox and the scheduled jobs are behind, and has the process figures', async () => {
    const text = await (await scrape()).text()
    for (const name of [
      'sahyog_crm_outbox_oldest_age_seconds',
      'sahyog_jobs_oldest_due_age_seconds',
      'sahyog_http_requests_in_flight',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text).toMatch(new RegExp(`^${name} \\S+$`, 'm'))
    expect(text).toMatch(/^sahyog_crm_outbox_leads\{status="pending"\} \d+$/m)
    expect(text).toMatch(/^# TYPE sahyog_otp_sms_total counter$/m)
    if (process.env.DATABASE_URL?.startsWith('postgres'))
      expect(text).toMatch(/^sahyog_db_pool_connections\{state="total"\} [1-9]\d*$/m)
  })
})
