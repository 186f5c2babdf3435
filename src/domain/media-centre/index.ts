/**
 * The media centre, videos and testimonials (issue 5 items 1 and 4): addresses, the media list's type filter and
 * pages, the order of lists, video ids and durations. Framework-free; the CMS collections and the routes use it.
 */

export const MEDIA_PATH = '/discover/media'
export const VIDEOS_PATH = '/discover/videos'
export const TESTIMONIALS_PATH = '/testimonials'

/** Kinds of media-centre item, in the order the filter offers them. */
export const MEDIA_TYPES = ['press-release', 'news', 'award'] as const
export type TMediaType = (typeof MEDIA_TYPES)[number]

export const MEDIA_TYPE_LABELS: Record<TMediaType, string> = {
  'press-release': 'Press releases',
  news: 'In the news',
  award: 'Awards',
}

export const MEDIA_TYPE_SINGULAR: Record<TMediaType, string> = {
  'press-release': 'Press release',
  news: 'News',
  award: 'Award',
}

/** Items on one page of the media list. */
export const MEDIA_PAGE_SIZE = 9

/** A slug: lowercase words joined by single dashes (the segment of an item's address). */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 120 && SLUG.test(value)
}

/** Lowercase words from any title: accents dropped, everything else a single dash. */
export function slugFrom(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '')
}

export const mediaItemPath = (slug: string) => `${MEDIA_PATH}/${slug}`
export const testimonialPath = (slug: string) => `${TESTIMONIALS_PATH}/${slug}`

export type TMediaQuery = { type: TMediaType | null; page: number }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The media list's query string: `?type=news&page=2`. An unknown type, or a page that is not a whole number from 1,
 * is refused (null): the route answers the 404 page rather than guessing.
 */
export function parseMediaQuery(search: Record<string, string | string[] | undefined>): TMediaQuery | null {
  const rawType = first(search.type)
  const rawPage = first(search.page)
  let type: TMediaType | null = null
  if (rawType !== undefined && rawType !== '') {
    if (!(MEDIA_TYPES as readonly string[]).includes(rawType)) return null
    type = rawType as TMediaType
  }
  let page = 1
  if (rawPage !== undefined && rawPage !== '') {
    if (!/^[1-9]\d{0,3}$/.test(rawPage)) return null
    page = Number(rawPage)
  }
  return { type, page }
}

/** The address of a media list page; page 1 and "all types" leave their parameter out. */
export function mediaListHref({ type, page }: TMediaQuery): string {
  const params = new URLSearchParams()
  if (type) params.set('type', type)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${MEDIA_PATH}?${query}` : MEDIA_PATH
}

export type TPaged<T> = { items: T[]; page: number; pages: number; total: number }

/** One page of a list; a page past the last is null (the route answers 404), an empty list has one empty page. */
export function pageOf<T>(items: readonly T[], page: number, size = MEDIA_PAGE_SIZE): TPaged<T> | null {
  const pages = Math.max(1, Math.ceil(items.length / size))
  if (page < 1 || page > pages) return null
  return { items: items.slice((page - 1) * size, page * size), page, pages, total: items.length }
}

/** Newest first by date (ISO strings), then by title, so the order is stable. */
export function newestFirst<T extends { date: string; title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
}

/** Featured testimonials first, then the newest. */
export function testimonialOrder<T extends { featured: boolean; createdAt: string; name: string }>(
  items: readonly T[],
): T[] {
  return [...items].sort(
    (a, b) =>
      Number(b.featured) - Number(a.featured) ||
      b.createdAt.localeCompare(a.createdAt) ||
      a.name.localeCompare(b.name),
  )
}

/** A YouTube video id: 11 characters of letters, digits, dash and underscore. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/** The privacy-enhanced player address, loaded only after the visitor presses play. */
export function youtubeEmbedUrl(id: string): string {
  if (!YOUTUBE_ID.test(id)) throw new Error('Not a YouTube video id')
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&cc_load_policy=1`
}

/** A duration as a clock (`4:05`, `1:02:09`) and as words for screen readers and ISO 8601 for structured data. */
export function formatDuration(totalSeconds: number | null | undefined): {
  clock: string
  words: string
  iso: string
} | null {
  if (typeof totalSeconds !== 'number' || !Number.isFinite(totalSeconds) || totalSeconds <= 0) return null
  const whole = Math.round(totalSeconds)
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const seconds = whole % 60
  const two = (n: number) => String(n).padStart(2, '0')
  const clock = hours ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`
  const unit = (n: number, word: string) => (n ? `${n} ${word}${n === 1 ? '' : 's'}` : '')
  const words = [unit(hours, 'hour'), unit(minutes, 'minute'), unit(seconds, 'second')]
    .filter(Boolean)
    .join(' ')
  const iso = `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`
  return { clock, words, iso }
}

/** Star rating 1 to 5 in words, for an accessible label. */
export function ratingLabel(rating: number | null | undefined): string | null {
  if (typeof rating !== 'number' || rating < 1 || rating > 5) return null
  const whole = Math.round(rating)
  return `Rated ${whole} out of 5`
}

/** schema.org VideoObject of a video on the videos page. */
export function videoObject(input: {
  name: string
  description: string | null
  url: string
  thumbnailUrl: string | null
  uploadDate: string
  durationSeconds: number | null
  embedUrl: string | null
  transcript: string
}): object {
  const duration = formatDuration(input.durationSeconds)
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: input.name,
    description: input.description || input.name,
    url: input.url,
    ...(input.thumbnailUrl ? { thumbnailUrl: [input.thumbnailUrl] } : {}),
    uploadDate: input.uploadDate,
    ...(duration ? { duration: duration.iso } : {}),
    ...(input.embedUrl ? { embedUrl: input.embedUrl } : {}),
    transcript: input.transcript,
  }
}
