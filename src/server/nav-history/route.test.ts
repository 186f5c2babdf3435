import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

import { serviceDataRoute, UNABLE_TO_FETCH } from './route'

describe('serviceDataRoute', () => {
  it('answers a failed read with 503 and the spec’s message, never the error', async () => {
    const route = serviceDataRoute('test', async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432 password=secret')
    })
    const res = await route(new Request('http://localhost/api/v1/nav-history'))
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('30')
    const body = await res.text()
    expect(JSON.parse(body)).toEqual({ status_code: 503, message: UNABLE_TO_FETCH })
    expect(UNABLE_TO_FETCH).toBe('We are unable to fetch the details')
    expect(body).not.toContain('secret')
  })

  it('refuses another api-version and passes a good request through', async () => {
    const route = serviceDataRoute('test', async () => Response.json({ ok: true }))
    const refused = await route(new Request('http://localhost/x', { headers: { 'api-version': 'v2' } }))
    expect(refused.status).toBe(400)
    expect((await route(new Request('http://localhost/x'))).status).toBe(200)
  })
})
