/**
 * Demo unit-linked funds with several years of daily NAVs (a seeded random walk: the same numbers on every
 * machine and database), and declared bonus rates of the participating plans. Made-up SFINs with the fictional
 * insurer's registration number 199.
 */
import type { Payload } from 'payload'

import { fundNavSeries, type IFundNavSeriesSpec } from '@/domain/nav-history'
import { rows, sql } from '@/server/db/raw'

import { SEED_CONTEXT } from './types'

type FundSeed = {
  name: string
  sfin: string
  category: 'Equity' | 'Balanced' | 'Debt' | 'Liquid' | 'Index'
  risk: 'Low' | 'Low to moderate' | 'Moderate' | 'Moderately high' | 'High' | 'Very high'
  objective: string
  series: Omit<IFundNavSeriesSpec, 'end'>
}

/** The last day with a NAV in the demo data (a Friday). */
export const NAV_SEED_LAST_DAY = '2026-10-30'

export const FUNDS: FundSeed[] = [
  {
    name: 'Sahyog Equity Growth Fund',
    sfin: 'ULIF00101042019EQUITYGROW199',
    category: 'Equity',
    risk: 'High',
    objective: 'Long-term growth from a diversified portfolio of large and mid-sized Indian companies.',
    series: { seed: 101, start: '2020-01-01', startNav: 10, drift: 0.12, volatility: 0.2 },
  },
  {
    name: 'Sahyog Bluechip Index Fund',
    sfin: 'ULIF00201042019BLUECHIPIX199',
    category: 'Index',
    risk: 'High',
    objective: 'Tracks a broad index of the largest listed Indian companies at a low cost.',
    series: { seed: 202, start: '2020-01-01', startNav: 10, drift: 0.11, volatility: 0.18 },
  },
  {
    name: 'Sahyog Balanced Advantage Fund',
    sfin: 'ULIF00301042019BALANCEDAD199',
    category: 'Balanced',
    risk: 'Moderate',
    objective: 'A mix of equity and government and corporate bonds, rebalanced as markets move.',
    series: { seed: 303, start: '2020-01-01', startNav: 10, drift: 0.09, volatility: 0.1 },
  },
  {
    name: 'Sahyog Income Bond Fund',
    sfin: 'ULIF00401042019INCOMEBOND199',
    category: 'Debt',
    risk: 'Low to moderate',
    objective: 'Regular income from government securities and high-quality corporate bonds.',
    series: { seed: 404, start: '2020-01-01', startNav: 10, drift: 0.07, volatility: 0.03 },
  },
  {
    name: 'Sahyog Liquid Fund',
    sfin: 'ULIF00501042019LIQUIDFUND199',
    category: 'Liquid',
    risk: 'Low',
    objective: 'Capital protection with money-market instruments and treasury bills.',
    series: { seed: 505, start: '2020-01-01', startNav: 10, drift: 0.055, volatility: 0.005 },
  },
  {
    name: 'Sahyog Midcap Opportunities Fund',
    sfin: 'ULIF00601072021MIDCAPOPPS199',
    category: 'Equity',
    risk: 'Very high',
    objective: 'Growth from mid-sized Indian companies, for investors who can hold through ups and downs.',
    series: { seed: 606, start: '2021-07-01', startNav: 10, drift: 0.14, volatility: 0.26 },
  },
]

type BonusSeed = {
  plan: string
  uin: string
  rates: [year: string, reversionary: number, terminal: number][]
}

export const BONUS_PLANS: BonusSeed[] = [
  {
    plan: 'Sahyog Guaranteed Savings Plan',
    uin: '199N001V02',
    rates: [
      ['2021-22', 38, 0],
      ['2022-23', 40, 10],
      ['2023-24', 42, 15],
      ['2024-25', 43, 20],
      ['2025-26', 44, 20],
    ],
  },
  {
    plan: 'Sahyog Child Future Plan',
    uin: '199N004V01',
    rates: [
      ['2021-22', 35, 0],
      ['2022-23', 36, 0],
      ['2023-24', 38, 12],
      ['2024-25', 39, 15],
      ['2025-26', 40, 18],
    ],
  },
  {
    plan: 'Sahyog Endowment Plus',
    uin: '199N007V03',
    rates: [
      ['2021-22', 45, 20],
      ['2022-23', 46, 25],
      ['2023-24', 47.5, 30],
      ['2024-25', 48, 30],
      ['2025-26', 48, 35],
    ],
  },
  {
    plan: 'Sahyog Whole Life Money Back',
    uin: '199N009V01',
    rates: [
      ['2023-24', 30, 0],
      ['2024-25', 32, 8],
      ['2025-26', 33, 10],
    ],
  },
]

const BATCH = 500

/**
 * Funds, their NAVs and the bonus rates, once (nothing is added when a fund exists). NAVs go in with one INSERT
 * per 500 rows rather than one Payload call per row: about 10,000 rows take a second, not minutes.
 */
export async function seedFundsAndBonus(
  payload: Payload,
): Promise<{ funds: number; navs: number; bonus: number }> {
  const existing = await payload.count({ collection: 'funds', context: SEED_CONTEXT })
  if (existing.totalDocs > 0) return { funds: 0, navs: 0, bonus: 0 }
  let navs = 0
  for (const fund of FUNDS) {
    const doc = await payload.create({
      collection: 'funds',
      data: {
        name: fund.name,
        sfin: fund.sfin,
        category: fund.category,
        risk: fund.risk,
        launchDate: `${fund.series.start}T00:00:00.000Z`,
        objective: fund.objective,
      },
      context: SEED_CONTEXT,
    })
    const points = fundNavSeries({ ...fund.series, end: NAV_SEED_LAST_DAY })
    for (let i = 0; i < points.length; i += BATCH) {
      const values = points.slice(i, i + BATCH).map((point) => sql`(${doc.id}, ${point.date}, ${point.nav})`)
      await rows(
        payload,
        sql`INSERT INTO "fund_navs" ("fund_id", "date", "nav") VALUES ${sql.join(values, sql`, `)} RETURNING "id"`,
      )
    }
    navs += points.length
  }
  let bonus = 0
  for (const plan of BONUS_PLANS) {
    for (const [financialYear, reversionary, terminal] of plan.rates) {
      await payload.create({
        collection: 'bonus-rates',
        data: { plan: plan.plan, uin: plan.uin, financialYear, reversionary, terminal },
        context: SEED_CONTEXT,
      })
      bonus += 1
    }
  }
  return { funds: FUNDS.length, navs, bonus }
}
