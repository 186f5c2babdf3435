import type { Payload } from 'payload'

import { nameFromSlug, parsePostPath } from '@/domain/blog'

import { blogPosts } from './pages/blog'
import { SEED_CONTEXT, type SeedMedia } from './types'

/**
 * The blog's categories and tags (decision 96), made from the demo posts before the posts themselves: each post is
 * filed under its category by its address, and its tags are chosen from the list.
 */
export async function seedBlogTerms(
  payload: Payload,
  media: SeedMedia,
): Promise<{ categories: number; tags: number }> {
  const posts = blogPosts(media)
  const categories = new Set(posts.flatMap((post) => parsePostPath(post.path)?.category ?? []))
  const tags = new Set(posts.flatMap((post) => post.post?.tags ?? []))
  const made = { categories: 0, tags: 0 }
  for (const slug of [...categories].sort()) {
    const { totalDocs } = await payload.count({
      collection: 'blog-categories',
      where: { slug: { equals: slug } },
    })
    if (totalDocs > 0) continue
    await payload.create({
      collection: 'blog-categories',
      data: { name: nameFromSlug(slug), slug },
      context: SEED_CONTEXT,
    })
    made.categories += 1
  }
  for (const slug of [...tags].sort()) {
    const { totalDocs } = await payload.count({ collection: 'blog-tags', where: { slug: { equals: slug } } })
    if (totalDocs > 0) continue
    await payload.create({
      collection: 'blog-tags',
      data: { name: nameFromSlug(slug), slug },
      context: SEED_CONTEXT,
    })
    made.tags += 1
  }
  return made
}
