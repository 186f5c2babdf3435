/**
 * What the proxy must know about the site before rendering anything: whether it is under maintenance (spec 4,
 * setting show_maintenance). The proxy keeps it in memory and refreshes it in the background at most once a
 * second from `/api/internal/site-state` (a tag-cached read of the settings), so no page request waits on the
 * database. When this instance hears that content changed (a setting saved here, or another instance's expiry
 * through the shared cache: `onContentChanged`), the next request waits for the state as it is now instead of
 * using the copy in hand: the page it renders may be kept by the shared cache in front, which has just been
 * purged and would otherwise keep a page rendered from the old state.
 *
 * Plain TypeScript with `fetch` only: the proxy bundle must not pull in the CMS.
 */
import { onContentChanged } from '../cache/changed'

export interface ISiteState {
  maintenance: boolean
}

export const SITE_STATE_PATH = '/api/internal/site-state'
export const SITE_STATE_TTL_MS = 1000

type TFetch = (
  url: string,
  init: { headers: Record<string, string> },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>

export function createSiteStateReader(
  origin: () => string,
  {
    fetcher = fetch as TFetch,
    now = Date.now,
    ttlMs = SITE_STATE_TTL_MS,
    headers = (): Record<string, string> => ({}),
    onChange = onContentChanged,
  }: {
    fetcher?: TFetch
    now?: () => number
    ttlMs?: number
    headers?: () => Record<string, string>
    onChange?: (listener: () => void) => void
  } = {},
) {
  let state: ISiteState | null = null
  let fetchedAt = 0
  let inflight: Promise<void> | null = null
  // Changes heard, and how many of them the state in hand was fetched after.
  let changes = 0
  let changesSeen = 0
  onChange(() => {
    changes += 1
  })

  const refresh = () => {
    inflight ??= (async () => {
      const asOf = changes
      try {
        const response = await fetcher(`${origin()}${SITE_STATE_PATH}`, { headers: headers() })
        if (response.ok) {
          const body = (await response.json()) as Partial<ISiteState>
          state = { maintenance: body.maintenance === true }
        }
      } catch {
        // keep the last known state; the next request tries again
      } finally {
        fetchedAt = now()
        // Also after a failure: the next request does not wait again, it uses the last known state.
        changesSeen = Math.max(changesSeen, asOf)
        inflight = null
      }
    })()
    return inflight
  }

  return async function read(): Promise<ISiteState> {
    // The first request after a start waits for the real state; later ones use the last known one while it
    // refreshes in the background.
    if (state === null) await refresh()
    else if (changesSeen < changes) {
      // A fetch already under way may have started before the change: wait for it, then for one after it.
      if (inflight) await inflight
      if (changesSeen < changes) await refresh()
    } else if (now() - fetchedAt >= ttlMs) void refresh()
    return state ?? { maintenance: false }
  }
}
