/**
 * What the proxy must know about the site before rendering anything: whether it is under maintenance (spec 4,
 * setting show_maintenance). The proxy keeps it in memory and refreshes it in the background at most once a
 * second from `/api/internal/site-state` (a tag-cached read of the settings), so a switch in the admin is live
 * within about a second and no page request waits on the database.
 *
 * Plain TypeScript with `fetch` only: the proxy bundle must not pull in the CMS.
 */
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
  } = {},
) {
  let state: ISiteState | null = null
  let fetchedAt = 0
  let inflight: Promise<void> | null = null

  const refresh = () => {
    inflight ??= (async () => {
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
        inflight = null
      }
    })()
    return inflight
  }

  return async function read(): Promise<ISiteState> {
    // The first request after a start waits for the real state; later ones use the last known one while it
    // refreshes in the background.
    if (state === null) await refresh()
    else if (now() - fetchedAt >= ttlMs) void refresh()
    return state ?? { maintenance: false }
  }
}
