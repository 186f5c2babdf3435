import { postGrievanceStatus } from '@/server/services/routes'

/** POST /api/v1/grievance-status: see `postGrievanceStatus` in src/server/services/routes.ts. Never cached. */
export const dynamic = 'force-dynamic'

export const POST = postGrievanceStatus
