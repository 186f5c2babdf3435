import '@/app/payload'

import { handleServices } from '@/server/otp/route'

/** POST /api/v1/{provider}/services (spec 7): the OTP calls and form tokens. Never cached. */
export const dynamic = 'force-dynamic'

export async function POST(request: Request, context: { params: Promise<{ provider: string }> }) {
  const { provider } = await context.params
  return handleServices(request, provider)
}
