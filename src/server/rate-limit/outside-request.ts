import { AsyncResource } from 'node:async_hooks'

/**
 * Runs `work` in an async context made outside any request, and answers what it answers.
 *
 * rate-limiter-flexible's in-process store sets a timer per key to forget the key when its window ends, up to an
 * hour later. A timer keeps the async context it was made in, and inside a request that context is Next's
 * request store: the request, its response, its compression stream and all they hold. Counted there, every
 * limited request stayed in memory for its key's window; a heap snapshot after three rounds of the bench's OTP
 * load held 4,861 responses, kept by limiters' timers. Counted in here, the timer keeps nothing of the request.
 * The in-process limiters (`memory-limiter.ts`) make every write through it.
 *
 * The context is made once a process: by the host as it starts (`src/host/server.ts`), before any request, or
 * else by the first caller.
 */
const holder = globalThis as typeof globalThis & { __sahyogOutsideRequest?: AsyncResource }

export function outsideRequest<T>(work: () => T): T {
  holder.__sahyogOutsideRequest ??= new AsyncResource('sahyog.outside-request')
  return holder.__sahyogOutsideRequest.runInAsyncScope(work)
}
