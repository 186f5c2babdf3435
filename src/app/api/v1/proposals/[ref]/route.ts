import '@/app/payload'

import { getProposal } from '@/server/proposals/route'

/** GET /api/v1/proposals/{ref}: a proposal for its verified mobile (src/server/proposals/route.ts). */
export const dynamic = 'force-dynamic'

export async function GET(request: Request, context: { params: Promise<{ ref: string }> }) {
  return getProposal(request, (await context.params).ref)
}
