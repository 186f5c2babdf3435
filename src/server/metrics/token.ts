import { createHash, timingSafeEqual } from 'node:crypto'

import { env } from '../env'

/**
 * Whether a request carries `Authorization: Bearer <METRICS_TOKEN>`, the Prometheus scraper's credential (compared
 * in constant time). Without METRICS_TOKEN nothing matches.
 */
export function hasMetricsToken(request: { headers: Headers }, token = env().METRICS_TOKEN): boolean {
  if (!token) return false
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(request.headers.get('authorization') ?? ''), digest(`Bearer ${token}`))
}
