import { describe, expect, it } from 'vitest'

import { adminToken, get } from './support/http'

/**
 * POST /api/v1/consent (decision 60): the record of a visitor's cookie choice. Issue "A first visit a customer
 * trusts", item 9: "the choice is remembered and recorded". Bad input is a clear 400 and writes nothing.
 */

const post = (body: unknown) =>
  get('/api/v1/consent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const randomId = () =>
  `t${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.slice(0, 22).padEnd(16, 'x')

async function recordsOf(id: string) {
  const res = await get(`/cms/api/consent-records?where[consentId][equals]=${id}&sort=createdAt&depth=0`, {
    headers: { Authorization: `JWT ${await adminToken()}` },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: { action: string; analytics: boolean; pageUrl: string | null }[] })
    .docs
}

describe('POST /api/v1/consent', () => {
  it('records a first choice, a change and a withdrawal under the cookie id', async () => {
    const id = randomId()
    for (const analytics of [false, true, false]) {
      const res = await post({ id, version: 1, choice: { analytics }, page: '/life-insurance' })
      expect(res.status).toBe(201)
      expect(await res.json()).toMatchObject({ status_code: 201, message: 'Your cookie choice is saved.' })
    }
    expect((await recordsOf(id)).map((record) => [record.action, record.analytics])).toEqual([
      ['given', false],
      ['changed', true],
      ['withdrawn', false],
    ])
  })

  it.each([
    ['an id that is not the cookie’s', { id: 'x', version: 1, choice: { analytics: true } }, /id must be/],
    [
      'another version of the purposes',
      { id: randomId(), version: 2, choice: { analytics: true } },
      /version/,
    ],
    [
      'a choice that is not yes or no',
      { id: randomId(), version: 1, choice: { analytics: 'yes' } },
      /analytics/,
    ],
    ['no choice', { id: randomId(), version: 1 }, /choice/],
    ['a body that is not JSON', 'analytics=1', /JSON/],
  ])('refuses %s with a 400 and records nothing', async (_, body, message) => {
    const res = await post(body)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(message)
    if (typeof body === 'object' && typeof body.id === 'string' && body.id.length >= 16)
      expect(await recordsOf(body.id)).toEqual([])
  })

  it('keeps the records from everyone but administrators', async () => {
    const res = await get('/cms/api/consent-records?limit=1')
    expect(res.status).toBe(403)
  })
})
