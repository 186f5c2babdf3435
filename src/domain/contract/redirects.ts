import type { TRedirectLookup } from '../redirects'
import { resolveRedirect } from '../redirects'

/**
 * GET /api/v1/redirects{path} (spec 3 "Redirect: to", spec 7): `{ "to": "/new-path" }` when an enabled redirect
 * exists for the path, otherwise `{}` (200). The proxy applies the same redirects before render; this answer is
 * for clients that ask.
 */
export type TRedirectResponse = { to: string } | Record<string, never>

export function toRedirectResponse(lookup: TRedirectLookup, path: string): TRedirectResponse {
  const hit = resolveRedirect(lookup, path)
  return hit ? { to: hit.location } : {}
}

/** The table the proxy keeps in memory, as GET /api/internal/redirect-table answers it. */
export type TRedirectTableResponse = { redirects: { from: string; to: string; status: number }[] }
