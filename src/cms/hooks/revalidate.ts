import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { expireTags } from '@/server/cache/revalidate'

/** The seed and scripts set this in `context` to skip revalidation outside a running site. */
export const SKIP_REVALIDATE = 'skipRevalidate'

export const revalidateGlobal =
  (...tags: string[]): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    if (!req.context[SKIP_REVALIDATE]) expireTags(...tags)
    return doc
  }

/**
 * A draft saved beside the live document: the admin's "Save draft" and its autosave (`?draft=true`) on a collection
 * with drafts. Payload then writes a new version only and leaves the record visitors read as it was (its own test:
 * drafts on, the draft argument, a status other than published), so nothing they see changed: no tag to expire
 * and, above all, no ban of the shared cache each second while an editor types. Previews never come from a cache.
 * A publish, an unpublish (sent without `draft`) and a scheduled run are not draft saves.
 */
export function isDraftOnlySave({
  collection,
  doc,
  query,
}: {
  collection: { versions?: unknown } | undefined
  doc: object
  query: Record<string, unknown> | undefined
}): boolean {
  const versions = collection?.versions
  const drafts =
    typeof versions === 'object' && versions !== null && 'drafts' in versions && !!versions.drafts
  const draft = query?.draft
  const status = (doc as { _status?: unknown })._status
  return drafts && (draft === 'true' || draft === true) && status !== 'published'
}

export const revalidateCollection =
  <T extends object>(
    tagsFor: (doc: T, previousDoc?: T) => string[],
  ): CollectionAfterChangeHook<T & { id: number | string }> =>
  ({ collection, doc, previousDoc, req }) => {
    if (req.context[SKIP_REVALIDATE] || isDraftOnlySave({ collection, doc, query: req.query })) return doc
    expireTags(...tagsFor(doc, previousDoc))
    return doc
  }

export const revalidateCollectionDelete =
  <T extends object>(tagsFor: (doc: T) => string[]): CollectionAfterDeleteHook<T & { id: number | string }> =>
  ({ doc, req }) => {
    if (!req.context[SKIP_REVALIDATE]) expireTags(...tagsFor(doc))
    return doc
  }
