import '@/app/payload'

import { maintenanceOn } from '@/domain/status/maintenance'
import type { ISiteState } from '@/server/site-state'
import { getSiteSettings } from '@/server/content'
import { internalRoute } from '@/server/http/internal-route'
import { logger } from '@/server/log'

/**
 * The proxy's view of the site (src/server/site-state): read from the tag-cached settings, never cached itself.
 * For the proxy and staff only.
 */
export const GET = internalRoute(async (): Promise<Response> => {
  try {
    const settings = await getSiteSettings()
    // Off from its end time on, whatever the switch still reads (decision 85).
    const state: ISiteState = { maintenance: maintenanceOn(settings) }
    return Response.json(state, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'site state unavailable')
    return Response.json(
      { message: 'Site state unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
})
