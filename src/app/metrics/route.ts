import '@/app/payload'

import { getMetrics } from '@/server/metrics/route'

// Read by Prometheus every few seconds: never prerendered, never kept.
export const dynamic = 'force-dynamic'

export const GET = getMetrics
