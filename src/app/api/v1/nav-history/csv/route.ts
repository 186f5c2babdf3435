import { navCsv, navCsvFilename } from '@/domain/nav-history'
import { noStoreJson, serviceDataRoute } from '@/server/nav-history/route'
import { navView } from '@/server/nav-history'

export const dynamic = 'force-dynamic'

/**
 * GET /api/v1/nav-history/csv?fund={SFIN}&from=&to=: the chosen period's NAVs as a CSV download (oldest first), the
 * same choice rules as the page; a bad choice answers 400 in JSON.
 */
export const GET = serviceDataRoute('nav-history-csv', async (request) => {
  const params = new URL(request.url).searchParams
  const view = await navView({ fund: params.get('fund'), from: params.get('from'), to: params.get('to') })
  if (!view.ok) return noStoreJson({ status_code: 400, message: view.message, errors: view.errors }, 400)
  return new Response(`\uFEFF${navCsv(view.fund, view.points)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${navCsvFilename(view.query)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})
