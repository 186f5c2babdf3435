import '@/app/payload'

import { postResume } from '@/server/proposals/route'

/** POST /api/v1/proposals/resume: a verified mobile's unfinished proposals (src/server/proposals/route.ts). */
export const dynamic = 'force-dynamic'

export const POST = postResume
