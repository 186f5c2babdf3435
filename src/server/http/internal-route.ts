import 'server-only'

import { payloadClient } from '../content/payload'
import { isInternalCall } from './internal'

/**
 * Wraps an `/api/internal/*` handler: the site's own proxy (its token) or a signed-in staff user may read it;
 * anyone else gets a 404, as for an address that does not exist (nothing tells them there is something to guess).
 */
export function internalRoute(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    if (!isInternalCall(request)) {
      const { user } = await (await payloadClient()).auth({ headers: request.headers })
      if (!user)
        return Response.json(
          { message: 'Not found' },
          { status: 404, headers: { 'Cache-Control': 'no-store' } },
        )
    }
    return handler(request)
  }
}
