import '@/app/payload'

import { postGrievanceStatus } from '@/server/services/route'

/** POST /api/v1/grievance-status: see `postGrievanceStatus` in src/server/services/route.ts. Never cached. */
export const dynamic = 'force-dynamic'

export const POST = postGrievanceStatus
