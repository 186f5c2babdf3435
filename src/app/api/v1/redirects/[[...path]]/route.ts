import '@/app/payload'

import { toRedirectResponse } from '@/domain/contract/redirects'
import { toLookup } from '@/domain/redirects'
import { getRedirectTable } from '@/server/content/redirects'
import { contentRoute, jsonWithEtag } from '@/server/http'

const PREFIX = '/api/v1/redirects'

/**
 * GET /api/v1/redirects{path} (spec 7): `{ "to": … }` when the path is redirected, `{}` otherwise. Pages are
 * already redirected by the proxy before render; this is the same table for clients that ask.
 */
export const GET = contentRoute('redirects', async (request) => {
  const path = new URL(request.url).pathname.slice(PREFIX.length) || '/'
  try {
    decodeURIComponent(path)
  } catch {
    return Response.json(
      { status_code: 400, message: 'The path has a malformed percent-escape.' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  return jsonWithEtag(request, toRedirectResponse(toLookup(await getRedirectTable()), path))
})
