import '@/app/payload'

import { getReadiness } from '@/server/health/route'

// Asked every few seconds by the load balancer: never prerendered, never kept.
export const dynamic = 'force-dynamic'

export const GET = getReadiness
