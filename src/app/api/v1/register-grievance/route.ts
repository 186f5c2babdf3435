import { postGrievance } from '@/server/services/routes'

/** POST /api/v1/register-grievance: see `postGrievance` in src/server/services/routes.ts. Never cached. */
export const dynamic = 'force-dynamic'

export const POST = postGrievance
