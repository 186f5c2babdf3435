import '@/app/payload'

import { postUnclaimed } from '@/server/services/route'

/** POST /api/v1/unclaimed-amounts: see `postUnclaimed` in src/server/services/route.ts. Never cached. */
export const dynamic = 'force-dynamic'

export const POST = postUnclaimed
