import '@/app/payload'

import { toFooterResponse } from '@/domain/contract/footer'
import { getFooter } from '@/server/content'
import { contentRoute, jsonWithEtag } from '@/server/http'

/**
 * GET /api/v1/footer (spec 3, 7): a list whose first item is the footer, read through the same tagged cache the
 * pages use, so an editor's save shows on the next request. The page shell fetches it on the first scroll.
 */
export const GET = contentRoute('footer', async (request) =>
  jsonWithEtag(request, toFooterResponse(await getFooter())),
)
