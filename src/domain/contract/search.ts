import type { TBranchOption } from '../branches'
import type { TSearchEntry, TSearchPage } from '../search'

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
}

export function toSearchResponse(
  search: string,
  result: TSearchPage<TSearchEntry>,
  pageSize: number,
  branches: TBranchOption[],
): TSearchResponse {
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
  }
}
