import '@/app/payload'

import { contentRoute, jsonWithEtag } from '@/server/http'
import { homeSection, notOnHomePage } from '@/server/home'

/** GET /api/v1/about-insurance/home-page (spec 7): the home page's block marked as the 'about-insurance' section, as the page renders it. */
export const GET = contentRoute('about-insurance/home-page', async (request) => {
  const section = await homeSection('about-insurance')
  return section ? jsonWithEtag(request, [section]) : notOnHomePage('about-insurance')
})
