import '@/app/payload'

import { handlePaymentCallback } from '@/server/payments/callback'

/** The browser's return from the payment gateway's checkout (signed; see src/server/payments/callback.ts). */
export const dynamic = 'force-dynamic'

export const GET = (request: Request) => handlePaymentCallback(request)
export const POST = (request: Request) => handlePaymentCallback(request)
