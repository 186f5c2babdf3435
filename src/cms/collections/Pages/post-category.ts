import type { CollectionBeforeValidateHook } from 'payload'

import { parsePostPath } from '@/domain/blog'

type TPostData = { path?: unknown; post?: { category?: unknown } | null }

const idOf = (value: unknown): number | string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '')
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? idOf((value as { id: unknown }).id)
      : null

/**
 * A blog post's address follows its category (decision 96): the category part of /blog/{category}/{post} is set
 * from the category chosen in the post's details. A post whose category is not chosen yet takes the category its
 * address names, when there is one; an address naming no category is left for the category field to refuse, so a
 * mistyped address never makes a new category.
 */
export const addressFromCategory: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const incoming = data as TPostData
  const before = (originalDoc ?? {}) as TPostData
  const path =
    typeof incoming.path === 'string' ? incoming.path : typeof before.path === 'string' ? before.path : ''
  const post = parsePostPath(path)
  if (!post) return data
  const chosen = idOf(
    incoming.post && 'category' in incoming.post ? incoming.post.category : before.post?.category,
  )
  if (chosen !== null) {
    const category = await req.payload
      .findByID({ collection: 'blog-categories', id: chosen, depth: 0, req, disableErrors: true })
      .catch(() => null)
    if (category && category.slug !== post.category)
      return { ...data, path: `/blog/${category.slug}/${post.slug}` }
    return data
  }
  const { docs } = await req.payload.find({
    collection: 'blog-categories',
    where: { slug: { equals: post.category } },
    depth: 0,
    limit: 1,
    req,
  })
  const named = docs[0]
  if (!named) return data
  return { ...data, post: { ...(before.post ?? {}), ...(incoming.post ?? {}), category: named.id } }
}
