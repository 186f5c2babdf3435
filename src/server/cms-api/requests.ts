import 'server-only'

import { payloadClient } from '../content/payload'
import { MAX_PAGE_SIZE, PAGE_SIZE_REFUSED } from './answers'
import { type IRestEntity, malformedDocumentId, restEntities } from './ids'

/**
 * Checks on every request to Payload's REST API (`/cms/api`) that need no body:
 *
 * - an address whose document id is not a whole number names no document: 404, before the database sees NaN (ids.ts);
 * - a list holds at most MAX_PAGE_SIZE (100) documents a page for anyone not signed in, and cannot be asked for whole
 *   (`pagination=false`, `limit=0`): 400. Staff keep the admin's own larger lists.
 */

const API_BASE = '/cms/api'

const answer = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

let entities: Promise<IRestEntity[]> | undefined
const loadEntities = () =>
  (entities ??= payloadClient().then(({ config }) =>
    restEntities(config as unknown as Parameters<typeof restEntities>[0]),
  ))

/** True when a query asks for more than a page (a limit over the cap, 0, or pagination switched off). */
export function asksForMoreThanAPage(params: URLSearchParams): boolean {
  if (params.getAll('pagination').some((value) => value.trim().toLowerCase() === 'false')) return true
  return params.getAll('limit').some((value) => {
    const limit = Number(value)
    return !Number.isFinite(limit) || limit <= 0 || limit > MAX_PAGE_SIZE
  })
}

/** The refusal for a request, or null to let Payload answer it. */
export async function refusedCmsRequest(request: Request): Promise<Response | null> {
  const url = new URL(request.url)
  if (!url.pathname.startsWith(`${API_BASE}/`)) return null
  const rest = url.pathname.slice(API_BASE.length)
  if (malformedDocumentId(request.method, rest, await loadEntities())) return answer(404, 'Not Found')
  if (request.method === 'GET' && asksForMoreThanAPage(url.searchParams)) {
    const { user } = await (await payloadClient()).auth({ headers: request.headers })
    if (!user) return answer(400, PAGE_SIZE_REFUSED)
  }
  return null
}
