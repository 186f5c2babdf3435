import '@/app/payload'

import { handlePolicySummary } from '@/server/policies/verify'

/** GET /api/v1/policy/summary?purpose=…: the verified policy's summary (policy access cookie required). */
export const dynamic = 'force-dynamic'

export const GET = (request: Request) => handlePolicySummary(request)
