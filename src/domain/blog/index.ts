/**
 * The blog (spec 2.1 Blog: blog, blog/{category}, blog/guides/{tag}, blog/{category}/{slug}): post paths, category
 * and tag names, reading time, paging and related posts. Framework-free: the CMS fields, the list pages, the
 * sitemap and the meta records read these.
 */

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*'
const POST = new RegExp(`^/blog/(?!guides/)(${SEGMENT})/(${SEGMENT})$`)
export const TAG_SLUG = new RegExp(`^${SEGMENT}$`)

/** Posts a listing page shows (spec does not say; three rows of three on wide screens). */
export const POSTS_PER_PAGE = 9

/** Words a reader gets through in a minute, for the reading time. */
export const WORDS_PER_MINUTE = 200

/** A post path's category and slug, or null when the path is not a post (`/blog/guides/x` is a tag page). */
export function parsePostPath(path: string): { category: string; slug: string } | null {
  const match = POST.exec(path)
  return match ? { category: match[1]!, slug: match[2]! } : null
}

export const isPostPath = (path: string) => parsePostPath(path) !== null

/** Category and tag names from their slugs: "tax-planning" → "Tax planning"; "ulip" and other acronyms upper. */
const ACRONYMS = new Set(['ulip', 'nri', 'gst', 'hlv', 'ppf', 'elss', 'nps', 'emi', 'kyc'])
export function nameFromSlug(slug: string): string {
  const words = slug.split('-').filter(Boolean)
  return words
    .map((word, index) => {
      if (ACRONYMS.has(word)) return word.toUpperCase()
      if (/^\d+[a-z]*$/.test(word)) return word.toUpperCase()
      return index === 0 ? word[0]!.toUpperCase() + word.slice(1) : word
    })
    .join(' ')
}

export const categoryPath = (category: string) => `/blog/${category}`
export const tagPath = (tag: string) => `/blog/guides/${tag}`

/** A tag as stored: lowercase words joined by dashes ("Tax saving " → "tax-saving"); null when nothing is left. */
export function normalizeTag(input: string): string | null {
  const slug = input
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug && TAG_SLUG.test(slug) ? slug : null
}

type RichNode = { type?: unknown; text?: unknown; children?: unknown }

/** Every word of a Lexical document's text nodes (headings, paragraphs, lists, quotes, links). */
export function countWords(doc: unknown): number {
  let words = 0
  const visit = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 50) return
    const { text, children } = node as RichNode
    if (typeof text === 'string')
      words += text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
    if (Array.isArray(children)) for (const child of children) visit(child, depth + 1)
  }
  const root = doc && typeof doc === 'object' ? (doc as { root?: unknown }).root : null
  visit(root, 0)
  return words
}

/** Whole minutes, rounded up, never less than one: "a 2 min read". */
export function readingMinutes(words: number): number {
  if (!Number.isFinite(words) || words <= 0) return 1
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/** The listing page from `?page=`: 1 when absent; null (not found) for anything that is not a page that exists. */
export function parsePageNumber(
  value: string | string[] | null | undefined,
  totalPages: number,
): number | null {
  if (value === undefined || value === null) return 1
  if (typeof value !== 'string' || !/^[1-9]\d{0,4}$/.test(value)) return null
  const page = Number(value)
  return page <= Math.max(1, totalPages) ? page : null
}

export const pageCount = (total: number, perPage = POSTS_PER_PAGE) => Math.max(1, Math.ceil(total / perPage))

export function pageSlice<T>(items: readonly T[], page: number, perPage = POSTS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage)
}

/** A listing page's own address: page 1 is the bare path (its canonical), later pages carry `?page=N`. */
export const pageHref = (path: string, page: number) => (page <= 1 ? path : `${path}?page=${page}`)

/** The page numbers a pager shows: all when few, else first, last and the neighbours of the current one. */
export function pagerItems(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1)
  const keep = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total))
  const items: (number | 'gap')[] = []
  let previous = 0
  for (const n of [...keep].sort((a, b) => a - b)) {
    if (n - previous > 1) items.push('gap')
    items.push(n)
    previous = n
  }
  return items
}

export interface IPostSummary {
  path: string
  title: string
  category: string
  tags: string[]
  excerpt: string | null
  publishedOn: string | null
  updatedAt: string
}

/** Newest first by published date (else last update), then by title so the order is stable. */
export function sortPosts<T extends IPostSummary>(posts: readonly T[]): T[] {
  const time = (post: T) => Date.parse(post.publishedOn ?? post.updatedAt) || 0
  return [...posts].sort((a, b) => time(b) - time(a) || a.title.localeCompare(b.title))
}

/**
 * Posts to read next: others sharing the post's category or tags, the most shared first (the category counts as
 * much as two tags), newest first among equals; topped up with the newest posts when too few are related.
 */
export function relatedPosts<T extends IPostSummary>(post: IPostSummary, all: readonly T[], count = 3): T[] {
  const others = sortPosts(all.filter((other) => other.path !== post.path))
  const score = (other: T) =>
    (other.category === post.category ? 2 : 0) + other.tags.filter((tag) => post.tags.includes(tag)).length
  const related = others
    .map((other, order) => ({ other, order, score: score(other) }))
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((item) => item.other)
  const fill = others.filter((other) => !related.includes(other))
  return [...related, ...fill].slice(0, count)
}

/** The categories that have posts, with their counts, by name. */
export function categoriesOf(
  posts: readonly IPostSummary[],
): { slug: string; name: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const post of posts) counts.set(post.category, (counts.get(post.category) ?? 0) + 1)
  return [...counts]
    .map(([slug, count]) => ({ slug, name: nameFromSlug(slug), count }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** The tags in use, with their counts, most used first. */
export function tagsOf(posts: readonly IPostSummary[]): { slug: string; name: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const post of posts) for (const tag of new Set(post.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return [...counts]
    .map(([slug, count]) => ({ slug, name: nameFromSlug(slug), count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
}
