import 'server-only'

import { unsupportedVersion } from '../http'
import { logger } from '../log'

/** Spec 8: what a service page says when its data cannot be read. */
export const UNABLE_TO_FETCH = 'We are unable to fetch the details'

export const noStoreJson = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** A service data route: the api-version check, and a failed read answered 503 with the spec's message. */
export function serviceDataRoute(name: string, handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const refused = unsupportedVersion(request)
    if (refused) return refused
    try {
      return await handler(request)
    } catch (error) {
      logger.error(
        { route: name, err: error instanceof Error ? error.message : String(error) },
        'read failed',
      )
      return Response.json(
        { status_code: 503, message: UNABLE_TO_FETCH },
        { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } },
      )
    }
  }
}
