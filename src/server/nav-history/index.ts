import 'server-only'

import { unstable_cache } from 'next/cache'

import { filterBonusRates, type IBonusFilter, type IBonusRate } from '@/domain/bonus'
import {
  NAV_MESSAGES,
  NAV_PAGE_SIZE,
  parseFundNavQuery,
  type IFundSpan,
  type IFundNavPoint,
  type IFundNavQuery,
  type IFundNavQueryInput,
  type TFundNavQueryErrors,
} from '@/domain/nav-history'

import { TAGS } from '../cache/tags'
import { payloadClient } from '../content/payload'
import { rows, sql } from '../db/raw'

export interface IFund extends IFundSpan {
  id: number
  name: string
  category: string
  risk: string
  objective: string | null
  /** How many daily NAVs the fund has. */
  count: number
}

/** Every fund that has at least one NAV, by name, with the first and last day of its data. */
export const getFunds = unstable_cache(
  async (): Promise<IFund[]> => {
    const payload = await payloadClient()
    const [{ docs }, spans] = await Promise.all([
      payload.find({ collection: 'funds', depth: 0, pagination: false, sort: 'name' }),
      rows(
        payload,
        sql`SELECT "fund_id", MIN("date") AS "first", MAX("date") AS "last", COUNT(*) AS "count" FROM "fund_navs" GROUP BY "fund_id"`,
      ),
    ])
    const byFund = new Map(spans.map((span) => [Number(span.fund_id), span]))
    return docs.flatMap((fund) => {
      const span = byFund.get(Number(fund.id))
      if (!span) return []
      return [
        {
          id: Number(fund.id),
          name: fund.name,
          sfin: fund.sfin,
          category: fund.category,
          risk: fund.risk,
          objective: fund.objective ?? null,
          first: String(span.first),
          last: String(span.last),
          count: Number(span.count),
        },
      ]
    })
  },
  ['funds'],
  { tags: [TAGS.funds] },
)

/** A fund's NAVs from `from` to `to` (inclusive, YYYY-MM-DD), oldest first. At most the range limit: ~1,300 rows. */
export function getNavs(fundId: number, from: string, to: string): Promise<IFundNavPoint[]> {
  return unstable_cache(
    async (): Promise<IFundNavPoint[]> => {
      const payload = await payloadClient()
      const found = await rows(
        payload,
        sql`SELECT "date", "nav" FROM "fund_navs" WHERE "fund_id" = ${fundId} AND "date" >= ${from} AND "date" <= ${to} ORDER BY "date"`,
      )
      return found.map((row) => ({ date: String(row.date), nav: Number(row.nav) }))
    },
    ['fund-navs', String(fundId), from, to],
    { tags: [TAGS.funds] },
  )()
}

export type TFundNavView =
  | {
      ok: true
      funds: IFund[]
      fund: IFund
      query: IFundNavQuery
      points: IFundNavPoint[]
      /** The rows of the requested page. */
      rows: IFundNavPoint[]
      pages: number
    }
  | { ok: false; funds: IFund[]; errors: TFundNavQueryErrors; message: string; input: IFundNavQueryInput }

/** What the NAV history page, its API and its CSV show for a visitor's choice. */
export async function fundNavView(input: IFundNavQueryInput): Promise<TFundNavView> {
  const funds = await getFunds()
  const parsed = parseFundNavQuery(input, funds)
  if (!parsed.ok) return { ok: false, funds, errors: parsed.errors, message: parsed.message, input }
  const fund = funds.find((candidate) => candidate.sfin === parsed.query.fund)!
  const points = await getNavs(fund.id, parsed.query.from, parsed.query.to)
  const pages = Math.max(1, Math.ceil(points.length / NAV_PAGE_SIZE))
  if (parsed.query.page > pages) {
    return { ok: false, funds, errors: { page: NAV_MESSAGES.page }, message: NAV_MESSAGES.invalid, input }
  }
  // Newest first in the table, as factsheets list them.
  const start = (parsed.query.page - 1) * NAV_PAGE_SIZE
  const newestFirst = [...points].reverse()
  return {
    ok: true,
    funds,
    fund,
    query: parsed.query,
    points,
    rows: newestFirst.slice(start, start + NAV_PAGE_SIZE),
    pages,
  }
}

/** Every declared bonus rate. */
export const getBonusRates = unstable_cache(
  async (): Promise<IBonusRate[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'bonus-rates', depth: 0, pagination: false })
    return docs.map((doc) => ({
      plan: doc.plan,
      uin: doc.uin ?? null,
      financialYear: doc.financialYear,
      reversionary: Number(doc.reversionary),
      terminal: Number(doc.terminal ?? 0),
      note: doc.note ?? null,
    }))
  },
  ['bonus-rates'],
  { tags: [TAGS.bonus] },
)

export async function bonusView(filter: IBonusFilter) {
  const rates = await getBonusRates()
  return { rates, result: filterBonusRates(rates, filter) }
}
