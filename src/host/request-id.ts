import { randomBytes } from 'node:crypto'
import { isIP } from 'node:net'

import { normaliseAddress, type TTrust } from '@/domain/http/client-address'

/** The header that names a request: read from a trusted proxy, and sent with every answer. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * What an id from a proxy may look like: 8 to 128 letters, digits and `.`, `_`, `:`, `+`, `/`, `=`, `-` (a UUID, a
 * hex string, a base64 token). Anything else is made afresh, so a log line or a header never carries what a
 * proxy passed through unchecked.
 */
const WELL_FORMED = /^[A-Za-z0-9._:+/=-]{8,128}$/

/** A new id: 64 random bits as 16 hex characters. */
export const newRequestId = (): string => randomBytes(8).toString('hex')

/**
 * The id of a request: the X-Request-Id a trusted proxy (TRUSTED_PROXIES) sent, when well formed, so the proxy's
 * logs and ours name the request alike; otherwise, and always for a connection straight from a client, a new one.
 * A client's own X-Request-Id is never believed: it could tie its requests to someone else's in the logs.
 */
export function requestIdOf(
  peer: string | undefined,
  given: string | string[] | undefined,
  trusted: TTrust,
): string {
  if (typeof given !== 'string' || !WELL_FORMED.test(given)) return newRequestId()
  if (!peer || !isIP(peer) || !trusted(normaliseAddress(peer))) return newRequestId()
  return given
}
