import 'server-only'

import { createHash } from 'node:crypto'

import type { TSearchDoc } from '@/domain/search/documents'
import { createSearchEngine, type TSearchEngine } from '@/domain/search/engine'

import { getSearchDocuments } from '../content'

/**
 * What the documents say, as one digest: a cached read may hand back an equal list as a new object, and an edit
 * may keep every length (a title 'Plan A' made 'Plan B'), so only the whole text tells them apart.
 */
const fingerprint = (docs: readonly TSearchDoc[]) =>
  createHash('sha1').update(JSON.stringify(docs)).digest('hex')

// The index is built again only when the documents change (after an editor's publish): about 30 ms for the demo
// content's 210 documents.
let built: { docs: readonly TSearchDoc[]; key: string; engine: TSearchEngine } | null = null

/** The site search's engine over the published pages (decision 82). */
export async function searchEngine(): Promise<TSearchEngine> {
  const docs = await getSearchDocuments()
  if (built?.docs === docs) return built.engine
  const key = fingerprint(docs)
  if (built?.key !== key) built = { docs, key, engine: createSearchEngine(docs) }
  else built.docs = docs
  return built.engine
}
