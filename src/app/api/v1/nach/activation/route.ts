import '@/app/payload'

import { handleMandateActivation } from '@/server/mandates/activation'

/** POST /api/v1/nach/activation: an e-NACH or UPI autopay mandate for the verified policy. */
export const dynamic = 'force-dynamic'

export const POST = (request: Request) => handleMandateActivation(request)
