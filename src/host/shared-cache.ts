import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { isPreviewAddress } from './preview-robots'

/** How long a shared cache may hold a page when nothing purges it: a publish reaches everyone within 5 s. */
export const SHORT_SHARED_SECONDS = 4
/** How long when every publish purges the cache (CDN_PURGE, src/server/cdn). */
export const PURGED_SHARED_SECONDS = 86_400
/** How long a shared cache may serve a page it holds while the site answers errors or not at all. */
export const STALE_IF_ERROR_SECONDS = 86_400

/** What an answer that must never be kept by a shared cache says (what Next sends for a dynamic page). */
export const NOT_SHARED = 'private, no-cache, no-store, max-age=0, must-revalidate'

export interface IAnswerHead {
  /** The Cache-Control Next set, if any. */
  cacheControl: string | undefined
  contentType: string | undefined
  /** Whether the answer sets a cookie. */
  setsCookie: boolean
  /** The request's address (a preview address carries `_preview`). */
  url: string | undefined
}

/** Next's mark of a prerendered or ISR answer: `s-maxage=N`, perhaps with `stale-while-revalidate`. */
const NEXT_CACHEABLE = /^\s*s-maxage=\d+\s*(?:,\s*stale-while-revalidate(?:=\d+)?\s*)?$/i

/** A page or its RSC payload: what the purge bans (ops/varnish/site.vcl bans by content type). */
const PAGE_TYPE = /^\s*text\/(?:html|x-component)\b/i

/**
 * The Cache-Control to send instead of Next's, or undefined to leave the answer as it is. Next marks a prerendered
 * page `s-maxage=31536000`: a shared cache would keep it a year past the next publish. Such an answer gets
 * `max-age=0` (browsers ask again), a shared lifetime of 4 s, or a day when a purge adapter is configured (a page
 * or RSC payload only: other types are not purged), and may be served stale for a day while the site is down. An
 * answer to a preview address or one that sets a cookie is never shared; anything else (no-store, private, the
 * API's own headers) is left alone.
 */
export function sharedCacheControl(head: IAnswerHead, purged: boolean): string | undefined {
  if (!head.cacheControl || !NEXT_CACHEABLE.test(head.cacheControl)) return undefined
  if (head.setsCookie || isPreviewAddress(head.url)) return NOT_SHARED
  const seconds =
    purged && PAGE_TYPE.test(head.contentType ?? '') ? PURGED_SHARED_SECONDS : SHORT_SHARED_SECONDS
  return `public, max-age=0, s-maxage=${seconds}, stale-if-error=${STALE_IF_ERROR_SECONDS}`
}

/** `sharedCacheControl` for an answer's headers as Node holds them (names in lower case). */
export function sharedCacheControlOf(
  headers: OutgoingHttpHeaders,
  url: string | undefined,
  purged: boolean,
): string | undefined {
  const cacheControl = headers['cache-control']
  return sharedCacheControl(
    {
      cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
      contentType: String(headers['content-type'] ?? ''),
      setsCookie: headers['set-cookie'] !== undefined,
      url,
    },
    purged,
  )
}

/**
 * Rewrites the answer's Cache-Control (`sharedCacheControl`) as its head goes out. Node sends every head through
 * `writeHead` (an explicit call, or the implicit one of the first `write` or `end`), so the wrapper sees each
 * answer once, streamed or held (`holdHtml`, installed after it, restores it before sending). Headers passed to
 * `writeHead` itself are set first, so the decision sees them.
 */
export function rewriteSharedCacheControl(res: ServerResponse, purged: boolean): void {
  const writeHead = res.writeHead
  res.writeHead = function sharedWriteHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    const reason = typeof rest[0] === 'string' ? (rest.shift() as string) : undefined
    const headers = rest[0] as Record<string, string | string[] | number> | string[] | undefined
    if (Array.isArray(headers)) {
      for (let at = 0; at + 1 < headers.length; at += 2) res.appendHeader(headers[at]!, headers[at + 1]!)
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    }
    const replacement = sharedCacheControlOf(res.getHeaders(), res.req?.url, purged)
    if (replacement) res.setHeader('cache-control', replacement)
    if (reason !== undefined) res.statusMessage = reason
    res.writeHead = writeHead
    return writeHead.call(res, status)
  } as ServerResponse['writeHead']
}
