import '@/app/payload'

import { handleMandateDeactivation } from '@/server/mandates/deactivation'

/** POST /api/v1/nach/deactivation: stop one of the verified policy's mandates. */
export const dynamic = 'force-dynamic'

export const POST = (request: Request) => handleMandateDeactivation(request)
