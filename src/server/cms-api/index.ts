import 'server-only'

import { boundedCmsRequest } from './bodies'
import { limitLogins } from './login-limits'
import { limitPasswordResets } from './password-reset'
import { deletePreference } from './preferences'
import { refusedCmsRequest } from './requests'

export { JSON_MAX_BYTES, UPLOAD_MAX_BYTES } from './bodies'
export { LOGIN_LIMITS, LOGIN_REFUSED } from './login-limits'
export { MAX_PAGE_SIZE, PAGE_SIZE_REFUSED, RESET_LIMITS, RESET_REFUSED } from './answers'

/** Payload answers an address no endpoint has with 501 "Cannot GET …": it is a 404. */
async function notImplementedIsNotFound(answer: Promise<Response>): Promise<Response> {
  const response = await answer
  if (response.status !== 501) return response
  return Response.json(
    { errors: [{ message: 'Not Found' }] },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  )
}

/**
 * What stands in front of Payload's REST API (`/cms/api`) for reads and deletes: a malformed document id is a 404
 * and an anonymous list is at most a page (requests.ts); a staff member's preference is deleted here
 * (preferences.ts); an address no endpoint has is a 404.
 */
export function guardCmsRead<A extends unknown[]>(
  handler: (request: Request, ...args: A) => Promise<Response>,
) {
  return async (request: Request, ...args: A): Promise<Response> =>
    (await refusedCmsRequest(request)) ??
    (await deletePreference(request)) ??
    notImplementedIsNotFound(handler(request, ...args))
}

/**
 * What stands in front of Payload's REST API (`/cms/api`) for writes: a malformed document id (requests.ts), bounded
 * bodies (bodies.ts), then the staff login limits (login-limits.ts) and password-reset limits (password-reset.ts).
 */
export function guardCmsWrite<A extends unknown[]>(
  handler: (request: Request, ...args: A) => Promise<Response>,
) {
  const limited = limitLogins(limitPasswordResets(handler))
  return async (request: Request, ...args: A): Promise<Response> => {
    const refused = await refusedCmsRequest(request)
    if (refused) return refused
    const bounded = await boundedCmsRequest(request)
    if (bounded instanceof Response) return bounded
    return notImplementedIsNotFound(limited(bounded, ...args))
  }
}
