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
  /** A typed word this long or longer forgives one slip (a letter missing, extra, wrong or two swapped). */
  typoMinLength: 4,
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

/** The results page that Enter in the header box opens (/search?q=…&page=N). */
export const SEARCH_PATH = '/search'

/** The address of a results page: page 1 has no page parameter. */
export function searchResultsPath(q: string, page = 1): string {
  const query = new URLSearchParams({ q })
  if (page > 1) query.set('page', String(page))
  return `${SEARCH_PATH}?${query}`
}

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
 * Edit distance with swaps of neighbouring letters (optimal string alignment): "pention" → "pension" is 1,
 * "retirment" → "retirement" is 1, "teh" → "the" is 1. Stops counting once every path is over `max` and answers
 * `max + 1`, so comparing a short word with a long heading costs little.
 */
export function editDistance(a: string, b: string, max = 1): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1)
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    before = previous
    previous = current
  }
  return Math.min(previous[b.length]!, max + 1)
}

const WORD = /[\p{L}\p{N}]+/gu
const wordsOf = (text: string) => fold(text).match(WORD) ?? []
const PLAIN_WORDS = /^[\p{L}\p{N}\s]+$/u

/**
 * Whether a typed word matches a word of a heading, forgiving one slip in a word of SEARCH.typoMinLength letters or
 * more: against the whole word or its start (the visitor may not have finished typing it).
 */
function forgivingWordMatch(typed: string, word: string): boolean {
  if (typed.length < SEARCH.typoMinLength) return word.startsWith(typed)
  if (word.includes(typed)) return true
  for (let length = typed.length - 1; length <= Math.min(typed.length + 1, word.length); length++) {
    if (editDistance(typed, word.slice(0, length)) <= 1) return true
  }
  return false
}

/**
 * Whether every word of the text matches a word of the heading: a short word as the start of one, a longer word
 * anywhere in one or with one slip.
 */
export function forgivingMatch(heading: string, text: string): boolean {
  // Only words are forgiven: text with other signs in it ("s%g") is matched as typed or not at all.
  if (!PLAIN_WORDS.test(text)) return false
  const typed = wordsOf(text)
  const words = wordsOf(heading)
  return typed.length > 0 && typed.every((part) => words.some((word) => forgivingWordMatch(part, word)))
}

/**
 * Spec 5: keep entries whose heading contains the text ignoring case, exact heading matches first; then the
 * groups in the order of spec 2.3 (plans, withdrawn plans, blogs), then alphabetically, so pages are stable.
 * Only when no heading contains the text are slips forgiven (`forgivingMatch`: "retirment", "pention"), so a search
 * that finds something as typed answers exactly what spec 5 says.
 */
export function rankEntries<T extends Pick<TSearchEntry, 'heading' | 'type'>>(
  entries: T[],
  text: string,
): T[] {
  const needle = fold(text.trim())
  if (!needle) return []
  let found = entries.filter((entry) => fold(entry.heading).includes(needle))
  if (found.length === 0) found = entries.filter((entry) => forgivingMatch(entry.heading, needle))
  const keyed = found.map((entry) => ({
    entry,
    exact: fold(entry.heading) === needle ? 0 : 1,
    group: groupRank(entry.type),
  }))
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
