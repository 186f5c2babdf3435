import { postEkycRevocation } from '@/server/services/routes'

/** POST /api/v1/aadhaar-ekyc-consent-revoking: see `postEkycRevocation` in src/server/services/routes.ts. */
export const dynamic = 'force-dynamic'

export const POST = postEkycRevocation
