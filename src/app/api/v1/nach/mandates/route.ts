import '@/app/payload'

import { handleMandateList } from '@/server/mandates/deactivation'

/** GET /api/v1/nach/mandates: the verified policy's active mandates (for de-activation). */
export const dynamic = 'force-dynamic'

export const GET = (request: Request) => handleMandateList(request)
