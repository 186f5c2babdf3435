import '@/app/payload'

import { postStep } from '@/server/proposals/route'

/** POST /api/v1/proposals/{ref}/steps/{step}: saves one step (src/server/proposals/route.ts). */
export const dynamic = 'force-dynamic'

export async function POST(request: Request, context: { params: Promise<{ ref: string; step: string }> }) {
  const { ref, step } = await context.params
  return postStep(request, ref, step)
}
