/**
 * Leads hold personal data: only administrators and sales read them, nobody writes them through the CMS API, and
 * the CSV export checks the session and the role.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { LEAD_CSV_COLUMNS } from '@/domain/leads/csv'

import { adminToken, get } from './support/http'
import { staffAuthorization } from './support/staff'

const REASON = encodeURIComponent('Monthly check of the CRM hand-over')
let admin: string
let sales: string
let viewer: string
let editor: string

beforeAll(async () => {
  admin = `JWT ${await adminToken()}`
  sales = await staffAuthorization('sales', admin)
  viewer = await staffAuthorization('viewer', admin)
  editor = await staffAuthorization('editor', admin)
}, 60_000)

const as = (authorization?: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(authorization ? { Authorization: authorization } : {}), ...(init.headers ?? {}) },
})

describe('leads through the CMS API', () => {
  it('are not public, and not for editors or viewers', async () => {
    for (const who of [undefined, viewer, editor]) {
      const res = await get('/cms/api/leads', as(who))
      expect(res.status).toBe(403)
    }
    expect((await get('/cms/api/crm-local-outbox', as(sales))).status).toBe(403)
  })

  it('are readable by administrators and sales', async () => {
    for (const who of [admin, sales]) {
      const res = await get('/cms/api/leads?limit=1', as(who))
      expect(res.status).toBe(200)
      expect(await res.json()).toHaveProperty('docs')
    }
  })

  it('cannot be created, even by an administrator', async () => {
    for (const who of [admin, sales]) {
      const res = await get(
        '/cms/api/leads',
        as(who, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone: '9876543210', payload: {} }),
        }),
      )
      expect(res.status).toBe(403)
    }
  })
})

describe('GET /api/admin/leads.csv', () => {
  it('asks for a sign-in without a session', async () => {
    const res = await get('/api/admin/leads.csv')
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Sign in to the admin to export leads.' })
  })

  it('refuses staff without the sales or admin role', async () => {
    for (const who of [viewer, editor]) {
      const res = await get(`/api/admin/leads.csv?reason=${REASON}`, as(who))
      expect(res.status).toBe(403)
    }
  })

  it('downloads a CSV with the lead columns and every spec 3 field for admin and sales', async () => {
    for (const who of [admin, sales]) {
      const res = await get(`/api/admin/leads.csv?reason=${REASON}`, as(who))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
      )
      expect(res.headers.get('cache-control')).toBe('no-store')
      const text = await res.text()
      expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(LEAD_CSV_COLUMNS.join(','))
    }
  })

  it('refuses a malformed filter with a 400 that names it', async () => {
    const res = await get(`/api/admin/leads.csv?from=yesterday&reason=${REASON}`, as(admin))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(/^Bad filter 'from'/)
    expect((await get(`/api/admin/leads.csv?crmStatus=lost&reason=${REASON}`, as(admin))).status).toBe(400)
  })
})
