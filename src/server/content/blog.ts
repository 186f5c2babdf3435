import 'server-only'

import {
  categoryPath,
  pageCount,
  pageHref,
  pageSlice,
  parsePageNumber,
  POSTS_PER_PAGE,
  tagPath,
} from '@/domain/blog'
import { inSentence } from '@/domain/format/text'
import { format } from '@/domain/i18n/format'
import { DEFAULT_LANGUAGE, type TLanguage } from '@/domain/i18n/languages'
import type { IMetaRecord } from '@/domain/seo/meta'
import { toSitePath } from '@/domain/shell/media'

import { metaRecordForScreen } from '../seo'
import { blogTexts, type TBlogTexts, topicName } from './blog-texts'
import { getPosts, type IPostCard } from './catalogue'

/**
 * The blog's list screens (spec 2.1 `blog`, `blog/{category}`, `blog/guides/{tag}`): which posts each shows, page by
 * page, and its meta record. A category or tag exists while at least one published post has it; otherwise its
 * address is not found.
 */

export type TBlogListing =
  { kind: 'all' } | { kind: 'category'; slug: string } | { kind: 'tag'; slug: string }

export interface IBlogScreen {
  /** The language the screen's texts are in. */
  language: TLanguage
  path: string
  title: string
  description: string
  posts: IPostCard[]
  page: number
  totalPages: number
  totalPosts: number
}

function describe(
  listing: TBlogListing,
  count: number,
  texts: TBlogTexts,
  language: TLanguage,
): { path: string; title: string; description: string } {
  // English writes a name inside a sentence in lower case ('on term insurance'); Hindi has no case.
  const inText = (name: string) => (language === DEFAULT_LANGUAGE ? inSentence(name) : name)
  switch (listing.kind) {
    case 'all':
      return { path: '/blog', title: texts.title, description: texts.description }
    case 'category': {
      const { name } = topicName(texts, listing.slug)
      return {
        path: categoryPath(listing.slug),
        title: format(texts.categoryTitle, { category: name }),
        description: format(count === 1 ? texts.categoryDescriptionOne : texts.categoryDescription, {
          count,
          topic: inText(name),
        }),
      }
    }
    case 'tag': {
      const { name } = topicName(texts, listing.slug)
      return {
        path: tagPath(listing.slug),
        title: format(texts.tagTitle, { tag: name }),
        description: format(count === 1 ? texts.tagDescriptionOne : texts.tagDescription, {
          count,
          topic: inText(name),
        }),
      }
    }
  }
}

/** The posts of a listing, all pages; null when the category or tag has no published post. */
export async function listingPosts(
  listing: TBlogListing,
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<IPostCard[] | null> {
  const posts = await getPosts(language)
  const chosen =
    listing.kind === 'all'
      ? posts
      : listing.kind === 'category'
        ? posts.filter((post) => post.category === listing.slug)
        : posts.filter((post) => post.tags.includes(listing.slug))
  return chosen.length > 0 || listing.kind === 'all' ? chosen : null
}

/** One page of a listing (`?page=`), or null for an unknown category or tag or a page past the end. */
export async function blogScreen(
  listing: TBlogListing,
  pageParam: string | string[] | undefined,
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<IBlogScreen | null> {
  const posts = await listingPosts(listing, language)
  if (!posts) return null
  const totalPages = pageCount(posts.length)
  const page = parsePageNumber(pageParam, totalPages)
  if (page === null) return null
  return {
    language,
    ...describe(listing, posts.length, blogTexts(language), language),
    posts: pageSlice(posts, page),
    page,
    totalPages,
    totalPosts: posts.length,
  }
}

/**
 * A listing page's meta record. Page 1 is canonical at the bare path; page N (`?page=N`) is its own canonical and
 * indexable, with "Page N" in its title, so each page of older posts can be found (docs/decisions/0039-plan-list-and-blog-lists-filters-and-pages-in-the-address.md).
 */
export async function blogScreenMeta(screen: IBlogScreen): Promise<IMetaRecord> {
  const texts = blogTexts(screen.language)
  const paged = screen.page > 1
  const trail = [
    { name: texts.home, path: '/' },
    { name: texts.blog, path: '/blog' },
    ...(screen.path === '/blog' ? [] : [{ name: screen.title, path: screen.path }]),
  ]
  const image = screen.posts.find((post) => post.image?.url)?.image
  return metaRecordForScreen({
    path: screen.path,
    title: paged
      ? format(texts.paged, { title: screen.title, page: screen.page, pages: screen.totalPages })
      : screen.title,
    description: screen.description,
    canonical: pageHref(screen.path, screen.page),
    image: image?.url ? { url: toSitePath(image.sizes?.hero?.url || image.url), alt: image.alt } : null,
    trail,
  })
}

/** The listing a list path stands for: `/blog`, `/blog/{category}`, `/blog/guides/{tag}`; null for anything else. */
export function listingForPath(path: string): TBlogListing | null {
  const segments = path.split('/').filter(Boolean)
  if (segments[0] !== 'blog') return null
  if (segments.length === 1) return { kind: 'all' }
  if (segments.length === 2 && segments[1] !== 'guides') return { kind: 'category', slug: segments[1]! }
  if (segments.length === 3 && segments[1] === 'guides') return { kind: 'tag', slug: segments[2]! }
  return null
}

/** Every listing page's address, pages included: the sitemap's blog entries. */
export async function blogSitemapPaths(): Promise<string[]> {
  const posts = await getPosts()
  const paths: string[] = []
  const add = (path: string, count: number) => {
    for (let page = 1; page <= pageCount(count); page++) paths.push(pageHref(path, page))
  }
  add('/blog', posts.length)
  const categories = new Map<string, number>()
  const tags = new Map<string, number>()
  for (const post of posts) {
    categories.set(post.category, (categories.get(post.category) ?? 0) + 1)
    for (const tag of new Set(post.tags)) tags.set(tag, (tags.get(tag) ?? 0) + 1)
  }
  for (const [slug, count] of [...categories].sort()) add(categoryPath(slug), count)
  for (const [slug, count] of [...tags].sort()) add(tagPath(slug), count)
  return paths
}

export { POSTS_PER_PAGE }

export { blogTexts, type TBlogTexts, topicName }
