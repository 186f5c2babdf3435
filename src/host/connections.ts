import type { Server } from 'node:http'

/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s; a load balancer or cache in front
 * of the site keeps its idle connections to us longer (60 s is common, Varnish's `backend_idle_timeout` is 60 s),
 * so it could send a request on a connection Node was closing at that moment and answer its visitor with an error.
 * The side that keeps connections longer must be the server, so: a little over a minute.
 */
export const KEEP_ALIVE_MS = 65_000

/** Keep-alive longer than the proxies in front; a request's headers may take as long, and no longer. */
export function keepConnections(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS
  // Must exceed the keep-alive time, or a request arriving on a connection just before it closes is cut off.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
  return server
}
