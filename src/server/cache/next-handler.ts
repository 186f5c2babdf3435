/**
 * Next's incremental cache handler (next.config.ts `cacheHandler`) when REDIS_URL is set: pages, route answers and
 * data-cache entries (`unstable_cache`) kept in Redis for every instance, with cache tags expired on all of them
 * (shared/shared-cache.ts). Built on its own to .next/host/cache-handler.mjs (scripts/build.mjs): Next imports it
 * by path at start, outside its bundles.
 *
 * Next makes a handler per request, so the state is one SharedCache per process. When another instance expires
 * tags, this instance empties its one-second page cache (the host's) and has the proxy's in-memory copies look
 * again (src/server/cache/changed.ts), as a publish here does. When this instance expires tags, the shared cache
 * in front (Varnish) is purged once every instance has applied the expiry (src/server/cdn).
 */
import { readFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'

import { SharedCache } from './shared/shared-cache'

const PAGES_CHANGED = Symbol.for('sahyog.host.pages-changed')
const CONTENT_CHANGED = Symbol.for('sahyog.content-changed')
/** Set by the CDN purge (src/server/cdn): called with each expiry's sequence number. */
export const TAGS_EXPIRED = Symbol.for('sahyog.cache.tags-expired')
const SHARED = Symbol.for('sahyog.cache.shared')

type TGlobal = typeof globalThis & {
  [PAGES_CHANGED]?: () => void
  [CONTENT_CHANGED]?: Set<() => void>
  [TAGS_EXPIRED]?: (seq: number, cache: SharedCache) => void
  [SHARED]?: SharedCache
}
const global = globalThis as TGlobal

function buildId(): string {
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unbuilt'
  }
}

export const instanceName = () => process.env.INSTANCE_ID || `${hostname()}:${process.pid}`

export function sharedCache(): SharedCache {
  const url = process.env.REDIS_URL
  if (!url) throw new Error('the shared cache needs REDIS_URL')
  global[SHARED] ??= new SharedCache({
    url,
    prefix: process.env.REDIS_PREFIX || 'site:',
    build: buildId(),
    instance: instanceName(),
    onRemoteExpiry: () => {
      global[PAGES_CHANGED]?.()
      for (const listener of global[CONTENT_CHANGED] ?? []) listener()
    },
    log: (message, error) =>
      console.error(
        JSON.stringify({ level: 50, msg: message, err: error instanceof Error ? error.message : error }),
      ),
  })
  return global[SHARED]
}

interface IHandlerContext {
  kind?: string
  tags?: string[]
  softTags?: string[]
  fetchCache?: boolean
  cacheControl?: unknown
}

interface IEntryValue {
  kind?: string
  headers?: Record<string, unknown>
  tags?: string[]
}

const CACHE_TAGS_HEADER = 'x-next-cache-tags'

/** The tags an entry is stored under: a data entry's own, a page's or route's from its header. */
function tagsOf(value: IEntryValue | null, ctx: IHandlerContext): string[] {
  const header = value?.headers?.[CACHE_TAGS_HEADER]
  return [
    ...(ctx.tags ?? []),
    ...(value?.tags ?? []),
    ...(typeof header === 'string' && header ? header.split(',') : []),
  ]
}

export default class SharedCacheHandler {
  private readonly cache = sharedCache()

  async get(key: string, ctx: IHandlerContext = {}) {
    const entry = await this.cache.get(key, [...(ctx.tags ?? []), ...(ctx.softTags ?? [])])
    if (!entry) return null
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl }
  }

  async set(key: string, data: IEntryValue | null, ctx: IHandlerContext = {}) {
    if (!data) return
    await this.cache.set(key, data, ctx.cacheControl, tagsOf(data, ctx))
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }) {
    const list = typeof tags === 'string' ? [tags] : tags
    const seq = await this.cache.expireTags(list, durations?.expire ?? 0)
    if (seq !== null) global[TAGS_EXPIRED]?.(seq, this.cache)
  }

  resetRequestCache() {}
}
