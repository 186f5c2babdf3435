import { isIP } from 'node:net'

import { CLIENT_ADDRESS_HEADER, HOST_MARK } from '@/server/process/host-contract'

/**
 * The visitor's address, for per-address limits, lockouts and the loopback-only development routes. Route handlers
 * do not see the socket, so the host (`src/host/server.ts`) works the address out from the socket's peer and the
 * trusted proxies (`TRUSTED_PROXIES`), writes it into a header and drops any copy the client sent. The header is
 * believed only when that host is the one serving this process; under any other server it could be forged, so every
 * visitor is then 'unknown' and shares one budget (the strictest reading, never a bypass).
 */
export function clientAddress(request: { headers: Headers }): string {
  if (!(globalThis as Record<symbol, unknown>)[HOST_MARK]) return 'unknown'
  const value = request.headers.get(CLIENT_ADDRESS_HEADER)
  return value && isIP(value) ? value : 'unknown'
}

/** True for 127.0.0.0/8 and ::1 (and their IPv4-mapped IPv6 forms). */
export function isLoopback(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'))
}

/** The request comes from this machine (a developer, the test suite): the client address is loopback. */
export const fromLoopback = (request: { headers: Headers }) => isLoopback(clientAddress(request))
