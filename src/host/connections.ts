import type { Server } from 'node:http'
import { isIP, type Socket } from 'node:net'

import ipaddr from 'ipaddr.js'

import type { TTrust } from '@/domain/http/client-address'

/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s; a load balancer or cache in front
 * of the site keeps its idle connections to us longer (60 s is common, Varnish's `backend_idle_timeout` is 60 s),
 * so it could send a request on a connection Node was closing at that moment and answer its visitor with an error.
 * The side that keeps connections longer must be the server, so: a little over a minute.
 */
export const KEEP_ALIVE_MS = 65_000

/**
 * How long a request's headers may take to arrive: a browser sends them in one packet, so 20 s is generous on any
 * line. (It counts from the request's first byte: an idle keep-alive connection is not cut by it.)
 */
export const HEADERS_TIMEOUT_MS = 20_000

/**
 * How long a whole request, body included, may take to arrive. Our largest body is a staff member's 10 MB media
 * upload (src/domain/uploads/kinds.ts) with its form around it; on a slow line of 512 kbit/s that is
 * 10.5 × 8 × 1024 / 512 ≈ 168 s. Node's default is 300 s; a visitor's largest body (a 5 MB grievance attachment)
 * takes about half this.
 */
export const REQUEST_TIMEOUT_MS = 180_000

/** How often Node looks for requests past those times (its default, 30 s, would add up to 30 s to each). */
export const TIMEOUT_CHECK_MS = 2_000

/**
 * Open connections one client address may hold at once. A browser opens at most 6 to a host; 128 leaves room for
 * a household or an office behind one address, and stops one address holding thousands of slow requests open.
 * IPv6 clients count by their /64, the block one home or phone is given.
 */
export const CONNECTIONS_PER_CLIENT = 128

/** The options for `createServer`: how often the request timers are checked. */
export const SERVER_OPTIONS = { connectionsCheckingInterval: TIMEOUT_CHECK_MS } as const

/** Keep-alive longer than the proxies in front; a request's headers and body each within their own time. */
export function keepConnections(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = HEADERS_TIMEOUT_MS
  server.requestTimeout = REQUEST_TIMEOUT_MS
  return server
}

/** The key a connection counts under: the address, or an IPv6 address's /64. */
export function clientKey(address: string | undefined): string {
  if (!address || !isIP(address)) return 'unknown'
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return `${(parsed as ipaddr.IPv6).parts.slice(0, 4).join(':')}::/64`
}

const TOO_MANY =
  'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: text/plain\r\nRetry-After: 10\r\n' +
  'Content-Length: 38\r\n\r\nToo many connections from this address'

/**
 * At most `perClient` open connections per client address; a connection over that is answered 429 and closed
 * before any request on it is read. Trusted proxies (a load balancer, Varnish) carry many visitors and are not
 * counted. Returns the live counts, for tests.
 */
export function capConnections(
  server: Server,
  { perClient = CONNECTIONS_PER_CLIENT, trusted }: { perClient?: number; trusted: TTrust },
): Map<string, number> {
  const open = new Map<string, number>()
  // Before Node's own listener, so a refused connection never reaches the request handler.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress
    if (address && isIP(address) && trusted(ipaddr.process(address).toString())) return
    const key = clientKey(address)
    const count = (open.get(key) ?? 0) + 1
    if (count > perClient) {
      socket.end(TOO_MANY)
      socket.destroySoon()
      return
    }
    open.set(key, count)
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    })
  })
  return open
}
