import Link from 'next/link'

import { categoryPath } from '@/domain/blog'
import { formatDate } from '@/domain/format'
import { hindiValue } from '@/domain/i18n/fallback'
import { format } from '@/domain/i18n/format'
import { DEFAULT_LANGUAGE, type TLanguage } from '@/domain/i18n/languages'
import { MESSAGES } from '@/domain/i18n/messages'
import { type TBlogTexts, topicName } from '@/server/content/blog'
import type { IPostCard } from '@/server/content/catalogue'

import { MediaImage } from '../primitives/MediaImage'

/** A grid of post cards: picture, category, title (the link), excerpt, date and reading time. */
export function PostCards({
  posts,
  headingLevel = 'h2',
  eagerImages = 0,
  language = DEFAULT_LANGUAGE,
  texts = MESSAGES.shell.blog,
}: {
  posts: IPostCard[]
  headingLevel?: 'h2' | 'h3'
  /** How many of the first pictures load at once (the rest wait until they are near the screen). */
  eagerImages?: number
  /** The page's language, and the blog's texts in it (`blogTexts`). */
  language?: TLanguage
  texts?: TBlogTexts
}) {
  const Heading = headingLevel
  return (
    // Each card's look comes from `.post-list` (globals.css).
    <ul className="post-list grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="post-list">
      {posts.map((post, index) => {
        const date = formatDate(post.publishedOn)
        const category = topicName(texts, post.category)
        // A post not yet written in the page's language shows its English, marked so (as the page's fallback).
        const english = language !== DEFAULT_LANGUAGE && post.language === DEFAULT_LANGUAGE
        return (
          <li key={post.path} data-testid="post-card">
            {post.image ? (
              <MediaImage
                media={post.image}
                alt=""
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                loading={index < eagerImages ? 'eager' : 'lazy'}
                className="aspect-[16/9] h-auto w-full object-cover"
              />
            ) : null}
            <div className="post-body">
              <p className="post-category">
                <Link
                  href={categoryPath(post.category)}
                  prefetch={false}
                  lang={language !== DEFAULT_LANGUAGE && !category.translated ? 'en' : undefined}
                >
                  {category.name}
                </Link>
              </p>
              <Heading lang={english ? 'en' : undefined}>
                <Link href={post.path} prefetch={false}>
                  {post.title}
                </Link>
              </Heading>
              {post.excerpt ? (
                <p className="post-excerpt" lang={english ? 'en' : undefined}>
                  {post.excerpt}
                </p>
              ) : null}
              <p className="post-meta">
                {date ? (
                  <time dateTime={post.publishedOn ?? undefined}>
                    {language === 'hi' ? hindiValue(date) : date}
                  </time>
                ) : null}
                {date ? ' · ' : null}
                {format(texts.minRead, { minutes: post.readingMinutes })}
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
