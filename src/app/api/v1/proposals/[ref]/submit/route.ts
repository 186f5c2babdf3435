import '@/app/payload'

import { postSubmit } from '@/server/proposals/route'

/** POST /api/v1/proposals/{ref}/submit: submits a completed proposal (src/server/proposals/route.ts). */
export const dynamic = 'force-dynamic'

export async function POST(request: Request, context: { params: Promise<{ ref: string }> }) {
  return postSubmit(request, (await context.params).ref)
}
