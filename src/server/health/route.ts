import 'server-only'

import { fromLoopback } from '../http/client-ip'
import { isInternalCall } from '../http/internal'
import { instanceId } from '../log'
import { readiness } from './checks'
import { registerSiteChecks } from './site-checks'

registerSiteChecks()

/**
 * GET /readyz: 200 when this instance should get visitors, 503 when a check failed or the instance is draining.
 * The public (a load balancer reads the status code) gets the status alone; this machine and the site's own
 * internal calls also get which check failed, how long each took, and the instance's name.
 */
export async function getReadiness(request: Request): Promise<Response> {
  const { status, checks } = await readiness()
  const detailed = fromLoopback(request) || isInternalCall(request)
  return Response.json(detailed ? { status, instance: instanceId(), checks } : { status }, {
    status: status === 'ok' ? 200 : 503,
    headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  })
}
