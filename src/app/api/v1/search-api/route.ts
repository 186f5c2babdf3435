import '@/app/payload'

import { branchOptions } from '@/domain/branches'
import { toSearchResponse } from '@/domain/contract/search'
import { SEARCH, searchPage } from '@/domain/search'
import { parseSearchQuery } from '@/domain/search/query'
import { getBranches, getSearchEntries } from '@/server/content'
import { contentRoute, jsonWithEtag } from '@/server/http'
import { searchEngine } from '@/server/search'

/**
 * GET /api/v1/search-api?search={text}&page=0 (spec 2.3, 5, 7): matching plans, withdrawn plans and blog posts, and
 * the places with branches. Answered from the tagged index cache, which the CMS hooks expire on publish. With them,
 * the site search's ranked results over every page (decision 82).
 */
export const GET = contentRoute('search-api', async (request) => {
  const parsed = parseSearchQuery(new URL(request.url).searchParams)
  if (!parsed.ok) {
    return Response.json(
      { status_code: 400, message: parsed.message },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const { search, page } = parsed.query
  const [entries, branches, engine] = await Promise.all([
    getSearchEntries(),
    page === 0 ? getBranches() : [],
    searchEngine(),
  ])
  const result = searchPage(entries, search, page)
  return jsonWithEtag(
    request,
    toSearchResponse(search, result, SEARCH.pageSize, branchOptions(branches, search, SEARCH.branchLimit), {
      outcome: engine.search(search),
    }),
  )
})
