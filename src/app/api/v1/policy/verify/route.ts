import '@/app/payload'

import { handlePolicyVerify } from '@/server/policies/verify'

/** POST /api/v1/policy/verify: policy lookup → OTP to the registered mobile → policy access (see verify.ts). */
export const dynamic = 'force-dynamic'

export const POST = (request: Request) => handlePolicyVerify(request)
