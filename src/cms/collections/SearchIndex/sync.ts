import type { Payload, PayloadRequest } from 'payload'

import type { TSearchEntry } from '@/domain/search'
import { expireTags } from '@/server/cache/revalidate'
import { TAGS } from '@/server/cache/tags'

import { SKIP_REVALIDATE } from '../../hooks/revalidate'

/** The key of a source document in the index: `pages:12`. */
export const sourceKey = (collection: string, id: number | string) => `${collection}:${id}`

type Ctx = { payload: Payload; req?: PayloadRequest }

function expire(req: PayloadRequest | undefined) {
  if (!req?.context[SKIP_REVALIDATE]) expireTags(TAGS.search)
}

/**
 * Writes the index entry of one source document, or removes it when `entry` is null (not searchable, not
 * published, deleted). Any collection that feeds the search calls this from its hooks; inside a hook pass `req`, so
 * the entry is written in the same transaction as the document.
 */
export async function syncSearchEntry(
  { payload, req }: Ctx,
  source: string,
  entry: TSearchEntry | null,
): Promise<void> {
  const { docs } = await payload.find({
    collection: 'search-index',
    where: { source: { equals: source } },
    limit: 1,
    depth: 0,
    pagination: false,
    req,
  })
  const existing = docs[0]
  if (!entry) {
    if (existing) await payload.delete({ collection: 'search-index', id: existing.id, req })
  } else if (!existing) {
    await payload.create({ collection: 'search-index', data: { ...entry, source }, req })
  } else if (
    (Object.keys(entry) as (keyof TSearchEntry)[]).some((key) => (existing[key] ?? null) !== entry[key])
  ) {
    await payload.update({ collection: 'search-index', id: existing.id, data: entry, req })
  } else {
    return
  }
  expire(req)
}

/** Removes every entry of a collection whose source is not in `keep`: the cleanup of a full rebuild. */
export async function pruneSearchEntries(
  { payload, req }: Ctx,
  collection: string,
  keep: Set<string>,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'search-index',
    depth: 0,
    pagination: false,
    req,
  })
  const stale = docs.filter((doc) => doc.source.startsWith(`${collection}:`) && !keep.has(doc.source))
  for (const doc of stale) await payload.delete({ collection: 'search-index', id: doc.id, req })
  if (stale.length > 0) expire(req)
  return stale.length
}
