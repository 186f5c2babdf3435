import { postMeetAdvisor } from '@/server/services/routes'

/** POST /api/v1/meet-advisor: see `postMeetAdvisor` in src/server/services/routes.ts. Never cached. */
export const dynamic = 'force-dynamic'

export const POST = postMeetAdvisor
