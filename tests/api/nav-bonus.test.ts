import { describe, expect, it } from 'vitest'

import { get } from './support/http'
import { createFormToken } from './support/service-forms'

type Fund = { name: string; sfin: string; category: string; risk: string; first: string; last: string }

/** The NAV form's script request: it holds the navHistory form token (spec 7, decision 65), one per request. */
const navApi = async (query: Record<string, string>, headers?: Record<string, string>) =>
  get(`/api/v1/nav-history?${new URLSearchParams(query)}`, {
    headers: headers ?? (await createFormToken('navHistory')).headers,
  })
const csv = (query: Record<string, string>) => get(`/api/v1/nav-history/csv?${new URLSearchParams(query)}`)

const funds = async (): Promise<Fund[]> => {
  const res = await navApi({})
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: { funds: Fund[] } }).data.funds
}

describe('GET /api/v1/nav-history', () => {
  it('needs the navHistory form token, spent once; a token of another form or id is refused', async () => {
    const refused = await navApi({}, {})
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Your form session has expired. Please reload the page and try again.',
    )
    const { headers, cookie } = await createFormToken('navHistory')
    expect(cookie).toMatch(/^nav-history=nav-history_[A-Za-z0-9]{20}$/)
    expect((await navApi({}, { ...headers, cookie })).status).toBe(200)
    expect((await navApi({}, headers)).status).toBe(403)
    const otherForm = await createFormToken('grievance', undefined, '/nav-history')
    expect((await navApi({}, otherForm.headers)).status).toBe(403)
    const first = await createFormToken('navHistory')
    const second = await createFormToken('navHistory')
    expect((await navApi({}, { ...first.headers, 'x-csrf-id': second.id })).status).toBe(403)
  })

  it('lists the seeded funds with several years of data, and shows the first fund’s last year by default', async () => {
    const res = await navApi({})
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      data: {
        fund: Fund
        from: string
        to: string
        page: number
        pages: number
        total: number
        navs: { date: string; nav: number }[]
        funds: Fund[]
      }
    }
    expect(body.data.funds.length).toBeGreaterThanOrEqual(6)
    for (const fund of body.data.funds) expect(fund.first < '2022-01-01').toBe(true)
    expect(body.data.to).toBe(body.data.fund.last)
    expect(body.data.navs).toHaveLength(25)
    // Newest first.
    expect(body.data.navs[0]!.date).toBe(body.data.to)
    expect(body.data.navs[0]!.date > body.data.navs[1]!.date).toBe(true)
    expect(body.data.total).toBeGreaterThan(250)
  })

  it('pages through a chosen range', async () => {
    const [fund] = await funds()
    const query = { fund: fund!.sfin, from: '2024-01-01', to: '2024-03-31' }
    const first = (await (await navApi(query)).json()) as {
      data: { total: number; pages: number; navs: { date: string }[] }
    }
    expect(first.data.total).toBe(65)
    expect(first.data.pages).toBe(3)
    const last = (await (await navApi({ ...query, page: '3' })).json()) as {
      data: { navs: { date: string }[] }
    }
    expect(last.data.navs.at(-1)!.date).toBe('2024-01-01')
    const beyond = await navApi({ ...query, page: '4' })
    expect(beyond.status).toBe(400)
  })

  it('refuses a bad choice with the spec’s message and the field’s own', async () => {
    const [fund] = await funds()
    const cases: [Record<string, string>, string, string][] = [
      [{ fund: 'NOT-A-FUND', from: '2024-01-01', to: '2024-02-01' }, 'fund', 'Please select a fund'],
      [
        { fund: fund!.sfin, from: '2024-03-01', to: '2024-02-01' },
        'from',
        'From date should not be after To date',
      ],
      [{ fund: fund!.sfin, from: '2024-02-31', to: '2024-03-01' }, 'from', 'Please enter a valid From date'],
      [
        { fund: fund!.sfin, from: '2019-01-01', to: '2020-03-01' },
        'from',
        'NAVs for this fund are available from',
      ],
      [
        { fund: fund!.sfin, from: '2020-01-01', to: '2026-01-01' },
        'to',
        'Please choose a period of at most 5 years',
      ],
    ]
    for (const [query, field, message] of cases) {
      const res = await navApi(query)
      expect(res.status, JSON.stringify(query)).toBe(400)
      const body = (await res.json()) as { message: string; errors: Record<string, string> }
      expect(body.message).toBe('Please enter the valid inputs')
      expect(body.errors[field]).toContain(message)
    }
  })
})

describe('GET /api/v1/nav-history/csv', () => {
  it('downloads the period as CSV, oldest first, one row per NAV', async () => {
    const [fund] = await funds()
    const res = await csv({ fund: fund!.sfin, from: '2024-01-01', to: '2024-03-31' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="nav-history-${fund!.sfin}-2024-01-01-to-2024-03-31.csv"`,
    )
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('Fund,SFIN,Date,NAV (₹)')
    expect(lines).toHaveLength(66)
    expect(lines[1]).toMatch(new RegExp(`^${fund!.name},${fund!.sfin},2024-01-01,\\d+\\.\\d{4}$`))
    expect(lines.at(-1)).toContain(',2024-03-29,')
  })

  it('agrees with the table', async () => {
    const [, fund] = await funds()
    const query = { fund: fund!.sfin, from: '2025-06-02', to: '2025-06-06' }
    const table = (await (await navApi(query)).json()) as { data: { navs: { date: string; nav: number }[] } }
    const rows = (await (await csv(query)).text()).trimEnd().split('\r\n').slice(1)
    expect(rows.map((row) => row.split(',').slice(-2).join(' '))).toEqual(
      [...table.data.navs].reverse().map((nav) => `${nav.date} ${nav.nav.toFixed(4)}`),
    )
  })

  it('refuses a bad choice with 400 and no file', async () => {
    const res = await csv({ fund: 'NOT-A-FUND' })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-disposition')).toBeNull()
    expect(((await res.json()) as { message: string }).message).toBe('Please enter the valid inputs')
  })
})

describe('GET /api/v1/bonus-information', () => {
  it('lists declared rates with the plans and years to filter by', async () => {
    const res = await get('/api/v1/bonus-information')
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      data: {
        rates: { plan: string; financialYear: string; reversionary: number; terminal: number }[]
        plans: string[]
        years: string[]
      }
    }
    expect(body.data.plans.length).toBeGreaterThanOrEqual(3)
    expect(body.data.years).toContain('2024-25')
    expect(body.data.rates.length).toBeGreaterThanOrEqual(15)
  })

  it('filters by plan and year, and refuses what is not there', async () => {
    const all = (await (await get('/api/v1/bonus-information')).json()) as { data: { plans: string[] } }
    const plan = all.data.plans[0]!
    const res = await get(`/api/v1/bonus-information?${new URLSearchParams({ plan, year: '2024-25' })}`)
    const body = (await res.json()) as { data: { rates: { plan: string; financialYear: string }[] } }
    expect(body.data.rates).toEqual([expect.objectContaining({ plan, financialYear: '2024-25' })])
    const bad = await get('/api/v1/bonus-information?year=1900-01')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toBe('Please enter the valid inputs')
  })
})

describe('pages', () => {
  it('answer 200 with their content; a bad NAV choice still renders the form with the message', async () => {
    const nav = await get('/nav-history')
    expect(nav.status).toBe(200)
    expect(await nav.text()).toContain('Download CSV')
    const bad = await get('/nav-history?fund=NOPE&from=2024-01-01&to=2024-02-01')
    expect(bad.status).toBe(200)
    expect(await bad.text()).toContain('Please select a fund')
    const bonus = await get('/bonus-information')
    expect(bonus.status).toBe(200)
    expect(await bonus.text()).toContain('Reversionary bonus')
  })
})
