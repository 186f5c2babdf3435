import { describe, expect, it } from 'vitest'

import { get } from './support/http'

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
