import '@/app/payload'

import { contentRoute, jsonWithEtag } from '@/server/http'
import { homeStrip, notOnHomePage } from '@/server/home'

/**
 * GET /api/v1/testimonials/home-page (spec 7): the home page's testimonials list (heading, link) with the items it shows, from the
 * same cached reads as the page.
 */
export const GET = contentRoute('testimonials/home-page', async (request) => {
  const strip = await homeStrip('testimonials')
  return strip ? jsonWithEtag(request, [strip]) : notOnHomePage('testimonials')
})
