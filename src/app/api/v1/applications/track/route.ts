import '@/app/payload'

import { postTrack } from '@/server/proposals/track'

/** POST /api/v1/applications/track: a paid application's status for its own mobile (src/server/proposals/track.ts). */
export const dynamic = 'force-dynamic'

export const POST = postTrack
