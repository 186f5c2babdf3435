import '@/app/payload'

import { fundNavCsv, fundNavCsvFilename } from '@/domain/nav-history'
import { noStoreJson, serviceDataRoute } from '@/server/nav-history/route'
import { fundNavView } from '@/server/nav-history'

export const dynamic = 'force-dynamic'

/**
 * GET /api/v1/nav-history/csv?fund={SFIN}&from=&to=: the chosen period's NAVs as a CSV download (oldest first), the
 * same choice rules as the page; a bad choice answers 400 in JSON.
 */
export const GET = serviceDataRoute('nav-history-csv', async (request) => {
  const params = new URL(request.url).searchParams
  const view = await fundNavView({ fund: params.get('fund'), from: params.get('from'), to: params.get('to') })
  if (!view.ok) return noStoreJson({ status_code: 400, message: view.message, errors: view.errors }, 400)
  return new Response(`\uFEFF${fundNavCsv(view.fund, view.points)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fundNavCsvFilename(view.query)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})
