import { postWhatsapp } from '@/server/services/routes'

/** POST /api/v1/register-for-whatsapp: see `postWhatsapp` in src/server/services/routes.ts. Never cached. */
export const dynamic = 'force-dynamic'

export const POST = postWhatsapp
