import {
  type TRedirectLookup,
  type TRedirectStatus,
  isRedirectStatus,
  resolveRedirect,
  toLookup,
} from '@/domain/redirects'
import type { TRedirectTableResponse } from '@/domain/contract/redirects'

import { INTERNAL_TOKEN_HEADER, internalToken } from '../http/internal'

/**
 * The proxy's copy of the redirect table. The proxy runs in the server's own Node.js process, so the table lives in
 * memory there and a page request never waits on the database. It is checked against
 * GET /api/internal/redirect-table at most once a second (a 304 when nothing changed); CMS hooks expire that
 * answer's tag on save, so an edit is live within about a second on every instance.
 */
export const REFRESH_MS = 1_000
/** The first load waits for the CMS to start; later checks give up quickly and keep the table they have. */
const FIRST_TIMEOUT_MS = 20_000
const FETCH_TIMEOUT_MS = 1_000

type TState = {
  lookup: TRedirectLookup
  etag: string | null
  checkedAt: number
  pending: Promise<void> | null
}

const state: TState = { lookup: new Map(), etag: null, checkedAt: Number.NEGATIVE_INFINITY, pending: null }

async function refresh(origin: string, startedAt: number): Promise<void> {
  try {
    const res = await fetch(`${origin}/api/internal/redirect-table`, {
      headers: {
        [INTERNAL_TOKEN_HEADER]: internalToken(),
        ...(state.etag ? { 'if-none-match': state.etag } : {}),
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(state.etag === null ? FIRST_TIMEOUT_MS : FETCH_TIMEOUT_MS),
    })
    if (res.status === 304) return
    if (!res.ok) throw new Error(`status ${res.status}`)
    const body = (await res.json()) as TRedirectTableResponse
    state.lookup = toLookup(
      body.redirects.filter((row): row is typeof row & { status: TRedirectStatus } =>
        isRedirectStatus(row.status),
      ),
    )
    state.etag = res.headers.get('etag')
  } catch (error) {
    // Keep serving the last table; the next check is a second away.
    console.warn(`redirect table not refreshed: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    state.checkedAt = startedAt
    state.pending = null
  }
}

/** The current table: at most one check in flight, shared by the requests that arrive meanwhile. */
export async function redirectLookup(origin: string, now = Date.now()): Promise<TRedirectLookup> {
  if (now - state.checkedAt >= REFRESH_MS) {
    state.pending ??= refresh(origin, now)
    await state.pending
  }
  return state.lookup
}

/**
 * Where the proxy sends a page request, or null: the CMS redirect for its path (or `/en` + path), with the query
 * string passed on; skipped for `_preview=` URLs (spec 7).
 */
export async function findRedirect(
  origin: string,
  pathname: string,
  search: string,
): Promise<{ location: string; status: TRedirectStatus } | null> {
  if (search.includes('_preview=')) return null
  return resolveRedirect(await redirectLookup(origin), pathname, search)
}
