import '@/app/payload'

import { postMeetAdvisor } from '@/server/services/route'

/** POST /api/v1/meet-advisor: see `postMeetAdvisor` in src/server/services/route.ts. Never cached. */
export const dynamic = 'force-dynamic'

export const POST = postMeetAdvisor
