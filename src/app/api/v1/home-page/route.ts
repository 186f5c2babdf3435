import '@/app/payload'

import { getPage } from '@/server/content'
import { contentRoute, jsonWithEtag } from '@/server/http'

/**
 * GET /api/v1/home-page (spec 7): the home page's content — its title and the blocks the server renders, from the
 * same cached read — as a list whose first item is the page.
 */
export const GET = contentRoute('home-page', async (request) => {
  const page = await getPage('/')
  if (!page) {
    return Response.json({ status_code: 404, message: 'The home page is not published' }, { status: 404 })
  }
  const { title, path, layout, updatedAt } = page
  return jsonWithEtag(request, [{ title, path, layout, updatedAt }])
})
