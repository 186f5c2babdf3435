import '@/app/payload'

import { contentRoute, jsonWithEtag } from '@/server/http'
import { homeClaimsPaid, notOnHomePage } from '@/server/home'

/** GET /api/v1/claims-paid-percentage/home-page (spec 7): the claims-paid figure the home page shows. */
export const GET = contentRoute('claims-paid-percentage/home-page', async (request) => {
  const claims = await homeClaimsPaid()
  return claims ? jsonWithEtag(request, [claims]) : notOnHomePage('claims-paid-percentage')
})
