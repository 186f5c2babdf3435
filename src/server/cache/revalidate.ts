import { AsyncLocalStorage } from 'node:async_hooks'

import { revalidateTag } from 'next/cache'

import { PAGES_CHANGED } from '@/server/process/host-contract'

import { contentChanged } from './changed'
import { purgeCdn } from '../cdn'
import { logger } from '../log'

/** The tags expired during one CMS write request, expired again once its database transaction has committed. */
const expiredInRequest = new AsyncLocalStorage<Set<string>>()

/**
 * Expires cache tags at once: an editor's save must show on the next request, not the one after it
 * (the default 'max' profile would serve one stale response first).
 *
 * CMS hooks run inside the write's transaction, before it commits: a visitor's request in that moment would read
 * the old row and cache it again. So inside a request wrapped by `expireAgainAfterCommit` the same tags are
 * expired a second time when the write has committed.
 *
 * A shared cache in front of the site (src/server/cdn) is purged once per burst: in such a request after the
 * commit only (a purge before it would let the cache fetch the old page again), elsewhere at once.
 */
export function expireTags(...tags: string[]): void {
  expire(tags)
  const pending = expiredInRequest.getStore()
  if (!pending) return purgeCdn()
  for (const tag of tags) pending.add(tag)
}

/** Wraps a CMS write handler (Payload's REST routes): tags its hooks expired are expired again after it answered. */
export function expireAgainAfterCommit<TArgs extends unknown[]>(
  handler: (...args: TArgs) => Promise<Response>,
): (...args: TArgs) => Promise<Response> {
  return (...args) =>
    expiredInRequest.run(new Set(), async () => {
      const response = await handler(...args)
      const tags = expiredInRequest.getStore()
      if (tags?.size) {
        expire([...tags])
        purgeCdn()
      }
      return response
    })
}

function expire(tags: readonly string[]) {
  // The host's one-second cache of whole pages (src/host/micro-cache.ts) is emptied with them.
  ;(globalThis as Record<symbol, (() => void) | undefined>)[PAGES_CHANGED]?.()
  contentChanged()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next request (seed script, migrations) there is no cache to expire.
      logger.debug({ tag, err: (error as Error).message }, 'tag not revalidated outside Next')
    }
  }
}
