import 'server-only'

import { unstable_cache } from 'next/cache'

import {
  MEDIA_PATH,
  mediaItemPath,
  newestFirst,
  TESTIMONIALS_PATH,
  testimonialOrder,
  testimonialPath,
  type TMediaType,
  VIDEOS_PATH,
} from '@/domain/media-centre'
import { DEFAULT_LANGUAGE, type TLanguage } from '@/domain/i18n/languages'
import type { Media, MediaItem, Testimonial, Video } from '@/payload-types'

import { TAGS } from '../cache/tags'
import { contentLocale, payloadClient } from './payload'

/**
 * Reads of the listed collections (testimonials, media-centre items, videos), cached by tag like every content
 * read: the collections' hooks expire their tag on save, so the home page's strips, the list pages and the content
 * GETs show an editor's change on the next request. The latest blog posts are `getLatestPosts` (catalogue.ts).
 */

const mediaOf = (value: number | Media | null | undefined): Media | null =>
  value && typeof value === 'object' ? value : null

/**
 * The published items of a listed collection read in a language, each with the language its texts are in: in
 * another language than English, an item is in it when its main text (`own`) was written in it (read without
 * falling back), any other text left empty in it being the English; otherwise the item is read in English.
 */
async function publishedIn<T extends 'testimonials' | 'videos'>(
  collection: T,
  own: 'quote' | 'title',
  language: TLanguage,
) {
  const payload = await payloadClient()
  const where = { published: { equals: true } }
  const { docs } = await payload.find({
    collection,
    locale: contentLocale(language),
    where,
    depth: 1,
    pagination: false,
  })
  const written =
    language === DEFAULT_LANGUAGE
      ? null
      : new Set(
          (
            await payload.find({
              collection,
              locale: contentLocale(language),
              fallbackLocale: false,
              where,
              depth: 0,
              pagination: false,
              select: { [own]: true },
            })
          ).docs.flatMap((doc) => {
            const text = (doc as unknown as Record<string, unknown>)[own]
            return typeof text === 'string' && text.trim() ? [doc.id] : []
          }),
        )
  if (!written || docs.every((doc) => written.has(doc.id))) return docs.map((doc) => ({ doc, language }))
  // An item without its main text in the language is shown wholly in English, never half in each.
  const english = new Map(
    (
      await payload.find({
        collection,
        locale: contentLocale(DEFAULT_LANGUAGE),
        where,
        depth: 1,
        pagination: false,
      })
    ).docs.map((doc) => [doc.id, doc]),
  )
  return docs.map((doc) =>
    written.has(doc.id) ? { doc, language } : { doc: english.get(doc.id) ?? doc, language: DEFAULT_LANGUAGE },
  )
}

export type TTestimonial = {
  id: number
  name: string
  slug: string
  city: string | null
  plan: string | null
  headline: string | null
  quote: string
  photo: Media | null
  rating: number | null
  featured: boolean
  createdAt: string
  updatedAt: string
  /** The language the texts are in: that asked for, or English where the testimonial has none in it. */
  language: TLanguage
}

const toTestimonial = (doc: Testimonial, language: TLanguage = DEFAULT_LANGUAGE): TTestimonial => ({
  id: doc.id,
  name: doc.name,
  slug: doc.slug,
  city: doc.city ?? null,
  plan: doc.plan ?? null,
  headline: doc.headline ?? null,
  quote: doc.quote,
  photo: mediaOf(doc.photo),
  rating: doc.rating ?? null,
  featured: !!doc.featured,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
  language,
})

/** Published testimonials in a language (English where one has none in it), featured first, then the newest. */
export const getTestimonials = unstable_cache(
  async (language: TLanguage = DEFAULT_LANGUAGE): Promise<TTestimonial[]> => {
    const items = await publishedIn('testimonials', 'quote', language)
    return testimonialOrder(items.map(({ doc, language }) => toTestimonial(doc as Testimonial, language)))
  },
  ['testimonials'],
  { tags: [TAGS.testimonials] },
)

export type TMediaItem = {
  id: number
  title: string
  slug: string
  type: TMediaType
  date: string
  source: string | null
  summary: string
  body: MediaItem['body'] | null
  images: { image: Media; caption: string | null }[]
  external_url: string | null
  updatedAt: string
}

const toMediaItem = (doc: MediaItem): TMediaItem => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug,
  type: doc.type,
  date: doc.date,
  source: doc.source ?? null,
  summary: doc.summary,
  body: doc.body ?? null,
  images: (doc.images ?? []).flatMap((row) => {
    const image = mediaOf(row.image)
    return image?.url ? [{ image, caption: row.caption ?? null }] : []
  }),
  external_url: doc.external_url ?? null,
  updatedAt: doc.updatedAt,
})

/** Published media-centre items, newest first. */
export const getMediaItems = unstable_cache(
  async (): Promise<TMediaItem[]> => {
    const { docs } = await (
      await payloadClient()
    ).find({
      collection: 'media-items',
      where: { published: { equals: true } },
      depth: 1,
      pagination: false,
    })
    return newestFirst(docs.map(toMediaItem))
  },
  ['media-items'],
  { tags: [TAGS.mediaItems] },
)

export type TVideo = {
  id: number
  title: string
  slug: string
  description: string | null
  provider: 'youtube' | 'hosted'
  youtube_id: string | null
  file: { url: string; mimeType: string | null } | null
  poster: Media | null
  duration_seconds: number | null
  transcript: string
  date: string
  updatedAt: string
  /** The language the texts are in: that asked for, or English where the video has none in it. */
  language: TLanguage
}

const toVideo = (doc: Video, language: TLanguage = DEFAULT_LANGUAGE): TVideo => {
  const file = mediaOf(doc.file)
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    description: doc.description ?? null,
    provider: doc.provider,
    youtube_id: doc.provider === 'youtube' ? (doc.youtube_id ?? null) : null,
    file: doc.provider === 'hosted' && file?.url ? { url: file.url, mimeType: file.mimeType ?? null } : null,
    poster: mediaOf(doc.poster),
    duration_seconds: doc.duration_seconds ?? null,
    transcript: doc.transcript,
    date: doc.date,
    updatedAt: doc.updatedAt,
    language,
  }
}

/**
 * Published videos in a language (English where one has none in it), newest first; a video whose player source is
 * missing is left out.
 */
export const getVideos = unstable_cache(
  async (language: TLanguage = DEFAULT_LANGUAGE): Promise<TVideo[]> => {
    const items = await publishedIn('videos', 'title', language)
    return newestFirst(
      items
        .map(({ doc, language }) => toVideo(doc as Video, language))
        .filter((video) => video.youtube_id || video.file),
    )
  },
  ['videos'],
  { tags: [TAGS.videos] },
)

/**
 * The screens of the listed collections for the sitemap: the media centre, each media item, the videos page, the
 * testimonials list and each testimonial, with the date of their newest change.
 */
export async function listedScreens(): Promise<{ path: string; updatedAt: string }[]> {
  const [testimonials, items, videos] = await Promise.all([getTestimonials(), getMediaItems(), getVideos()])
  const newest = (dates: string[]) => dates.reduce((a, b) => (a > b ? a : b), '1970-01-01T00:00:00.000Z')
  return [
    { path: MEDIA_PATH, updatedAt: newest(items.map((item) => item.updatedAt)) },
    ...items.map((item) => ({ path: mediaItemPath(item.slug), updatedAt: item.updatedAt })),
    ...(videos.length
      ? [{ path: VIDEOS_PATH, updatedAt: newest(videos.map((video) => video.updatedAt)) }]
      : []),
    { path: TESTIMONIALS_PATH, updatedAt: newest(testimonials.map((item) => item.updatedAt)) },
    ...testimonials.map((item) => ({ path: testimonialPath(item.slug), updatedAt: item.updatedAt })),
  ]
}
