import 'server-only'

import { unstable_cache } from 'next/cache'

import { countWords, type IPostSummary, parsePostPath, readingMinutes, sortPosts } from '@/domain/blog'
import { DEFAULT_LANGUAGE, type TLanguage } from '@/domain/i18n/languages'
import { isIndividualPlanPath, isPlanPath, isWithdrawnPlanPath } from '@/domain/products'
import type { Media, Page } from '@/payload-types'

import { TAGS } from '../cache/tags'
import { contentLocale, payloadClient } from './payload'

/**
 * The lists drawn from pages' typed details: plans (product details) and blog posts (post details). Each is one
 * cached read of the published pages under the `pages` tag, so a publish anywhere refreshes the lists at once.
 */

type TImage = Media

const image = (value: unknown): TImage | null =>
  value && typeof value === 'object' && 'url' in value && (value as Media).url ? (value as Media) : null

export type TPlanKind = 'individual' | 'group' | 'withdrawn'

export interface IPlanSummary {
  path: string
  title: string
  kind: TPlanKind
  need: string | null
  typeCode: string | null
  uin: string | null
  summary: string | null
  launchedOn: string | null
  withdrawnOn: string | null
  replacedBy: { path: string; title: string } | null
  image: TImage | null
}

const kindOf = (path: string): TPlanKind | null =>
  isWithdrawnPlanPath(path)
    ? 'withdrawn'
    : isIndividualPlanPath(path)
      ? 'individual'
      : isPlanPath(path)
        ? 'group'
        : null

/** Every published plan (on sale, group and withdrawn), by title. */
export const getPlans = unstable_cache(
  async (language: TLanguage = DEFAULT_LANGUAGE): Promise<IPlanSummary[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      locale: contentLocale(language),
      depth: 1,
      pagination: false,
      where: {
        and: [{ _status: { equals: 'published' } }, { path: { like: 'life-insurance/' } }],
      },
      select: { path: true, title: true, product: true, meta: { image: true } },
      sort: 'title',
    })
    return docs.flatMap((doc) => {
      const kind = kindOf(doc.path)
      if (!kind) return []
      const product = doc.product ?? {}
      const replaced = product.replaced_by
      return [
        {
          path: doc.path,
          title: doc.title,
          kind,
          need: product.need ?? null,
          typeCode: product.type_code ?? null,
          uin: product.uin ?? null,
          summary: product.summary ?? null,
          launchedOn: product.launched_on ?? null,
          withdrawnOn: product.withdrawn_on ?? null,
          replacedBy:
            replaced && typeof replaced === 'object' && replaced._status === 'published'
              ? { path: replaced.path, title: replaced.title }
              : null,
          image: image(doc.meta?.image),
        },
      ]
    })
  },
  ['plans'],
  { tags: [TAGS.pages] },
)

export interface IPostCard extends IPostSummary {
  authorName: string | null
  authorRole: string | null
  readingMinutes: number
  image: TImage | null
  /** The language the card's title and excerpt are in: English when the post has none written in the one asked. */
  language: TLanguage
}

const textOf = (layout: Page['layout']) =>
  layout.reduce((words, block) => words + (block.blockType === 'richText' ? countWords(block.content) : 0), 0)

/** Every published post, newest first (by published date). */
export const getPosts = unstable_cache(
  async (language: TLanguage = DEFAULT_LANGUAGE): Promise<IPostCard[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      locale: contentLocale(language),
      depth: 1,
      pagination: false,
      where: { and: [{ _status: { equals: 'published' } }, { path: { like: '/blog/' } }] },
      select: {
        path: true,
        title: true,
        post: true,
        layout: true,
        updatedAt: true,
        meta: { description: true, image: true },
      },
    })
    // The posts with a title of their own in the language asked (read without falling back to English).
    const own =
      language === DEFAULT_LANGUAGE
        ? null
        : new Set(
            (
              await payload.find({
                collection: 'pages',
                locale: contentLocale(language),
                fallbackLocale: false,
                depth: 0,
                pagination: false,
                where: { and: [{ _status: { equals: 'published' } }, { path: { like: '/blog/' } }] },
                select: { path: true, title: true },
              })
            ).docs.flatMap((doc) => (doc.title?.trim() ? [doc.path] : [])),
          )
    const posts = docs.flatMap((doc): IPostCard[] => {
      const where = parsePostPath(doc.path)
      if (!where) return []
      const post = doc.post ?? {}
      return [
        {
          path: doc.path,
          title: doc.title,
          category: where.category,
          tags: post.tags ?? [],
          excerpt: post.excerpt ?? doc.meta?.description ?? null,
          publishedOn: post.published_on ?? null,
          updatedAt: doc.updatedAt,
          authorName: post.author_name ?? null,
          authorRole: post.author_role ?? null,
          readingMinutes: readingMinutes(textOf(doc.layout ?? [])),
          image: image(post.image) ?? image(doc.meta?.image),
          language: own && !own.has(doc.path) ? DEFAULT_LANGUAGE : language,
        },
      ]
    })
    return sortPosts(posts)
  },
  ['posts'],
  { tags: [TAGS.pages] },
)

/**
 * The newest `count` posts, a slice of the one cached list (tag `pages`): the home page's latest-posts strip and its
 * content GET (blogs/home-page) both read it.
 */
export async function getLatestPosts(
  count: number,
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<IPostCard[]> {
  return (await getPosts(language)).slice(0, Math.max(0, count))
}
