import '@/app/payload'

import { postWhatsapp } from '@/server/services/route'

/** POST /api/v1/register-for-whatsapp: see `postWhatsapp` in src/server/services/route.ts. Never cached. */
export const dynamic = 'force-dynamic'

export const POST = postWhatsapp
