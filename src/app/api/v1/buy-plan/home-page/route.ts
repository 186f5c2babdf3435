import '@/app/payload'

import { contentRoute, jsonWithEtag } from '@/server/http'
import { homeSection, notOnHomePage } from '@/server/home'

/** GET /api/v1/buy-plan/home-page (spec 7): the home page's block marked as the 'buy-plan' section, as the page renders it. */
export const GET = contentRoute('buy-plan/home-page', async (request) => {
  const section = await homeSection('buy-plan')
  return section ? jsonWithEtag(request, [section]) : notOnHomePage('buy-plan')
})
