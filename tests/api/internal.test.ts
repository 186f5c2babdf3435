import { describe, expect, it } from 'vitest'

import { adminToken, get } from './support/http'

// Production hardening, fail closed: what the proxy reads about the site is not for the public.
describe('/api/internal/*', () => {
  it.each(['/api/internal/site-state', '/api/internal/redirect-table'])(
    '%s is not there for an anonymous caller',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(404)
      expect(await res.text()).not.toMatch(/maintenance|redirects/)
    },
  )

  it.each(['/api/internal/site-state', '/api/internal/redirect-table'])(
    '%s answers a signed-in staff user',
    async (path) => {
      const res = await get(path, { headers: { authorization: `JWT ${await adminToken()}` } })
      expect(res.status).toBe(200)
    },
  )

  it('refuses a made-up internal token', async () => {
    const res = await get('/api/internal/site-state', { headers: { 'x-sahyog-internal': 'guess' } })
    expect(res.status).toBe(404)
  })
})
