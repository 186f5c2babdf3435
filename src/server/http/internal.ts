import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../env'

/**
 * The proxy reads the site's state and redirect table from `/api/internal/*` on its own server. Those answers are
 * for the site itself (and staff): the proxy proves it is the site with a token derived from the session secret,
 * the same on every instance, so no setting is needed and nothing guessable is accepted.
 */
export const INTERNAL_TOKEN_HEADER = 'x-sahyog-internal'

let token: string | undefined

export function internalToken(): string {
  token ??= createHmac('sha256', payloadSecret()).update('internal-api').digest('base64url')
  return token
}

/** Whether the request carries the site's own internal token (compared in constant time). */
export function isInternalCall(request: { headers: Headers }): boolean {
  const given = Buffer.from(request.headers.get(INTERNAL_TOKEN_HEADER) ?? '')
  const expected = Buffer.from(internalToken())
  return given.length === expected.length && timingSafeEqual(given, expected)
}
