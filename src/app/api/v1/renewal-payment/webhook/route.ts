import '@/app/payload'

import { handlePaymentWebhook } from '@/server/payments/callback'

/** The payment gateway's webhook (X-Razorpay-Signature; see src/server/payments/callback.ts). */
export const dynamic = 'force-dynamic'

export const POST = (request: Request) => handlePaymentWebhook(request)
