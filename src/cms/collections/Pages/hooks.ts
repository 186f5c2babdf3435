import { TAGS } from '@/server/cache/tags'

import { revalidateCollection, revalidateCollectionDelete } from '../../hooks/revalidate'

type PathDoc = { path?: string | null }

/** The page's own tag, its old path when the path changed, and the list of all pages (sitemap, search). */
export const revalidatePage = revalidateCollection<PathDoc>((doc, previous) => {
  const tags: string[] = [TAGS.pages, TAGS.page(doc.path ?? '/')]
  if (previous?.path && previous.path !== doc.path) tags.push(TAGS.page(previous.path))
  return tags
})

export const revalidatePageDelete = revalidateCollectionDelete<PathDoc>((doc) => [
  TAGS.pages,
  TAGS.page(doc.path ?? '/'),
])
