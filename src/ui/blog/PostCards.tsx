import Link from 'next/link'

import { categoryPath, nameFromSlug } from '@/domain/blog'
import { formatDate } from '@/domain/format'
import type { IPostCard } from '@/server/content/catalogue'

import { MediaImage } from '../primitives/MediaImage'

/** A grid of post cards: picture, category, title (the link), excerpt, date and reading time. */
export function PostCards({
  posts,
  headingLevel = 'h2',
  eagerImages = 0,
}: {
  posts: IPostCard[]
  headingLevel?: 'h2' | 'h3'
  /** How many of the first pictures load at once (the rest wait until they are near the screen). */
  eagerImages?: number
}) {
  const Heading = headingLevel
  return (
    // Each card's look comes from `.post-list` (globals.css).
    <ul className="post-list grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="post-list">
      {posts.map((post, index) => {
        const date = formatDate(post.publishedOn)
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
                <Link href={categoryPath(post.category)} prefetch={false}>
                  {nameFromSlug(post.category)}
                </Link>
              </p>
              <Heading>
                <Link href={post.path} prefetch={false}>
                  {post.title}
                </Link>
              </Heading>
              {post.excerpt ? <p className="post-excerpt">{post.excerpt}</p> : null}
              <p className="post-meta">
                {date ? <time dateTime={post.publishedOn ?? undefined}>{date}</time> : null}
                {date ? ' · ' : null}
                {post.readingMinutes} min read
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
