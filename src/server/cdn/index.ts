import { env } from '../env'
import { logger } from '../log'
import type { ICdnPurger } from './types'
import { createVarnishPurger } from './varnish-purger'

export type { ICdnPurger } from './types'

/** The adapter named by CDN_PURGE: none (the default: pages are held 4 s, nothing to purge) or varnish. */
export function cdnPurgerFromEnv(): ICdnPurger | null {
  const config = env()
  if (config.CDN_PURGE === 'varnish') {
    return createVarnishPurger({ url: config.CDN_PURGE_URL!, token: config.CDN_PURGE_TOKEN! })
  }
  return null
}

type TLog = Pick<typeof logger, 'debug' | 'warn'>

/**
 * Purges coalesced: requests in one burst (the same turn of the event loop) send one purge; requests while a
 * purge is under way send one more after it (what they expired may have been cached again in the meantime).
 * A failure is logged, never thrown: an editor's save does not wait for the cache or fail with it.
 */
export function createPurgeQueue(purger: ICdnPurger, log: TLog = logger) {
  let scheduled = false
  let again = false
  let running: Promise<void> | null = null

  const start = () => {
    scheduled = false
    const started = Date.now()
    running = purger
      .purgeAll()
      .then(
        () => log.debug({ cdn: purger.name, ms: Date.now() - started }, 'shared cache purged'),
        (error: unknown) =>
          log.warn(
            { cdn: purger.name, err: error instanceof Error ? error.message : String(error) },
            'shared cache not purged: its pages stay until they expire',
          ),
      )
      .finally(() => {
        running = null
        if (again) {
          again = false
          request()
        }
      })
  }

  function request(): void {
    if (running) again = true
    else if (!scheduled) {
      scheduled = true
      setImmediate(start)
    }
  }

  return {
    request,
    /** Resolves when no purge is waiting or under way (for tests). */
    async idle(): Promise<void> {
      while (scheduled || running) await (running ?? new Promise((resolve) => setImmediate(resolve)))
    },
  }
}

let queue: ReturnType<typeof createPurgeQueue> | null | undefined

/**
 * Bans every page from the shared cache in front of the site, if one is configured: called whenever cache tags
 * are expired (src/server/cache/revalidate.ts) and by the admin's purge (src/server/cache-purge). Returns at once.
 */
export function purgeCdn(): void {
  try {
    if (queue === undefined) {
      const purger = cdnPurgerFromEnv()
      queue = purger ? createPurgeQueue(purger) : null
    }
    queue?.request()
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'shared cache not purged')
  }
}

/**
 * With the shared cache in Redis (src/server/cache/next-handler.ts), the instance that expired tags also purges
 * once every live instance has applied the expiry: a page the shared cache fetched again in between, from an
 * instance that had not, would otherwise be kept a day. The handler calls this with the expiry's number.
 */
const TAGS_EXPIRED = Symbol.for('sahyog.cache.tags-expired')
;(globalThis as Record<symbol, unknown>)[TAGS_EXPIRED] = (
  seq: number,
  cache: { caughtUp(seq: number): Promise<string[]> },
) => {
  void cache.caughtUp(seq).then((behind) => {
    if (behind.length > 0) {
      logger.warn({ behind, seq }, 'shared cache purged before every instance applied the expiry')
    }
    purgeCdn()
  })
}
