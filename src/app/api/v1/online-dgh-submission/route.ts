import '@/app/payload'

import { postDghSubmission } from '@/server/dgh/route'

/** POST /api/v1/online-dgh-submission: see `postDghSubmission` in src/server/dgh/route.ts. */
export const dynamic = 'force-dynamic'

export const POST = postDghSubmission
