import '@/app/payload'

import { postPay } from '@/server/proposals/route'

/** POST /api/v1/proposals/{ref}/pay: the first premium, through the payment gateway (src/server/proposals). */
export const dynamic = 'force-dynamic'

export async function POST(request: Request, context: { params: Promise<{ ref: string }> }) {
  return postPay(request, (await context.params).ref)
}
