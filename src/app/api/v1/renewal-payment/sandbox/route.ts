import '@/app/payload'

import { handleSandboxAttempt } from '@/server/payments/sandbox'

/** The local sandbox checkout's pay / fail buttons (PAYMENT_GATEWAY=local only). */
export const dynamic = 'force-dynamic'

export const POST = (request: Request) => handleSandboxAttempt(request)
