import type React from 'react'

import { stripLimit, type TStripSource } from '@/domain/home'
import { formatDate } from '@/domain/format'
import {
  formatDuration,
  MEDIA_TYPE_SINGULAR,
  mediaItemPath,
  ratingLabel,
  testimonialPath,
  VIDEOS_PATH,
} from '@/domain/media-centre'
import { getLatestPosts } from '@/server/content/catalogue'
import { getMediaItems, getTestimonials, getVideos } from '@/server/content/media-centre'
import { hindiValue } from '@/domain/i18n/fallback'
import { DEFAULT_LANGUAGE, englishOn } from '@/domain/i18n/languages'
import { format } from '@/domain/i18n/format'
import { pageLanguage, serverTexts } from '@/ui/i18n/language'

import { Avatar } from '@/ui/media/Avatar'
import { Icon } from '@/ui/primitives/Icon'
import { MediaImage } from '@/ui/primitives/MediaImage'
import { SmartLink } from '@/ui/primitives/SmartLink'

import { headingId, SectionHeading } from '../heading'
import type { Of } from '../types'

type TStripTexts = Awaited<ReturnType<typeof serverTexts<'shell'>>>['strip']

/** The English-only parts of an item on a page in another language are marked English (as a page's fallback). */
const markOf = (item: { language: string }, language: string) =>
  item.language === language ? undefined : 'en'

function Stars({ rating, texts, hindi }: { rating: number | null; texts: TStripTexts; hindi: boolean }) {
  const english = ratingLabel(rating)
  if (!english || !rating) return null
  const whole = Math.round(rating)
  const label = hindi ? hindiValue(format(texts.rated, { count: whole })) : english
  return (
    <p className="text-accent-700" role="img" aria-label={label}>
      <span aria-hidden="true">
        {'★'.repeat(whole)}
        {'☆'.repeat(5 - whole)}
      </span>
    </p>
  )
}

/** A video's length in words for screen readers: English as the videos page says it, else in the page's language. */
function durationWords(seconds: number | null, texts: TStripTexts, hindi: boolean): string | null {
  const duration = formatDuration(seconds)
  if (!duration || !hindi || !seconds) return duration?.words ?? null
  const whole = Math.round(seconds)
  const parts: [number, string][] = [
    [Math.floor(whole / 3600), texts.hours],
    [Math.floor((whole % 3600) / 60), texts.minutes],
    [whole % 60, texts.seconds],
  ]
  return hindiValue(
    parts
      .filter(([count]) => count > 0)
      .map(([count, text]) => format(text, { count }))
      .join(' '),
  )
}

async function TestimonialItems({ limit }: { limit: number }) {
  const language = await pageLanguage()
  const items = (await getTestimonials(language)).slice(0, limit)
  if (!items.length) return null
  const texts = (await serverTexts('shell')).strip
  const hindi = language !== DEFAULT_LANGUAGE
  return (
    <ul className="strip-list mt-6 grid gap-4 md:grid-cols-3">
      {items.map((item) => {
        const lang = markOf(item, language)
        const [before, after] = texts.readStoryOf.split('{name}')
        return (
          <li key={item.id}>
            <figure className="flex flex-1 flex-col">
              <Stars rating={item.rating} texts={texts} hindi={hindi} />
              {item.headline ? (
                <p className="mt-2 font-semibold text-brand-900" lang={lang}>
                  {item.headline}
                </p>
              ) : null}
              <blockquote className="mt-2 line-clamp-5 flex-1 text-muted" lang={lang}>
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-4 flex items-center gap-3" lang={lang}>
                <Avatar name={item.name} photo={item.photo} />
                <span>
                  <span className="block font-semibold text-ink">{item.name}</span>
                  <span className="block text-sm text-muted">
                    {hindi && !lang && item.plan ? (
                      // A plan's name is a brand name, kept in Latin letters in a Hindi testimonial: marked so.
                      <>
                        {item.city ? `${item.city} · ` : ''}
                        <span lang={englishOn(language, item.plan)}>{item.plan}</span>
                      </>
                    ) : (
                      [item.city, item.plan].filter(Boolean).join(' · ')
                    )}
                  </span>
                </span>
              </figcaption>
            </figure>
            <SmartLink
              href={testimonialPath(item.slug)}
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
            >
              {texts.readStory}
              {/* The space before the words for screen readers is in the markup (the card's own words follow). */}
              <span className="sr-only">
                {lang ? (
                  <>
                    {` ${before}`}
                    <span lang={lang}>{item.name}</span>
                    {after}
                  </>
                ) : (
                  ` ${format(texts.readStoryOf, { name: item.name })}`
                )}
              </span>
            </SmartLink>
          </li>
        )
      })}
    </ul>
  )
}

async function MediaItems({ limit }: { limit: number }) {
  const items = (await getMediaItems()).slice(0, limit)
  if (!items.length) return null
  return (
    <ul className="strip-list mt-6 grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <p className="strip-meta">
            <span className="font-semibold text-accent-700">{MEDIA_TYPE_SINGULAR[item.type]}</span>
            {' · '}
            <time dateTime={item.date.slice(0, 10)}>{formatDate(item.date)}</time>
          </p>
          <h3>
            <SmartLink href={mediaItemPath(item.slug)}>{item.title}</SmartLink>
          </h3>
          <p className="strip-summary">{item.summary}</p>
        </li>
      ))}
    </ul>
  )
}

async function PostItems({ limit }: { limit: number }) {
  const language = await pageLanguage()
  const posts = await getLatestPosts(limit, language)
  if (!posts.length) return null
  return (
    <ul className="strip-list mt-6 grid gap-4 md:grid-cols-3">
      {posts.map((post) => {
        const date = post.publishedOn ?? post.updatedAt
        return (
          <li key={post.path} lang={post.language === language ? undefined : post.language}>
            <p className="strip-meta">
              <time dateTime={date.slice(0, 10)}>
                {language === 'hi' ? hindiValue(formatDate(date) ?? '') : formatDate(date)}
              </time>
              {post.authorName ? ` · ${post.authorName}` : ''}
            </p>
            <h3>
              <SmartLink href={post.path}>{post.title}</SmartLink>
            </h3>
            {post.excerpt ? <p className="strip-summary">{post.excerpt}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}

async function VideoItems({ limit }: { limit: number }) {
  const language = await pageLanguage()
  const videos = (await getVideos(language)).slice(0, limit)
  if (!videos.length) return null
  const texts = (await serverTexts('shell')).strip
  const hindi = language !== DEFAULT_LANGUAGE
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-3">
      {videos.map((video) => {
        const duration = formatDuration(video.duration_seconds)
        return (
          <li key={video.id} className="rounded-lg border border-gray-200 shadow-sm">
            <SmartLink href={`${VIDEOS_PATH}#${video.slug}`} className="group block">
              <span className="relative block">
                <MediaImage
                  media={video.poster}
                  alt=""
                  sizes="(min-width: 768px) 33vw, 100vw"
                  loading="lazy"
                  className="h-auto w-full rounded-t-lg"
                />
                <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
                  <span className="rounded-full bg-white/90 p-3 text-accent-600 group-hover:bg-white">
                    <Icon name="play" className="h-6 w-6" />
                  </span>
                </span>
              </span>
              <span className="block p-4">
                <span
                  className="block font-semibold text-brand-800 group-hover:underline"
                  lang={markOf(video, language)}
                >
                  {video.title}
                </span>
                {duration ? (
                  <span className="mt-1 block text-sm text-muted">
                    <span aria-hidden="true">{duration.clock}</span>
                    <span className="sr-only">, {durationWords(video.duration_seconds, texts, hindi)}</span>
                  </span>
                ) : null}
              </span>
            </SmartLink>
          </li>
        )
      })}
    </ul>
  )
}

// The testimonials', media items' and posts' cards take their look from `.strip-list` (globals.css).
const ITEMS: Record<TStripSource, (props: { limit: number }) => Promise<React.ReactNode>> = {
  testimonials: TestimonialItems,
  media: MediaItems,
  blogs: PostItems,
  videos: VideoItems,
}

/**
 * A list of testimonials, media-centre items, blog posts or videos, read from the tag-cached collections while the
 * page renders: an editor's change to an item shows on the next request, with no change to the page.
 */
export async function CollectionStripBlock({ block }: { block: Of<'collectionStrip'> }) {
  const Items = ITEMS[block.source]
  const items = await Items({ limit: stripLimit(block.limit) })
  if (!items) return null
  // Media items are written in English only: on a page in another language they are shown as they are, marked as
  // English (as a page's fallback content, decision 109). Posts, testimonials and videos mark each item that has no
  // text of its own in the page's language.
  const english = block.source === 'media' && (await pageLanguage()) !== DEFAULT_LANGUAGE
  const id = headingId(block, block.source)
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <SectionHeading id={id} heading={block.heading} intro={block.intro} />
        </div>
        {block.link?.label && block.link.url ? (
          <SmartLink
            href={block.link.url}
            newTab={block.link.new_tab}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {block.link.label}
          </SmartLink>
        ) : null}
      </div>
      {english ? <div lang="en">{items}</div> : items}
    </section>
  )
}
