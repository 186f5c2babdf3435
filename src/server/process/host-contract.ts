/**
 * What the host (src/host/server.ts) tells the application about a request. The host sets the header on every
 * request, after removing any copy the client sent, and marks the process so the application knows the header is
 * the host's own (src/server/http/client-ip.ts).
 */
export const CLIENT_ADDRESS_HEADER = 'x-sahyog-client-address'

/** Set on globalThis by the host before Next loads; absent under `next start` or `next dev`. */
export const HOST_MARK = Symbol.for('sahyog.host')

/**
 * Set on globalThis by the host: a function the application calls whenever it expires cache tags (a publish, a
 * setting, a redirect), so the host's micro-cache of whole pages (./micro-cache.ts) is emptied at once.
 */
export const PAGES_CHANGED = Symbol.for('sahyog.host.pages-changed')

/**
 * Set on globalThis by whichever side asks first (src/server/log/context.ts): the AsyncLocalStorage holding the id
 * of the request being served. The host runs each request inside it; the application's bundles, a module graph of
 * their own in the same process, read the same store, so every log line written for a request names it.
 */
export const REQUEST_CONTEXT = Symbol.for('sahyog.host.request-context')

/**
 * Set on globalThis by whichever side asks first (src/server/health/checks.ts): the readiness checks the application
 * registers and whether the host has begun to drain (SIGTERM), read by /readyz in the application.
 */
export const HEALTH_STATE = Symbol.for('sahyog.host.health')

/**
 * Set on globalThis by whichever side asks first (src/server/background/shutdown.ts): how to stop the application's
 * background work (the CRM worker, the job runner), which the host calls when it drains.
 */
export const BACKGROUND_STOPS = Symbol.for('sahyog.host.background-stops')

/**
 * Set on globalThis by whichever side asks first (src/server/metrics): the Prometheus registry and the site's
 * metrics, one set per process. The host times every request into it; the application counts OTP sends and cache
 * lookups into it and answers /metrics from it.
 */
export const METRICS = Symbol.for('sahyog.host.metrics')
