import { describe, expect, it } from 'vitest'

import { adminToken, get } from './support/http'

/**
 * POST /api/v1/vitals (decision 99): Core Web Vitals from real visitors who allowed analytics, kept in aggregate:
 * per page, India date, metric and 50 ms / 8 ms / 0.005 band, a count of visits. Issue "First paint at the floor",
 * item 5: "stored in aggregate (p75 per route per day, no personal data)". Bad input is a clear 400 and keeps nothing.
 */

const post = (body: unknown, headers: Record<string, string> = {}) =>
  get('/api/v1/vitals', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const PAGE = '/life-insurance/sahyog-smart-term'

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)

/** One administrator's session for the file: logins of one user at the same moment can lose one another's session. */
let token: Promise<string> | undefined

/** The visits counted for a page, metric and band today. */
async function countOf(path: string, metric: string, bucket: number): Promise<number> {
  const query = new URLSearchParams({
    'where[path][equals]': path,
    'where[metric][equals]': metric,
    'where[bucket][equals]': String(bucket),
    'where[day][equals]': today(),
    depth: '0',
  })
  const res = await get(`/cms/api/field-vitals?${query}`, {
    headers: { Authorization: `JWT ${await (token ??= adminToken())}` },
  })
  expect(res.status).toBe(200)
  const { docs } = (await res.json()) as { docs: { count: number }[] }
  return docs.reduce((sum, doc) => sum + doc.count, 0)
}

describe('POST /api/v1/vitals', () => {
  it('adds each visit to its band for the page and today, and keeps no visit of its own', async () => {
    // An LCP of 1,234 ms is in the band [1,200, 1,250): band 24. An INP of 100 ms: band 12. A CLS of 0.012: band 2.
    const before = await Promise.all([
      countOf(PAGE, 'LCP', 24),
      countOf(PAGE, 'INP', 12),
      countOf(PAGE, 'CLS', 2),
    ])
    for (const visit of [1, 2]) {
      const res = await post({
        path: `${PAGE}?utm_source=visit${visit}`,
        metrics: [
          { name: 'LCP', value: 1_234.5 },
          { name: 'INP', value: 100 },
          { name: 'CLS', value: 0.012 },
        ],
      })
      expect(res.status).toBe(204)
    }
    expect(
      await Promise.all([countOf(PAGE, 'LCP', 24), countOf(PAGE, 'INP', 12), countOf(PAGE, 'CLS', 2)]),
    ).toEqual(before.map((count) => count + 2))
  })

  it('counts reports arriving at once without losing one', async () => {
    // INP of 4,000 ms: band 500, which no other test uses.
    const before = await countOf(PAGE, 'INP', 500)
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post({ path: PAGE, metrics: [{ name: 'INP', value: 4_000 }] })),
    )
    expect(answers.map((res) => res.status)).toEqual(Array(12).fill(204))
    expect(await countOf(PAGE, 'INP', 500)).toBe(before + 12)
  })

  it('answers 204 and keeps nothing for an address that is not a page of the site', async () => {
    const path = `/no-such-page-${Date.now()}`
    expect((await post({ path, metrics: [{ name: 'LCP', value: 900 }] })).status).toBe(204)
    expect(await countOf(path, 'LCP', 18)).toBe(0)
  })

  it.each([
    ['a body that is not JSON', 'lcp=1', /JSON/],
    ['no metrics', { path: PAGE, metrics: [] }, /at least one/],
    [
      'a metric that is not LCP, INP or CLS',
      { path: PAGE, metrics: [{ name: 'TTFB', value: 10 }] },
      /LCP, INP or CLS/,
    ],
    ['a negative value', { path: PAGE, metrics: [{ name: 'LCP', value: -1 }] }, /0 or more/],
    ['a value no visit can measure', { path: PAGE, metrics: [{ name: 'CLS', value: 50 }] }, /beyond/],
    [
      'a metric named twice',
      {
        path: PAGE,
        metrics: [
          { name: 'LCP', value: 10 },
          { name: 'LCP', value: 20 },
        ],
      },
      /at most once/,
    ],
    ['no path', { metrics: [{ name: 'LCP', value: 10 }] }, /path/],
  ])('refuses %s with a 400', async (_, body, message) => {
    const res = await post(body)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(message)
  })

  it('keeps the figures from visitors: only staff read them', async () => {
    expect((await get('/cms/api/field-vitals?limit=1')).status).toBe(403)
  })
})
