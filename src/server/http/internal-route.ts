import 'server-only'

import { isInternalCall } from './internal'
import { ANY_STAFF, requireStaff } from './staff'

const notFound = () =>
  Response.json({ message: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * Wraps an `/api/internal/*` handler: the site's own proxy (its token) or a signed-in staff user may read it;
 * anyone else gets a 404, as for an address that does not exist (nothing tells them there is something to guess).
 */
export function internalRoute(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    if (!isInternalCall(request)) {
      const staff = await requireStaff(request, ANY_STAFF, notFound)
      if (staff instanceof Response) return staff
    }
    return handler(request)
  }
}
