import type { TRedirectTableResponse } from '@/domain/contract/redirects'
import { getRedirectTable } from '@/server/content/redirects'
import { contentRoute, jsonWithEtag } from '@/server/http'

/**
 * The whole redirect table, for the proxy's in-memory copy (src/server/redirects). Served from the tag cache, so
 * a poll costs a 304; nothing here is secret (every redirect is visible to anyone who requests its address).
 */
export const GET = contentRoute('redirect-table', async (request) => {
  const body: TRedirectTableResponse = { redirects: await getRedirectTable() }
  return jsonWithEtag(request, body, 'private, no-cache')
})
