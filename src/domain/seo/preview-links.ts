/** The query parameter that marks a preview address (spec 6). */
export const PREVIEW_PARAM = '_preview'

/**
 * The address of an internal link with `_preview` carried on, or null for links that leave the site or go to
 * the admin, the API or files (those never carry it).
 */
export function withPreviewParam(href: string, origin: string, id: string): string | null {
  let url: URL
  try {
    url = new URL(href, origin)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  if (/^\/(?:admin|cms|api|media|assets|_next)(?:\/|$)/.test(url.pathname)) return null
  if (url.searchParams.get(PREVIEW_PARAM) === id) return null
  url.searchParams.set(PREVIEW_PARAM, id)
  return `${url.pathname}${url.search}${url.hash}`
}
