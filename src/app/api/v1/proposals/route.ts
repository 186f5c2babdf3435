import '@/app/payload'

import { postProposal } from '@/server/proposals/route'

/** POST /api/v1/proposals: starts a proposal from a saved quote (src/server/proposals/route.ts). Never cached. */
export const dynamic = 'force-dynamic'

export const POST = postProposal
