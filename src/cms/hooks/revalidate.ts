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

export const revalidateCollection =
  <T extends object>(
    tagsFor: (doc: T, previousDoc?: T) => string[],
  ): CollectionAfterChangeHook<T & { id: number | string }> =>
  ({ doc, previousDoc, req }) => {
    if (!req.context[SKIP_REVALIDATE]) expireTags(...tagsFor(doc, previousDoc))
    return doc
  }

export const revalidateCollectionDelete =
  <T extends object>(tagsFor: (doc: T) => string[]): CollectionAfterDeleteHook<T & { id: number | string }> =>
  ({ doc, req }) => {
    if (!req.context[SKIP_REVALIDATE]) expireTags(...tagsFor(doc))
    return doc
  }
