import '@/app/payload'

import { handleRenewalDue, handleRenewalStart } from '@/server/payments/renewal'

/** Renewal payment: the verified policy's due premium (GET) and paying it (POST); see src/server/payments. */
export const dynamic = 'force-dynamic'

export const GET = (request: Request) => handleRenewalDue(request)
export const POST = (request: Request) => handleRenewalStart(request)
