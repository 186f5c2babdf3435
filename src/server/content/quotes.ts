import 'server-only'

import { unstable_cache } from 'next/cache'

import type { TProductNeed } from '@/domain/products'
import { type IQuoteTable, quoteTableOptions } from '@/domain/quotes'
import { quotePathOf } from '@/domain/quotes/paths'
import type { Page, QuoteTable } from '@/payload-types'

import { TAGS } from '../cache/tags'
import { payloadClient } from './payload'

/** A stored rate table and its published plan page as the quote journey reads them. */
function toTable(doc: QuoteTable, plan: Page): IQuoteTable & { need: string | null } {
  return {
    need: plan.product?.need ?? null,
    planPath: plan.path,
    planName: plan.title,
    uin: plan.product?.uin ?? '',
    productType: plan.product?.type_code ?? '',
    entry_age_min: doc.entry_age_min,
    entry_age_max: doc.entry_age_max,
    term_min: doc.term_min,
    term_max: doc.term_max,
    cover_till_age_max: doc.cover_till_age_max,
    single_pay_discount_pct: doc.single_pay_discount_pct,
    ...quoteTableOptions(doc as unknown as Record<string, unknown>),
    sum_assured_min: doc.sum_assured_min,
    sum_assured_max: doc.sum_assured_max,
    income_multiple: doc.income_multiple,
    income_min: doc.income_min,
    female_discount_pct: doc.female_discount_pct,
    smoker_loading_pct: doc.smoker_loading_pct,
    limited_pay_discount_pct: doc.limited_pay_discount_pct,
    maturity_benefit: doc.maturity_benefit,
    rates: (doc.rates ?? []).map((row) => ({
      age_from: row.age_from,
      age_to: row.age_to,
      term_from: row.term_from,
      term_to: row.term_to,
      rate: row.rate,
    })),
  }
}

/**
 * Every rate table whose plan page is published, with the plan's name, UIN and type code: one cached read under the
 * `quotes` tag (a table changed) and the `pages` tag (a plan renamed, published or withdrawn).
 */
export const getQuoteTables = unstable_cache(
  async (): Promise<(IQuoteTable & { need: string | null })[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'quote-tables',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const ids = docs.map((doc) => (typeof doc.plan === 'object' ? doc.plan.id : doc.plan))
    if (ids.length === 0) return []
    const plans = await payload.find({
      collection: 'pages',
      depth: 0,
      pagination: false,
      where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
      select: { path: true, title: true, product: { uin: true, type_code: true, need: true } },
    })
    const byId = new Map(plans.docs.map((plan) => [plan.id, plan as Page]))
    return docs.flatMap((doc) => {
      const plan = byId.get(typeof doc.plan === 'object' ? doc.plan.id : doc.plan)
      return plan ? [toTable(doc, plan)] : []
    })
  },
  ['quote-tables'],
  { tags: [TAGS.quotes, TAGS.pages] },
)

/** The rate table of the plan at `planPath`, or null when the plan cannot be quoted online. */
export async function getQuoteTable(planPath: string): Promise<IQuoteTable | null> {
  const found = (await getQuoteTables()).find((table) => table.planPath === planPath)
  if (!found) return null
  const { need: _need, ...table } = found
  return table
}

/** The first plan (by name) of a need that can be quoted online: where a calculator's result leads. */
export async function quotePlanFor(need: TProductNeed): Promise<{ path: string; planName: string } | null> {
  const plans = (await getQuoteTables())
    .filter((table) => table.need === need)
    .sort((a, b) => a.planName.localeCompare(b.planName))
  return plans[0] ? { path: quotePathOf(plans[0].planPath), planName: plans[0].planName } : null
}

/** The plans that can be quoted online, by path. */
export async function quotablePlanPaths(): Promise<Set<string>> {
  return new Set((await getQuoteTables()).map((table) => table.planPath))
}
