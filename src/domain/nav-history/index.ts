import { formatDate, type TDateLanguage } from '../format/date'
/**
 * NAV history (spec 2.1 `nav-history`): the rules for choosing a fund and a date range, the demo series the seed
 * writes, the CSV download and the chart's points. Framework-free: the page, the API route and the seed share it.
 */
import { csvRow } from '../leads/csv'
import services from '../i18n/en/services.json' with { type: 'json' }
import { format } from '../i18n/format'

/** Dates are calendar days in India, written YYYY-MM-DD (what `<input type="date">` sends). */
export type TDay = string

export interface IFundNavPoint {
  date: TDay
  nav: number
}

export interface IFundSpan {
  /** SFIN code, the fund's key in addresses. */
  sfin: string
  first: TDay
  last: TDay
}

/** At most five years in one table or download. */
export const NAV_MAX_RANGE_DAYS = 1827
/** Rows per page of the NAV table. */
export const NAV_PAGE_SIZE = 25
/** The chart draws at most this many points (evenly sampled, first and last kept). */
export const NAV_CHART_POINTS = 120

export const NAV_MESSAGES = {
  ...services.navHistory,
  outside: (span: IFundSpan) =>
    format(services.navHistory.outside, { first: formatDay(span.first), last: formatDay(span.last) }),
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const MS_PER_DAY = 86_400_000

/** The day as a UTC midnight timestamp, or null for anything that is not a real YYYY-MM-DD date. */
export function dayValue(value: string): number | null {
  const match = DAY.exec(value)
  if (!match) return null
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const time = Date.UTC(y, m - 1, d)
  const back = new Date(time)
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? time : null
}

export const dayOf = (time: number): TDay => new Date(time).toISOString().slice(0, 10)
export const addDays = (day: TDay, days: number): TDay => dayOf((dayValue(day) ?? 0) + days * MS_PER_DAY)
export const daysBetween = (from: TDay, to: TDay) =>
  Math.round(((dayValue(to) ?? 0) - (dayValue(from) ?? 0)) / MS_PER_DAY)

/**
 * 2024-04-01 → 1 Apr 2024 (1 अप्रैल 2024 in Hindi): a day in the site's one date format (src/domain/format), the text
 * itself if none.
 */
export function formatDay(day: TDay, language: TDateLanguage = 'en'): string {
  return (DAY.test(day) && formatDate(day, language)) || day
}

export interface IFundNavQueryInput {
  fund?: string | null
  from?: string | null
  to?: string | null
  page?: string | null
}

export interface IFundNavQuery {
  fund: string
  from: TDay
  to: TDay
  /** 1-based. */
  page: number
}

export type TFundNavQueryErrors = Partial<Record<'fund' | 'from' | 'to' | 'page', string>>

export type TFundNavQueryResult =
  | { ok: true; query: IFundNavQuery; defaulted: boolean }
  | { ok: false; errors: TFundNavQueryErrors; message: string }

const blank = (value: string | null | undefined) => !value || !value.trim()

/**
 * Checks a visitor's choice against the funds there are. An empty range means the fund's last year; an empty
 * fund with an empty range means the first fund's last year (the page's first view). From must not be after to,
 * both must lie within the fund's data, and the range is at most NAV_MAX_RANGE_DAYS.
 */
export function parseFundNavQuery(
  input: IFundNavQueryInput,
  funds: readonly IFundSpan[],
): TFundNavQueryResult {
  const errors: TFundNavQueryErrors = {}
  const fail = (): TFundNavQueryResult => ({ ok: false, errors, message: NAV_MESSAGES.invalid })
  const nothingChosen = blank(input.fund) && blank(input.from) && blank(input.to)
  const span = nothingChosen ? funds[0] : funds.find((fund) => fund.sfin === input.fund?.trim())
  if (!span) {
    errors.fund = NAV_MESSAGES.fund
    return fail()
  }
  let page = 1
  if (!blank(input.page)) {
    page = Number(input.page)
    if (!/^\d{1,6}$/.test(input.page!.trim()) || page < 1) errors.page = NAV_MESSAGES.page
  }
  const defaulted = blank(input.from) && blank(input.to)
  let from = input.from?.trim() ?? ''
  let to = input.to?.trim() ?? ''
  if (defaulted) {
    to = span.last
    from = maxDay(span.first, addDays(span.last, -365))
  } else {
    if (blank(to)) to = span.last
    if (blank(from)) from = maxDay(span.first, addDays(to, -365))
    if (dayValue(from) === null) errors.from = NAV_MESSAGES.fromDate
    if (dayValue(to) === null) errors.to = NAV_MESSAGES.toDate
  }
  if (!errors.from && !errors.to) {
    if (from > to) errors.from = NAV_MESSAGES.order
    else if (to < span.first || from > span.last || from < span.first || to > span.last) {
      const outside = NAV_MESSAGES.outside(span)
      if (from < span.first || from > span.last) errors.from = outside
      if (to < span.first || to > span.last) errors.to = outside
    } else if (daysBetween(from, to) > NAV_MAX_RANGE_DAYS) errors.to = NAV_MESSAGES.range
  }
  if (Object.keys(errors).length) return fail()
  return { ok: true, query: { fund: span.sfin, from, to, page }, defaulted }
}

const maxDay = (a: TDay, b: TDay) => (a > b ? a : b)

/** The query string of a NAV view (the page, the CSV and the API share it). */
export function fundNavQueryString(
  query: Pick<IFundNavQuery, 'fund' | 'from' | 'to'> & { page?: number },
): string {
  const params = new URLSearchParams({ fund: query.fund, from: query.from, to: query.to })
  if (query.page && query.page > 1) params.set('page', String(query.page))
  return params.toString()
}

export const pageCount = (total: number, size = NAV_PAGE_SIZE) => Math.max(1, Math.ceil(total / size))

/** The CSV download: a header row, then one row per day, oldest first; cells escaped (RFC 4180, formula-safe). */
export function fundNavCsv(fund: { name: string; sfin: string }, points: readonly IFundNavPoint[]): string {
  return [
    csvRow(['Fund', 'SFIN', 'Date', 'NAV (₹)']),
    ...points.map((point) => csvRow([fund.name, fund.sfin, point.date, point.nav.toFixed(4)])),
  ].join('')
}

/** The download's file name: the SFIN and the range, safe in a Content-Disposition header. */
export const fundNavCsvFilename = (query: Pick<IFundNavQuery, 'fund' | 'from' | 'to'>) =>
  `nav-history-${query.fund.replace(/[^A-Za-z0-9]+/g, '-')}-${query.from}-to-${query.to}.csv`

/** At most `max` points, evenly spread, keeping the first and the last. */
export function samplePoints<T>(points: readonly T[], max = NAV_CHART_POINTS): T[] {
  if (points.length <= max) return [...points]
  const out: T[] = []
  const step = (points.length - 1) / (max - 1)
  for (let i = 0; i < max; i += 1) out.push(points[Math.round(i * step)]!)
  return out
}

export interface IFundNavSummary {
  first: IFundNavPoint
  last: IFundNavPoint
  low: IFundNavPoint
  high: IFundNavPoint
  /** Change from the first to the last NAV, in per cent. */
  changePercent: number
}

export function fundNavSummary(points: readonly IFundNavPoint[]): IFundNavSummary | null {
  if (!points.length) return null
  let low = points[0]!
  let high = points[0]!
  for (const point of points) {
    if (point.nav < low.nav) low = point
    if (point.nav > high.nav) high = point
  }
  const first = points[0]!
  const last = points.at(-1)!
  return { first, last, low, high, changePercent: ((last.nav - first.nav) / first.nav) * 100 }
}

/** A small, seeded pseudo-random generator (mulberry32): the same seed gives the same series everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface IFundNavSeriesSpec {
  seed: number
  start: TDay
  end: TDay
  startNav: number
  /** Expected yearly growth, e.g. 0.11 for 11 %. */
  drift: number
  /** Yearly volatility, e.g. 0.18. */
  volatility: number
}

/**
 * A demo NAV series: a geometric random walk over working days (Monday to Friday), deterministic for its seed.
 * Real NAVs come from the fund accounting system; this only gives the demo site believable numbers.
 */
export function fundNavSeries(spec: IFundNavSeriesSpec): IFundNavPoint[] {
  const random = seededRandom(spec.seed)
  const dt = 1 / 250
  const points: IFundNavPoint[] = []
  let nav = spec.startNav
  const end = dayValue(spec.end) ?? 0
  for (let time = dayValue(spec.start) ?? 0; time <= end; time += MS_PER_DAY) {
    const weekday = new Date(time).getUTCDay()
    if (weekday === 0 || weekday === 6) continue
    if (points.length) {
      // Box-Muller: a standard normal from two uniforms.
      const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
      nav *= Math.exp((spec.drift - spec.volatility ** 2 / 2) * dt + spec.volatility * Math.sqrt(dt) * normal)
    }
    points.push({ date: dayOf(time), nav: Math.round(nav * 10_000) / 10_000 })
  }
  return points
}
