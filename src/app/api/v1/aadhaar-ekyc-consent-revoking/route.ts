import '@/app/payload'

import { postEkycRevocation } from '@/server/services/route'

/** POST /api/v1/aadhaar-ekyc-consent-revoking: see `postEkycRevocation` in src/server/services/route.ts. */
export const dynamic = 'force-dynamic'

export const POST = postEkycRevocation
