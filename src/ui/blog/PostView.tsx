import Link from 'next/link'

import {
  categoryPath,
  countWords,
  nameFromSlug,
  parsePostPath,
  readingMinutes,
  relatedPosts,
  tagPath,
} from '@/domain/blog'
import { formatDate } from '@/domain/format'
import { format } from '@/domain/i18n/format'
import type { Page } from '@/payload-types'
import { DEFAULT_LANGUAGE } from '@/domain/i18n/languages'
import { hindiValue } from '@/domain/i18n/fallback'
import { blogTexts, topicName } from '@/server/content/blog'
import { getPosts } from '@/server/content/catalogue'

import type { TBlocksRenderer } from '../page/blocks-renderer'
import { pageLanguage } from '../i18n/language'
import { PostCards } from './PostCards'

/**
 * A blog post (spec 2.1 blog/{category}/{slug}): category, title, author, date and reading time from the post
 * details and the text; the CMS blocks (rich text rendered as React elements, never raw HTML); its tags; and
 * related posts from the same category and tags.
 */
export async function PostView({ page, Blocks }: { page: Page; Blocks: TBlocksRenderer }) {
  const where = parsePostPath(page.path)!
  const post = page.post ?? {}
  const words = page.layout.reduce(
    (sum, block) => sum + (block.blockType === 'richText' ? countWords(block.content) : 0),
    0,
  )
  const language = await pageLanguage()
  const texts = blogTexts(language)
  const category = topicName(texts, where.category)
  // A name the texts do not have (a tag, a new category) is English on a page in another language: marked so.
  const englishName = language !== DEFAULT_LANGUAGE ? 'en' : undefined
  const bylineLang =
    language === 'hi' && post.author_name && !/[\u0900-\u097F]/.test(post.author_name) ? 'en' : undefined
  const english = formatDate(post.published_on)
  const date = english && language === 'hi' ? hindiValue(english) : english
  const tags = post.tags ?? []
  const related = relatedPosts(
    {
      path: page.path,
      title: page.title,
      category: where.category,
      tags,
      excerpt: null,
      publishedOn: null,
      updatedAt: page.updatedAt,
    },
    await getPosts(language),
  )
  return (
    <article>
      <header className="mx-auto max-w-6xl px-4 pt-8">
        <p className="text-sm font-semibold text-accent-700">
          <Link href="/blog" prefetch={false} className="hover:underline">
            {texts.blog}
          </Link>
          <span aria-hidden="true"> / </span>
          <Link
            href={categoryPath(where.category)}
            prefetch={false}
            className="hover:underline"
            lang={category.translated ? undefined : englishName}
          >
            {category.name}
          </Link>
        </p>
        <h1 className="mt-2 max-w-4xl text-3xl leading-tight font-bold text-brand-900 md:text-4xl">
          {page.title}
        </h1>
        <p className="mt-3 text-muted" data-testid="post-byline">
          {post.author_name ? (
            <>
              {texts.by}{' '}
              {bylineLang ? (
                // A byline not yet written in the page's language is the English one: marked so.
                <span lang={bylineLang}>
                  <span className="font-semibold text-ink">{post.author_name}</span>
                  {post.author_role ? `, ${post.author_role}` : null}
                </span>
              ) : (
                <>
                  <span className="font-semibold text-ink">{post.author_name}</span>
                  {post.author_role ? `, ${post.author_role}` : null}
                </>
              )}
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          {date ? (
            <>
              <time dateTime={post.published_on ?? undefined}>{date}</time>
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          <span data-testid="reading-time">{format(texts.minRead, { minutes: readingMinutes(words) })}</span>
        </p>
      </header>
      <Blocks blocks={page.layout} offset={1} />
      {tags.length > 0 ? (
        <section aria-labelledby="post-tags" className="mx-auto max-w-6xl px-4 py-4">
          <h2 id="post-tags" className="text-lg font-semibold text-brand-900">
            {texts.tagsHeading}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag}>
                <Link
                  href={tagPath(tag)}
                  prefetch={false}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 text-brand-700 hover:bg-brand-50"
                  lang={englishName}
                >
                  {nameFromSlug(tag)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="related-posts" className="mx-auto max-w-6xl px-4 py-8">
          <h2 id="related-posts" className="text-2xl font-semibold text-brand-900">
            {texts.related}
          </h2>
          <div className="mt-4">
            <PostCards posts={related} headingLevel="h3" language={language} texts={texts} />
          </div>
        </section>
      ) : null}
    </article>
  )
}
