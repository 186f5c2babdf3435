import { describe, expect, it } from 'vitest'

import {
  NAV_MESSAGES,
  addDays,
  dayValue,
  formatDay,
  fundNavCsv,
  fundNavCsvFilename,
  fundNavSeries,
  fundNavSummary,
  parseFundNavQuery,
  samplePoints,
  type IFundSpan,
} from '.'

const FUNDS: IFundSpan[] = [
  { sfin: 'ULIFEQUITY199', first: '2020-01-01', last: '2026-10-30' },
  { sfin: 'ULIFMIDCAP199', first: '2021-07-01', last: '2026-10-30' },
]

describe('parseFundNavQuery', () => {
  it('shows the first fund’s last year when nothing is chosen', () => {
    const result = parseFundNavQuery({}, FUNDS)
    expect(result).toEqual({
      ok: true,
      defaulted: true,
      query: { fund: 'ULIFEQUITY199', from: '2025-10-30', to: '2026-10-30', page: 1 },
    })
  })

  it('takes a valid choice as it is', () => {
    const result = parseFundNavQuery(
      { fund: 'ULIFMIDCAP199', from: '2022-01-03', to: '2022-03-31', page: '2' },
      FUNDS,
    )
    expect(result).toMatchObject({ ok: true, query: { fund: 'ULIFMIDCAP199', from: '2022-01-03', page: 2 } })
  })

  it('refuses an unknown fund with the spec’s message', () => {
    const result = parseFundNavQuery({ fund: 'NOPE', from: '2022-01-03', to: '2022-03-31' }, FUNDS)
    expect(result).toEqual({
      ok: false,
      message: 'Please enter the valid inputs',
      errors: { fund: NAV_MESSAGES.fund },
    })
  })

  it('refuses from after to, dates that do not exist, and a range over five years', () => {
    expect(
      parseFundNavQuery({ fund: 'ULIFEQUITY199', from: '2023-05-02', to: '2023-05-01' }, FUNDS),
    ).toMatchObject({
      ok: false,
      errors: { from: 'From date should not be after To date' },
    })
    expect(
      parseFundNavQuery({ fund: 'ULIFEQUITY199', from: '2023-02-30', to: '2023-05-01' }, FUNDS),
    ).toMatchObject({
      ok: false,
      errors: { from: NAV_MESSAGES.fromDate },
    })
    expect(
      parseFundNavQuery({ fund: 'ULIFEQUITY199', from: '2020-01-01', to: '2026-01-01' }, FUNDS),
    ).toMatchObject({
      ok: false,
      errors: { to: NAV_MESSAGES.range },
    })
    expect(parseFundNavQuery({ fund: 'ULIFEQUITY199', from: '2020-01-01', to: '2024-12-31' }, FUNDS).ok).toBe(
      true,
    )
  })

  it('refuses dates outside the fund’s data, naming the span', () => {
    const result = parseFundNavQuery({ fund: 'ULIFMIDCAP199', from: '2021-01-01', to: '2021-12-31' }, FUNDS)
    expect(result).toMatchObject({
      ok: false,
      errors: { from: 'NAVs for this fund are available from 1 Jul 2021 to 30 Oct 2026' },
    })
  })

  it('refuses a page that is not a positive number', () => {
    expect(parseFundNavQuery({ fund: 'ULIFEQUITY199', page: '0' }, FUNDS).ok).toBe(false)
    expect(parseFundNavQuery({ fund: 'ULIFEQUITY199', page: 'x' }, FUNDS).ok).toBe(false)
  })
})

describe('days', () => {
  it('reads real dates only and formats them the Indian way', () => {
    expect(dayValue('2024-02-29')).not.toBeNull()
    expect(dayValue('2023-02-29')).toBeNull()
    expect(dayValue('2024-2-1')).toBeNull()
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01')
    expect(formatDay('2024-04-01')).toBe('1 Apr 2024')
  })
})

describe('fundNavSeries', () => {
  const spec = { seed: 7, start: '2024-01-01', end: '2024-12-31', startNav: 10, drift: 0.1, volatility: 0.2 }

  it('is the same for the same seed, and differs for another', () => {
    expect(fundNavSeries(spec)).toEqual(fundNavSeries(spec))
    expect(fundNavSeries({ ...spec, seed: 8 })).not.toEqual(fundNavSeries(spec))
  })

  it('has one positive NAV per working day, starting at the launch NAV', () => {
    const points = fundNavSeries(spec)
    expect(points[0]).toEqual({ date: '2024-01-01', nav: 10 })
    expect(points).toHaveLength(262)
    for (const point of points) {
      expect([0, 6]).not.toContain(new Date(`${point.date}T00:00:00Z`).getUTCDay())
      expect(point.nav).toBeGreaterThan(0)
    }
  })
})

describe('fundNavCsv', () => {
  it('writes a header and one escaped row per day', () => {
    const csv = fundNavCsv({ name: 'Fund, "Growth"', sfin: 'ULIF1' }, [
      { date: '2024-01-01', nav: 10 },
      { date: '2024-01-02', nav: 10.12345 },
    ])
    expect(csv.split('\r\n')).toEqual([
      'Fund,SFIN,Date,NAV (₹)',
      '"Fund, ""Growth""",ULIF1,2024-01-01,10.0000',
      '"Fund, ""Growth""",ULIF1,2024-01-02,10.1235',
      '',
    ])
  })

  it('keeps a formula-looking fund name as text', () => {
    expect(fundNavCsv({ name: '=HYPERLINK("x")', sfin: 'S' }, [{ date: '2024-01-01', nav: 1 }])).toContain(
      `"'=HYPERLINK`,
    )
  })

  it('names the file after the fund and the period', () => {
    expect(fundNavCsvFilename({ fund: 'ULIF001', from: '2024-01-01', to: '2024-03-31' })).toBe(
      'nav-history-ULIF001-2024-01-01-to-2024-03-31.csv',
    )
  })
})

describe('chart helpers', () => {
  it('samples long series down to the limit, keeping both ends', () => {
    const points = Array.from({ length: 1000 }, (_, index) => index)
    const sample = samplePoints(points, 50)
    expect(sample).toHaveLength(50)
    expect(sample[0]).toBe(0)
    expect(sample.at(-1)).toBe(999)
  })

  it('summarises first, last, low, high and the change', () => {
    const summary = fundNavSummary([
      { date: 'a', nav: 10 },
      { date: 'b', nav: 8 },
      { date: 'c', nav: 15 },
      { date: 'd', nav: 12 },
    ])
    expect(summary).toMatchObject({ low: { date: 'b' }, high: { date: 'c' }, changePercent: 20 })
    expect(fundNavSummary([])).toBeNull()
  })
})
