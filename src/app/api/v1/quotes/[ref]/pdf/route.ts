import '@/app/payload'

import { getQuotePdf } from '@/server/quotes/route'

/** GET /api/v1/quotes/{ref}/pdf: a saved quote as a PDF (src/server/quotes/route.ts). Never cached. */
export const dynamic = 'force-dynamic'

export async function GET(request: Request, context: { params: Promise<{ ref: string }> }) {
  return getQuotePdf(request, (await context.params).ref)
}
