import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'

import { DEFAULT_LANGUAGE } from '@/domain/i18n/languages'
import { entryForPage } from '@/domain/search'
import type { Page } from '@/payload-types'

import { pruneSearchEntries, sourceKey, syncSearchEntry } from '../SearchIndex/sync'

/**
 * Keeps a page's search entry in step with what visitors can see. A published save writes it. A draft save leaves
 * the live (published) page untouched, so it leaves the entry alone too, unless the page has no published state
 * any more (never published, or unpublished), in which case the entry goes.
 */
export const indexPage: CollectionAfterChangeHook<Page> = async ({ doc, req }) => {
  const source = sourceKey('pages', doc.id)
  if (doc._status === 'published') {
    // The search lists the English title; a save in another language hands this hook that language's document.
    const english =
      req.locale && req.locale !== DEFAULT_LANGUAGE
        ? await req.payload.findByID({
            collection: 'pages',
            id: doc.id,
            locale: 'en',
            depth: 0,
            select: { title: true, path: true, product: { type_code: true } },
            req,
          })
        : doc
    await syncSearchEntry({ payload: req.payload, req }, source, entryForPage(english))
    return doc
  }
  const live = await req.payload.find({
    collection: 'pages',
    where: { id: { equals: doc.id } },
    draft: false,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { _status: true },
    req,
  })
  if (live.docs[0]?._status !== 'published')
    await syncSearchEntry({ payload: req.payload, req }, source, null)
  return doc
}

export const unindexPage: CollectionAfterDeleteHook<Page> = async ({ doc, req }) => {
  await syncSearchEntry({ payload: req.payload, req }, sourceKey('pages', doc.id), null)
  return doc
}

/** Rebuilds the pages' part of the index from the published pages (seed, start): safe to repeat. */
export async function reindexPages(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    draft: false,
    depth: 0,
    pagination: false,
    select: { title: true, path: true, product: { type_code: true } },
  })
  const keep = new Set<string>()
  for (const page of docs) {
    const entry = entryForPage(page)
    if (!entry) continue
    const source = sourceKey('pages', page.id)
    keep.add(source)
    await syncSearchEntry({ payload }, source, entry)
  }
  await pruneSearchEntries({ payload }, 'pages', keep)
  return keep.size
}
