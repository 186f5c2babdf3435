import { revalidateTag } from 'next/cache'

import { logger } from '../log'

/**
 * Expires cache tags at once: an editor's save must show on the next request, not the one after it
 * (the default 'max' profile would serve one stale response first).
 */
export function expireTags(...tags: string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next request (seed script, migrations) there is no cache to expire.
      logger.debug({ tag, err: (error as Error).message }, 'tag not revalidated outside Next')
    }
  }
}
