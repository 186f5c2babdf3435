import type { TBranchOption } from '../branches'
import type { TSearchEntry, TSearchPage, TSearchType } from '../search'
import { resultGroupOf, type TResultGroupKey, type TSearchKind } from '../search/documents'
import { markMatches, snippetOf, type TMarked, type TSearchOutcome } from '../search/engine'
import shell from '../i18n/en/shell.json' with { type: 'json' }

/**
 * GET /api/v1/search-api?search={text}&page={n} (spec 7 "list of items with heading and type"): an object holding
 * the list, with the paging around it.
 *
 * - `data`: this page's items (heading, type, link, slug, product_category, blog_category,
 *   product_type: the plan's P1/P2/P3 code), exact heading matches
 *   first, then 'Life insurance Plans', 'Withdrawn Plans', 'Blogs' (spec 2.3, 5);
 * - `total`: how many items match in all; `page`, `page_size`, `has_next`: where this page is;
 * - `branches`: states, districts and cities whose name matches, linking to their branch pages (spec 2.3); on page 0
 *   only, and never more than a handful.
 *
 * The site's search (decision 82) adds, without changing the above:
 *
 * - `results`: this page of everything the search finds (plans and plan lists, calculators, pages and screens,
 *   questions, withdrawn plans, posts), ranked with typo tolerance and synonyms, products and tools first, each with
 *   its group, its title and a snippet whose matched words are marked; `results_total` counts them;
 * - `did_you_mean`: the text with its slips corrected ("term insurance" for "term insurence"), or null.
 *
 * A refused query answers 400 with `{ status_code: 400, message }`, like the other /api/v1 routes.
 */
export type TSearchResponse = {
  status_code: 200
  search: string
  page: number
  page_size: number
  total: number
  has_next: boolean
  data: TSearchEntry[]
  branches: TBranchOption[]
  results: TSearchResult[]
  results_total: number
  did_you_mean: string | null
}

/** One thing the site's search found, as the header box and the results page show it. */
export type TSearchResult = {
  heading: string
  link: string
  kind: TSearchKind
  /** The spec 3 type, for plans, withdrawn plans and posts; null for what the spec's search did not have. */
  type: TSearchType | null
  group: TResultGroupKey
  group_label: string
  /** The heading in parts, the words the search found by marked. */
  heading_marks: TMarked
  /** The part of the page's summary that shows why it was found, marked the same way. */
  snippet: TMarked
}

export const RESULT_GROUP_LABELS: Record<TResultGroupKey, string> = shell.search.groups

/** A hit of the search as the answer gives it. */
export function toSearchResult(
  hit: TSearchOutcome['hits'][number],
  matched: TSearchOutcome['matched'],
): TSearchResult {
  const group = resultGroupOf(hit.doc.kind)
  return {
    heading: hit.doc.title,
    link: hit.doc.link,
    kind: hit.doc.kind,
    type: hit.doc.type,
    group,
    group_label: RESULT_GROUP_LABELS[group],
    heading_marks: markMatches(hit.doc.title, matched),
    snippet: snippetOf(hit.doc, matched),
  }
}

/** One page of the search's results, one result per address (a page found by itself and a question, once). */
export function searchResultPage(
  outcome: TSearchOutcome,
  page: number,
  pageSize: number,
): { results: TSearchResult[]; total: number } {
  const seen = new Set<string>()
  const hits = outcome.hits.filter((hit) => {
    const key = hit.doc.kind === 'faq' ? hit.doc.id : hit.doc.link
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return {
    results: hits
      .slice(page * pageSize, (page + 1) * pageSize)
      .map((hit) => toSearchResult(hit, outcome.matched)),
    total: hits.length,
  }
}

export function toSearchResponse(
  search: string,
  result: TSearchPage<TSearchEntry>,
  pageSize: number,
  branches: TBranchOption[],
  found: { outcome: TSearchOutcome } | null = null,
): TSearchResponse {
  const results = found ? searchResultPage(found.outcome, result.page, pageSize) : { results: [], total: 0 }
  return {
    status_code: 200,
    search,
    page: result.page,
    page_size: pageSize,
    total: result.total,
    has_next: result.has_next,
    data: result.items.map((item) => ({
      heading: item.heading,
      type: item.type,
      link: item.link,
      slug: item.slug,
      product_category: item.product_category,
      blog_category: item.blog_category,
      product_type: item.product_type,
    })),
    branches: result.page === 0 ? branches : [],
    results: results.results,
    results_total: results.total,
    did_you_mean: found?.outcome.corrected ?? null,
  }
}
