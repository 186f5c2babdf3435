import 'server-only'

import { DEFAULT_LANGUAGE, splitLanguagePrefix, type TLanguage } from '@/domain/i18n/languages'
import { normalizePagePath } from '@/domain/paths'
import { META_SLUG, pathsForMetaSlug } from '@/domain/seo/slug'

import { listingForPath, listingPosts } from '../content/blog'
import { requestLanguage } from '../pdf/language'
import { pathForMetaSlug } from '../seo'

/**
 * The blog list a slug stands for when no page has it (spec 7: `blog-{category}`, `blog-guides-{tag}`, and `blog`):
 * a category or tag that has published posts.
 */
async function blogListPath(slug: string): Promise<string | null> {
  const candidates = [...pathsForMetaSlug(slug).exact, ...(slug === 'blog' ? ['/blog'] : [])]
  for (const path of candidates) {
    const listing = listingForPath(path)
    if (listing && (await listingPosts(listing))) return path
  }
  return null
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * The page a slug-addressed content call (meta-info, disclaimer) is about, or the 400/404 answer to send. The
 * `api-referrer` header (spec 7: the caller's page path, or 'common') settles slugs that several pages share.
 */
export async function resolveSlug(
  request: Request,
  slug: string,
): Promise<{ path: string } | { answer: Response }> {
  if (!META_SLUG.test(slug) || slug.length > 200) {
    return {
      answer: Response.json(
        { status_code: 400, message: 'A slug is lowercase words joined by dashes, e.g. privacy-policy' },
        { status: 400, headers: NO_STORE },
      ),
    }
  }
  const referrer = request.headers.get('api-referrer')
  // A Hindi page names itself with its prefix (/hi/x): the page it is on is /x.
  const own = referrer?.startsWith('/')
    ? normalizePagePath(splitLanguagePrefix(referrer.split(/[?#]/)[0]!).path)
    : null
  const path = (await pathForMetaSlug(slug, own)) ?? (await blogListPath(slug))
  if (!path) {
    return {
      answer: Response.json(
        { status_code: 404, message: `No page is published under '${slug}'` },
        { status: 404, headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } },
      ),
    }
  }
  return { path }
}

/**
 * The language of the page a slug-addressed content call is for: the language of the caller's `api-referrer` when it
 * names a page (`/hi/...` is Hindi, an unprefixed path English); else, as the documents take it, that of the page
 * the request came from (its Referer) or the language the visitor chose (the language cookie); else English.
 */
export function requestPageLanguage(request: Request): TLanguage {
  const referrer = request.headers.get('api-referrer')
  if (referrer?.startsWith('/') && !referrer.startsWith('//'))
    return splitLanguagePrefix(referrer.split(/[?#]/)[0]!).language ?? DEFAULT_LANGUAGE
  return requestLanguage(request)
}
