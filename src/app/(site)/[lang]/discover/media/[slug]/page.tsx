import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { formatDate } from '@/domain/format'
import {
  isSlug,
  MEDIA_PATH,
  MEDIA_TYPE_LABELS,
  MEDIA_TYPE_SINGULAR,
  mediaItemPath,
  mediaListHref,
} from '@/domain/media-centre'
import { article } from '@/domain/seo/json-ld'
import { toSitePath } from '@/domain/shell/media'
import { getMediaItems } from '@/server/content/media-centre'
import { metaRecordForScreen } from '@/server/seo'
import { RichText } from '@/ui/primitives/RichText'
import { Breadcrumbs } from '@/ui/branches/BranchViews'
import { galleryImage } from '@/ui/media/images'
import { MediaGallery } from '@/ui/media/MediaGallery'
import { SmartLink } from '@/ui/primitives/SmartLink'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

type Args = { params: Promise<{ slug: string }> }

/** Rendered on first request and kept until a media-centre item is saved (tag `media-items`). */
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

const load = cache(async (slug: string) => {
  if (!isSlug(slug)) return null
  const item = (await getMediaItems()).find((entry) => entry.slug === slug)
  if (!item) return null
  const trail = [
    { name: 'Home', path: '/' },
    { name: 'Discover', path: '/discover' },
    { name: 'Media centre', path: MEDIA_PATH },
    { name: item.title, path: mediaItemPath(item.slug) },
  ]
  const record = await metaRecordForScreen({
    path: mediaItemPath(item.slug),
    title: item.title,
    description: item.summary,
    trail,
    extraSchema: (organization) => [
      article({
        headline: item.title,
        description: item.summary,
        url: new URL(mediaItemPath(item.slug), organization.url).toString(),
        image: item.images[0]
          ? new URL(toSitePath(item.images[0].image.url!), organization.url).toString()
          : null,
        datePublished: item.date,
        dateModified: item.updatedAt,
        organization,
      }),
    ],
  })
  return { item, trail, record }
})

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const loaded = await load((await params).slug)
  return loaded ? toMetadata(loaded.record) : {}
}

/** Spec 2.1 discover/media/{slug}: one press release, news item or award, with its pictures in the image popup. */
export default async function MediaItemPage({ params }: Args) {
  const loaded = await load((await params).slug)
  if (!loaded) notFound()
  const { item, trail, record } = loaded
  const images = item.images.flatMap((row) => galleryImage(row.image, row.caption) ?? [])
  return (
    <Shell path={mediaItemPath(item.slug)} schema={record.schema}>
      <Breadcrumbs trail={trail} />
      <article className="mx-auto max-w-3xl px-4 pb-10">
        <p className="pt-4 text-sm text-muted">
          <SmartLink
            href={mediaListHref({ type: item.type, page: 1 })}
            className="font-semibold text-accent-700 underline underline-offset-2"
          >
            {MEDIA_TYPE_SINGULAR[item.type]}
            <span className="sr-only"> (see all {MEDIA_TYPE_LABELS[item.type].toLowerCase()})</span>
          </SmartLink>
          {' · '}
          <time dateTime={item.date.slice(0, 10)}>{formatDate(item.date)}</time>
          {item.source ? ` · ${item.source}` : ''}
        </p>
        <h1 className="mt-2 text-3xl font-bold text-brand-900">{item.title}</h1>
        <p className="mt-4 text-lg text-ink">{item.summary}</p>
        {item.body ? <RichText data={item.body} className="prose-site mt-4" /> : null}
        {images.length ? (
          <section aria-labelledby="media-pictures" className="mt-8">
            <h2 id="media-pictures" className="text-xl font-semibold text-brand-900">
              Pictures
            </h2>
            <MediaGallery images={images} title={item.title} />
          </section>
        ) : null}
        {item.external_url ? (
          <p className="mt-6">
            <a
              href={item.external_url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Read the original article{item.source ? ` in ${item.source}` : ''}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
        <p className="mt-8">
          <SmartLink href={MEDIA_PATH} className="btn-secondary">
            Back to the media centre
          </SmartLink>
        </p>
      </article>
    </Shell>
  )
}
