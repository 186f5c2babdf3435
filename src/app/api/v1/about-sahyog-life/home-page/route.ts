import '@/app/payload'

import { contentRoute, jsonWithEtag } from '@/server/http'
import { homeSection, notOnHomePage } from '@/server/home'

/** GET /api/v1/about-sahyog-life/home-page (spec 7): the home page's block marked as the 'about-sahyog-life' section, as the page renders it. */
export const GET = contentRoute('about-sahyog-life/home-page', async (request) => {
  const section = await homeSection('about-sahyog-life')
  return section ? jsonWithEtag(request, [section]) : notOnHomePage('about-sahyog-life')
})
