import 'server-only'

import { payloadClient } from '../content/payload'
import { internalRoute } from '../http/internal-route'
import { logger } from '../log'
import { siteMetrics } from '.'
import { collectDatabaseMetrics } from './database'
import { hasMetricsToken } from './token'

/** How long a scrape waits for the database's figures before answering without them. */
const DATABASE_WAIT_MS = 2000

async function answer(): Promise<Response> {
  const metrics = siteMetrics()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([
      (async () => collectDatabaseMetrics(await payloadClient(), metrics))(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${DATABASE_WAIT_MS} ms`)),
          DATABASE_WAIT_MS,
        )
      }),
    ])
  } catch (error) {
    // Figures that could not be read now are left out rather than shown stale.
    for (const gauge of [metrics.crmOutboxOldestAge, metrics.crmOutboxLeads, metrics.jobsOldestDueAge])
      gauge.reset()
    logger.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'metrics: database figures not read',
    )
  } finally {
    clearTimeout(timer)
  }
  return new Response(await metrics.registry.metrics(), {
    headers: {
      'content-type': metrics.registry.contentType,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  })
}

const forStaff = internalRoute(answer)

/**
 * GET /metrics, Prometheus's text format: for the scraper with METRICS_TOKEN as a bearer token, the site itself
 * (its internal token) and signed-in staff. Anyone else gets a 404, as for an address that does not exist.
 */
export async function getMetrics(request: Request): Promise<Response> {
  return hasMetricsToken(request) ? answer() : forStaff(request)
}
