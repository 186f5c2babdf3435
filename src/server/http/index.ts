import 'server-only'

import { holdsEtag } from '@/domain/http/conditional'

import { logger } from '../log'

/**
 * Content answers of /api/v1: fresh from the tag cache on every request (an editor's save shows at once), so
 * browsers and shared caches revalidate each time; the ETag makes that a cheap 304.
 */
export const CONTENT_CACHE = 'public, max-age=0, must-revalidate'

/** Spec 7: calls carry `api-version: v1`. Absent means v1; any other version is refused with a clear 400. */
export function unsupportedVersion(request: Request): Response | null {
  const version = request.headers.get('api-version')
  if (!version || version === 'v1') return null
  return Response.json(
    { status_code: 400, message: `Unsupported api-version '${version.slice(0, 20)}'; this API speaks v1.` },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  )
}

/** A JSON answer with a weak ETag of its body, answering 304 when the client already has it. */
export async function jsonWithEtag(
  request: Request,
  body: unknown,
  cacheControl = CONTENT_CACHE,
): Promise<Response> {
  const text = JSON.stringify(body)
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))
  const etag = `W/"${Buffer.from(digest).toString('base64url')}"`
  const headers = { 'Cache-Control': cacheControl, ETag: etag, 'api-version': 'v1' }
  if (holdsEtag(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers })
  return new Response(text, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}

/** Wraps a route handler: version check first, and an unexpected failure becomes a logged 503, not a stack trace. */
export function contentRoute<A extends unknown[]>(
  name: string,
  handler: (request: Request, ...args: A) => Promise<Response>,
) {
  return async (request: Request, ...args: A): Promise<Response> => {
    const refused = unsupportedVersion(request)
    if (refused) return refused
    try {
      return await handler(request, ...args)
    } catch (error) {
      logger.error(
        { route: name, err: error instanceof Error ? error.message : String(error) },
        'content route failed',
      )
      return Response.json(
        { status_code: 503, message: 'This content is not available right now. Please try again shortly.' },
        { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } },
      )
    }
  }
}
