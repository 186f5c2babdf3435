import { postUnclaimed } from '@/server/services/routes'

/** POST /api/v1/unclaimed-amounts: see `postUnclaimed` in src/server/services/routes.ts. Never cached. */
export const dynamic = 'force-dynamic'

export const POST = postUnclaimed
