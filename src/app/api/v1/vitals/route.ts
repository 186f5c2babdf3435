import '@/app/payload'

import { postVitals } from '@/server/vitals'

/** POST /api/v1/vitals: see `postVitals` in src/server/vitals. Never cached. */
export const dynamic = 'force-dynamic'

export const POST = postVitals
