import { isKnownPath } from '@/domain/paths/known'

import { onContentChanged } from '../cache/changed'
import { INTERNAL_TOKEN_HEADER, internalToken } from '../http/internal'

/**
 * The proxy's copy of the path index (src/domain/paths/known.ts): every address of published content, held in
 * memory so that a made-up address is answered 404 without a render, a cache entry or a database read. It is
 * checked against GET /api/internal/path-index at most once a second (a 304 when nothing changed); a publish
 * expires that answer's tags and, on the instance that saved it, has the next request look again at once
 * (cache/changed.ts), so a new page is reachable there at once and on other instances within a second.
 *
 * Until the first index arrives (a start, or the index route failing) nothing is refused: pages render as they
 * would without it.
 */
export type TPathIndexResponse = { paths: string[] }

export const PATH_INDEX_PATH = '/api/internal/path-index'
export const REFRESH_MS = 1_000
/** An address the index does not have waits for a check this fresh: a page just published is never refused. */
export const MISS_RECHECK_MS = 250
const FIRST_TIMEOUT_MS = 20_000
const FETCH_TIMEOUT_MS = 1_000

type TFetch = (url: string, init: RequestInit) => Promise<Response>

export function createPathIndexReader(
  origin: () => string,
  { fetcher = fetch as TFetch, now = Date.now }: { fetcher?: TFetch; now?: () => number } = {},
) {
  let index: ReadonlySet<string> | null = null
  let etag: string | null = null
  let checkedAt = Number.NEGATIVE_INFINITY
  let pending: Promise<void> | null = null

  async function refresh(startedAt: number) {
    try {
      const res = await fetcher(`${origin()}${PATH_INDEX_PATH}`, {
        headers: { [INTERNAL_TOKEN_HEADER]: internalToken(), ...(etag ? { 'if-none-match': etag } : {}) },
        cache: 'no-store',
        signal: AbortSignal.timeout(index === null ? FIRST_TIMEOUT_MS : FETCH_TIMEOUT_MS),
      })
      if (res.status === 304) return
      if (!res.ok) throw new Error(`status ${res.status}`)
      const body = (await res.json()) as TPathIndexResponse
      if (!Array.isArray(body.paths)) throw new Error('no paths in the answer')
      index = new Set(body.paths.filter((path): path is string => typeof path === 'string'))
      etag = res.headers.get('etag')
    } catch (error) {
      console.warn(`path index not refreshed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      checkedAt = startedAt
      pending = null
    }
  }

  const check = (at: number) => (pending ??= refresh(at))
  onContentChanged(() => {
    checkedAt = Number.NEGATIVE_INFINITY
  })

  /**
   * False only for an address the index says is not a page; true while no index is known. A known address is
   * answered from the index in hand (refreshed in the background once a second); an unknown one waits for a
   * check at most MISS_RECHECK_MS old, so one bot's burst costs at most four 304s a second.
   */
  return async function mayBePage(path: string): Promise<boolean> {
    const at = now()
    // Without an index (the first request, or the route failing) a check at most once a second, waited for.
    if (index === null && (pending || at - checkedAt >= REFRESH_MS)) await check(at)
    else if (at - checkedAt >= REFRESH_MS) void check(at)
    if (index === null || isKnownPath(index, path)) return true
    if (pending) await pending
    else if (now() - checkedAt >= MISS_RECHECK_MS) await check(now())
    return index === null || isKnownPath(index, path)
  }
}
