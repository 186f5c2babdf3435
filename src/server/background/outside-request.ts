import { AsyncResource } from 'node:async_hooks'

import { processSingleton } from '../process/singleton'

/**
 * Runs `work` in an async context made outside any request, and answers what it answers.
 *
 * A timer, and every callback chained from it, keeps the async context it was made in. Inside a request that is
 * Next's request store: the request, its response, its compression stream and all they hold, for as long as the
 * timer lives, and code run from the timer sees that finished request as its own. Work that outlives the request
 * that started it is started in here instead:
 * - the in-process limiters' writes (`rate-limit/memory-limiter.ts`): a key's timer forgets it when its window
 *   ends, up to an hour later. Counted inside requests, a heap snapshot after three rounds of the bench's OTP load
 *   held 4,861 responses, kept by those timers;
 * - the CRM worker's timer and drains (`crm/index.ts`) and the job runner's timer (`jobs/index.ts`), started when
 *   Payload first starts, which is inside the first request that needs it.
 *
 * The context is made once a process: by the host as it starts (`src/host/server.ts`), before any request, or
 * else by the first caller.
 */
export function outsideRequest<T>(work: () => T): T {
  return processSingleton(
    'outside-request',
    () => new AsyncResource('sahyog.outside-request'),
  ).runInAsyncScope(work)
}
