import '@/app/payload'

import type { TRedirectTableResponse } from '@/domain/contract/redirects'
import { getRedirectTable } from '@/server/content/redirects'
import { contentRoute, jsonWithEtag } from '@/server/http'
import { internalRoute } from '@/server/http/internal-route'

/**
 * The whole redirect table, for the proxy's in-memory copy (src/server/redirects). Served from the tag cache, so
 * a poll costs a 304. For the proxy and staff only: the table lists every redirected address at once, where a
 * visitor would have to know each one.
 */
export const GET = internalRoute(
  contentRoute('redirect-table', async (request) => {
    const body: TRedirectTableResponse = { redirects: await getRedirectTable() }
    return jsonWithEtag(request, body, 'private, no-cache')
  }),
)
