import '@/app/payload'

import { postConsent } from '@/server/consent'

/** POST /api/v1/consent: see `postConsent` in src/server/consent. Never cached. */
export const dynamic = 'force-dynamic'

export const POST = postConsent
