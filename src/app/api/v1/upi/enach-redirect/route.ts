import '@/app/payload'

import { handleEnachCallback } from '@/server/mandates/callback'

/** Spec 7: the UPI / e-NACH redirect callback of the mandate provider (signed; see src/server/mandates). */
export const dynamic = 'force-dynamic'

export const GET = (request: Request) => handleEnachCallback(request)
export const POST = (request: Request) => handleEnachCallback(request)
