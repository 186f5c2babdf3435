import { describe, expect, it } from 'vitest'

import { get } from './support/http'

const MENU_STYLES = ['Life Insurance', 'Services', 'Calculator', 'Phone', 'Normal']

describe('GET /api/v1/header (spec 3 "Header response", 7 "Shell calls")', () => {
  it('answers a list whose first item has menu[0].menu_group and top_nav[0].menu_group', async () => {
    const res = await get('/api/v1/header', { headers: { 'api-version': 'v1', 'api-referrer': 'common' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    const body = (await res.json()) as {
      menu: { menu_group: Record<string, unknown>[] }[]
      top_nav: { menu_group: unknown[] }[]
    }[]
    const [first] = body
    expect(first!.menu[0]!.menu_group.length).toBeGreaterThan(0)
    expect(first!.top_nav[0]!.menu_group.length).toBeGreaterThan(0)
    for (const item of first!.menu[0]!.menu_group) {
      expect(item).toHaveProperty('heading')
      expect(item).toHaveProperty('menu_link')
      expect(MENU_STYLES).toContain(item.menu_style)
      expect(item).toHaveProperty('is_new')
      expect(item).toHaveProperty('sub_menu')
    }
  })

  it('revalidates cheaply: the same ETag gives a 304', async () => {
    const first = await get('/api/v1/header')
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(first.headers.get('cache-control')).toContain('must-revalidate')
    const second = await get('/api/v1/header', { headers: { 'if-none-match': etag! } })
    expect(second.status).toBe(304)
  })

  it('refuses an api-version it does not speak with a 400 and a message', async () => {
    const res = await get('/api/v1/header', { headers: { 'api-version': 'v9' } })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(/v1/)
  })
})

describe('GET /api/v1/footer (spec 3 "Footer response")', () => {
  it('answers a list whose first item has the footer sections', async () => {
    const res = await get('/api/v1/footer', { headers: { 'api-version': 'v1' } })
    expect(res.status).toBe(200)
    const [first] = (await res.json()) as Record<string, unknown>[]
    for (const key of [
      'category_section',
      'copy_rights',
      'bima_bharosa',
      'menu_group',
      'contact_info',
      'social_media_group',
      'app_group',
    ]) {
      expect(first).toHaveProperty(key)
    }
    expect(first!.copy_rights).toMatch(/Sahyog Life Insurance/)
  })
})
