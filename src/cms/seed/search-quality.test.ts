import { describe, expect, it } from 'vitest'

import { type ISearchSourcePage, searchDocuments } from '@/domain/search/documents'
import { createSearchEngine } from '@/domain/search/engine'

import { allPages } from './pages'
import type { SeedMedia } from './types'

/**
 * The site's search over the demo content, judged as a buyer would: 40 queries typed as visitors type them
 * (misspelt, in Hinglish, by a plan's name or by what they want done), each with the pages that should come in the
 * first three results, in the order the header box and /search show them. The score is recall@3: for each query,
 * the share of its expected pages found in the first three, averaged over the queries. Decision 82 records it.
 */

/** Media ids do not matter to the search: every picture and document is id 1. */
const media = new Proxy({}, { get: () => new Proxy({}, { get: () => 1 }) }) as unknown as SeedMedia

export const QUERIES: readonly [query: string, expected: readonly string[]][] = [
  // Misspelt, as typed on a phone.
  ['term insurence', ['/life-insurance/sahyog-smart-term', '/life-insurance?need=term']],
  ['claim setlement', ['/services/claims-intimation', '/contact-us/faq-claims']],
  ['smart trem', ['/life-insurance/sahyog-smart-term']],
  ['pention plan', ['/life-insurance/sahyog-deferred-pension-plan', '/life-insurance?need=retirement']],
  ['retirment calculator', ['/retirement-calculator']],
  ['income tax calculater', ['/income-tax-calculator']],
  ['grievence', ['/register-grievance']],
  ['surender policy', ['/services/surrender']],
  ['nomine change', ['/services/change-of-nominee']],
  ['chlid education plan', ['/life-insurance/sahyog-child-future-plan']],
  // Hinglish.
  ['jeevan bima', ['/life-insurance/sahyog-saral-jeevan-bima']],
  ['saral jivan beema', ['/life-insurance/sahyog-saral-jeevan-bima']],
  ['bachcha yojana', ['/life-insurance?need=child', '/life-insurance/sahyog-child-future-plan']],
  ['jeevan suraksha plan', ['/life-insurance?need=term']],
  ['bima claim kaise kare', ['/services/claims-intimation']],
  ['pension yojana', ['/life-insurance/sahyog-deferred-pension-plan']],
  // Plans by name or kind, and synonyms.
  ['sahyog smart term', ['/life-insurance/sahyog-smart-term']],
  ['term plan', ['/life-insurance?need=term', '/life-insurance/sahyog-smart-term']],
  ['protection plan', ['/life-insurance?need=term']],
  ['ulip', ['/life-insurance?need=ulip', '/life-insurance/sahyog-wealth-builder-ulip']],
  ['unit linked', ['/life-insurance?need=ulip']],
  ['money back', ['/life-insurance/sahyog-money-back-plus']],
  ['guaranteed income', ['/life-insurance/sahyog-guaranteed-income-plan']],
  ['annuity', ['/life-insurance/sahyog-immediate-annuity']],
  ['group term', ['/group-life-insurance/sahyog-group-term-life']],
  ['gratuity', ['/group-life-insurance/sahyog-group-gratuity-plan']],
  ['return of premium', ['/life-insurance/sahyog-term-return-of-premium']],
  [
    'sahyog wealth builder',
    ['/life-insurance/sahyog-wealth-builder-ulip', '/life-insurance/withdrawn-plan/sahyog-wealth-builder'],
  ],
  // Tools.
  ['hlv', ['/hlv-calculator']],
  ['how much cover do i need', ['/hlv-calculator']],
  ['hra', ['/hra-calculator']],
  ['bmi', ['/bmi-calculator']],
  ['double my money', ['/double-your-money-calculator']],
  // What a policyholder wants done.
  ['pay premium', ['/renewal-payment']],
  ['premium paid certificate', ['/premium-paid-certificate']],
  ['complaint', ['/register-grievance']],
  ['policy loan', ['/services/policy-loan']],
  ['branch near me', ['/contact-us/branches']],
  ['gst on premium', ['/contact-us/faq-gst']],
  ['death claim', ['/services/claims-intimation', '/contact-us/faq-claims']],
]

/** The first three results' links, in the order shown (a page found twice, by itself and a question, once). */
export function topLinks(engine: ReturnType<typeof createSearchEngine>, query: string, count = 3): string[] {
  const links: string[] = []
  for (const hit of engine.search(query).hits) {
    if (!links.includes(hit.doc.link)) links.push(hit.doc.link)
    if (links.length === count) break
  }
  return links
}

/** recall@3 over the queries, and the queries that missed something. */
export function recallAt3(engine: ReturnType<typeof createSearchEngine>) {
  const misses: string[] = []
  let total = 0
  for (const [query, expected] of QUERIES) {
    const top = topLinks(engine, query)
    const found = expected.filter((link) => top.includes(link)).length
    total += found / Math.min(expected.length, 3)
    if (found < expected.length) misses.push(`${query}: got ${top.join(', ')}`)
  }
  return { recall: total / QUERIES.length, misses }
}

export const seedDocuments = () => searchDocuments(allPages(media) as unknown as ISearchSourcePage[])

describe('the search over the demo content (40 queries, recall@3)', () => {
  const engine = createSearchEngine(seedDocuments())

  it('has 40 queries, each expecting one to three pages', () => {
    expect(QUERIES).toHaveLength(40)
    for (const [, expected] of QUERIES) expect(expected.length).toBeGreaterThan(0)
  })

  it('finds at least 90 % of the expected pages in the first three results', () => {
    const { recall, misses } = recallAt3(engine)
    console.warn(`recall@3 = ${recall.toFixed(3)}${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`)
    expect(recall).toBeGreaterThanOrEqual(0.9)
  })

  it('"term insurence" finds a term plan, the term plans and a calculator, and asks "did you mean"', () => {
    const outcome = engine.search('term insurence')
    const links = outcome.hits.map((hit) => hit.doc.link)
    expect(links.slice(0, 3)).toContain('/life-insurance/sahyog-smart-term')
    expect(links).toContain('/life-insurance?need=term')
    expect(links).toContain('/hlv-calculator')
    expect(outcome.corrected).toBe('term insurance')
  })
})
