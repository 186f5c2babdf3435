import '@/app/payload'

import { postGrievance } from '@/server/services/route'

/** POST /api/v1/register-grievance: see `postGrievance` in src/server/services/route.ts. Never cached. */
export const dynamic = 'force-dynamic'

export const POST = postGrievance
