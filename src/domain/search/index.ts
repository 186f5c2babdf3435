/** Spec 9: "search minimum 3 characters, page parameter 0"; the rest are our limits. */
export const SEARCH = {
  minLength: 3,
  /** Longer text is refused: no heading is that long, and it bounds the work one request can ask for. */
  maxLength: 100,
  pageSize: 10,
  /** Branch suggestions (states, districts, cities) answered with the first page. */
  branchLimit: 6,
  /** The header box waits this long after the last key before it asks (ms). */
  debounceMs: 250,
  /** Spec 4: the input is focused this long after the search is opened (ms). */
  focusDelayMs: 500,
} as const

/** Spec 3 "Search result item": the kinds of page the search index holds. */
export const SEARCH_TYPES = [
  'product_page',
  'parent_product_page',
  'withdrawn_detail_page',
  'withdrawn_list_page',
  'blog',
] as const
export type TSearchType = (typeof SEARCH_TYPES)[number]

/** Spec 2.3: the labels the results appear under, in this order. */
export const SEARCH_GROUPS = [
  { key: 'plans', label: 'Life insurance Plans', types: ['product_page', 'parent_product_page'] },
  { key: 'withdrawn', label: 'Withdrawn Plans', types: ['withdrawn_detail_page', 'withdrawn_list_page'] },
  { key: 'blogs', label: 'Blogs', types: ['blog'] },
] as const satisfies readonly { key: string; label: string; types: readonly TSearchType[] }[]
export type TSearchGroupKey = (typeof SEARCH_GROUPS)[number]['key']

export const BRANCH_GROUP_LABEL = 'Branches'

export function groupRank(type: TSearchType): number {
  return SEARCH_GROUPS.findIndex((group) => (group.types as readonly TSearchType[]).includes(type))
}

/** One entry of the search index, as stored and as answered by GET /api/v1/search-api. */
export type TSearchEntry = {
  heading: string
  type: TSearchType
  /** The site path of the page. */
  link: string
  slug: string | null
  product_category: string | null
  blog_category: string | null
  /** Spec 9 product type code (P1, P2, P3) of a plan, from its product details; null for other pages. */
  product_type: string | null
}

export type TPathFields = Pick<TSearchEntry, 'type' | 'slug' | 'product_category' | 'blog_category'>

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*'
const PRODUCT_ROOTS = ['life-insurance', 'group-life-insurance']
const RESERVED_PRODUCTS = new Set(['withdrawn-plan'])

/**
 * What a page path makes of a page in the search (spec 2.1 routes): a product page, a product list, a withdrawn
 * plan, the withdrawn list or a blog post; null for every other page, which is not indexed.
 */
export function searchFieldsForPath(path: string): TPathFields | null {
  const segments = path.split('/').filter(Boolean)
  if (!segments.every((segment) => new RegExp(`^${SEGMENT}$`).test(segment))) return null
  const [first, second, third] = segments
  const none = { slug: null, product_category: null, blog_category: null }

  if (first && PRODUCT_ROOTS.includes(first)) {
    if (segments.length === 1) return { ...none, type: 'parent_product_page', product_category: first }
    if (first === 'life-insurance' && second === 'withdrawn-plan' && third && segments.length === 3) {
      return { ...none, type: 'withdrawn_detail_page', slug: third, product_category: first }
    }
    if (second && segments.length === 2 && !RESERVED_PRODUCTS.has(second)) {
      return { ...none, type: 'product_page', slug: second, product_category: first }
    }
    return null
  }
  if (segments.length === 2 && first === 'legal' && second === 'withdrawn-plan') {
    return { ...none, type: 'withdrawn_list_page', slug: second }
  }
  if (first === 'blog' && second && third && segments.length === 3 && second !== 'guides') {
    return { ...none, type: 'blog', slug: third, blog_category: second }
  }
  return null
}

export const searchTypeForPath = (path: string): TSearchType | null => searchFieldsForPath(path)?.type ?? null

/** The index entry of a published page, or null when the page is not searchable. */
export function entryForPage(page: {
  title: string
  path: string
  product?: { type_code?: string | null } | null
}): TSearchEntry | null {
  const fields = searchFieldsForPath(page.path)
  const heading = page.title.trim()
  if (!fields || !heading) return null
  const isPlan = fields.type === 'product_page' || fields.type === 'withdrawn_detail_page'
  return { heading, link: page.path, ...fields, product_type: (isPlan && page.product?.type_code) || null }
}

const fold = (value: string) => value.toLocaleLowerCase('en-IN')

/** Whether `text` occurs in `heading`, ignoring case. Plain text: no character in it is a wildcard. */
export const headingMatches = (heading: string, text: string) => fold(heading).includes(fold(text.trim()))

/**
 * Spec 5: keep entries whose heading contains the text ignoring case, exact heading matches first; then the
 * groups in the order of spec 2.3 (plans, withdrawn plans, blogs), then alphabetically, so pages are stable.
 */
export function rankEntries<T extends Pick<TSearchEntry, 'heading' | 'type'>>(
  entries: T[],
  text: string,
): T[] {
  const needle = fold(text.trim())
  if (!needle) return []
  const keyed = entries
    .filter((entry) => fold(entry.heading).includes(needle))
    .map((entry) => ({ entry, exact: fold(entry.heading) === needle ? 0 : 1, group: groupRank(entry.type) }))
  keyed.sort(
    (a, b) =>
      a.exact - b.exact ||
      a.group - b.group ||
      a.entry.heading.localeCompare(b.entry.heading, 'en-IN', { sensitivity: 'base' }),
  )
  return keyed.map(({ entry }) => entry)
}

export type TSearchPage<T> = { items: T[]; total: number; page: number; has_next: boolean }

export function searchPage<T extends Pick<TSearchEntry, 'heading' | 'type'>>(
  entries: T[],
  text: string,
  page: number,
  pageSize: number = SEARCH.pageSize,
): TSearchPage<T> {
  const ranked = rankEntries(entries, text)
  const start = page * pageSize
  return {
    items: ranked.slice(start, start + pageSize),
    total: ranked.length,
    page,
    has_next: start + pageSize < ranked.length,
  }
}
