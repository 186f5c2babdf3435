import '@/app/payload'

import { getPlace } from '@/server/proposals/route'

/** GET /api/v1/proposals/place?pincode=…: a PIN code's city and state from the branches. */
export const dynamic = 'force-dynamic'

export const GET = getPlace
