import '@/app/payload'

import { toHeaderResponse } from '@/domain/contract/header'
import { getHeader } from '@/server/content'
import { contentRoute, jsonWithEtag } from '@/server/http'

/** GET /api/v1/header (spec 7): the main menu and the top navigation, from the same cache the pages use. */
export const GET = contentRoute('header', async (request) =>
  jsonWithEtag(request, toHeaderResponse(await getHeader())),
)
