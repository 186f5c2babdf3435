import '@/app/payload'

import { contentRoute, jsonWithEtag } from '@/server/http'
import { homeRevamp, notOnHomePage } from '@/server/home'

/**
 * GET /api/v1/home-page-revamp (spec 7): the revamped home page in render order, list blocks with their items, so a
 * client can draw the page from one answer.
 */
export const GET = contentRoute('home-page-revamp', async (request) => {
  const page = await homeRevamp()
  return page ? jsonWithEtag(request, [page]) : notOnHomePage('home-page')
})
