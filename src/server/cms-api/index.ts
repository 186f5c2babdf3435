import 'server-only'

import { boundedCmsRequest } from './bodies'
import { limitLogins } from './login-limits'

export { JSON_MAX_BYTES, UPLOAD_MAX_BYTES } from './bodies'
export { LOGIN_LIMITS, LOGIN_REFUSED } from './login-limits'

/**
 * What stands in front of Payload's REST API (`/cms/api`) for writes: bounded bodies (bodies.ts), then the staff
 * login limits (login-limits.ts).
 */
export function guardCmsWrite<A extends unknown[]>(
  handler: (request: Request, ...args: A) => Promise<Response>,
) {
  const limited = limitLogins(handler)
  return async (request: Request, ...args: A): Promise<Response> => {
    const bounded = await boundedCmsRequest(request)
    if (bounded instanceof Response) return bounded
    return limited(bounded, ...args)
  }
}
