import '@/app/payload'

import { getProposalPdf } from '@/server/proposals/route'

/** GET /api/v1/proposals/{ref}/pdf: a paid proposal as submitted, as a PDF (src/server/proposals). */
export const dynamic = 'force-dynamic'

export async function GET(request: Request, context: { params: Promise<{ ref: string }> }) {
  return getProposalPdf(request, (await context.params).ref)
}
