import '@/app/payload'

import { contentPaths } from '@/server/content/path-index'
import { contentRoute, jsonWithEtag } from '@/server/http'
import { internalRoute } from '@/server/http/internal-route'
import type { TPathIndexResponse } from '@/server/path-index'

/**
 * Every address of published content, for the proxy's in-memory index (src/server/path-index): an address not in
 * it is answered 404 before anything renders. Served from the tag cache, so a poll costs a 304. For the proxy and
 * staff only.
 */
export const GET = internalRoute(
  contentRoute('path-index', async (request) => {
    const body: TPathIndexResponse = { paths: await contentPaths() }
    return jsonWithEtag(request, body, 'private, no-cache')
  }),
)
