import '@/app/payload'

import { contentRoute, jsonWithEtag } from '@/server/http'
import { homeSection, notOnHomePage } from '@/server/home'

/** GET /api/v1/calculator/home-page (spec 7): the home page's block marked as the 'calculator' section, as the page renders it. */
export const GET = contentRoute('calculator/home-page', async (request) => {
  const section = await homeSection('calculator')
  return section ? jsonWithEtag(request, [section]) : notOnHomePage('calculator')
})
