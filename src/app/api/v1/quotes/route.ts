import '@/app/payload'

import { postQuote } from '@/server/quotes/route'

/** POST /api/v1/quotes: see `postQuote` in src/server/quotes/route.ts. Never cached. */
export const dynamic = 'force-dynamic'

export const POST = postQuote
