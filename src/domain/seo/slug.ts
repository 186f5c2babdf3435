import { lastSegment } from '../paths'

/**
 * Spec 7: the slug of a page's meta record: `home-page` for `/`, `blog-{category}` for a blog category,
 * `blog-guides-{tag}` for a guides tag, otherwise the last path segment.
 */
export function metaSlugForPath(path: string): string {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean)
  if (segments.length === 0) return 'home-page'
  if (segments[0] === 'blog' && segments[1] === 'guides' && segments.length === 3) {
    return `blog-guides-${segments[2]}`
  }
  if (segments[0] === 'blog' && segments.length === 2 && segments[1] !== 'guides')
    return `blog-${segments[1]}`
  return lastSegment(path)
}

/** A meta slug as the API accepts it: lowercase words and dashes. */
export const META_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The page paths a meta slug can stand for, most specific first. `blog-x` is the category `/blog/x` but could also
 * be a page whose last segment is `blog-x`, so both are candidates; the caller picks the first that exists.
 */
export function pathsForMetaSlug(slug: string): { exact: string[]; lastSegment: string } {
  const exact: string[] = []
  if (slug === 'home-page') exact.push('/')
  const guides = /^blog-guides-(.+)$/.exec(slug)
  if (guides) exact.push(`/blog/guides/${guides[1]}`)
  const category = /^blog-(.+)$/.exec(slug)
  if (category && !guides) exact.push(`/blog/${category[1]}`)
  return { exact, lastSegment: slug }
}
