import type { Metadata } from 'next'

import type { IMetaRecord } from '@/domain/seo/meta'

/** The head of a page from its meta record (spec 3), so the page and /api/v1/meta-info can never disagree. */
export function toMetadata(meta: IMetaRecord, { preview = false } = {}): Metadata {
  const languages = Object.fromEntries(meta.hreflang.map((entry) => [entry.lang, entry.url]))
  const images = meta.og_image ? [{ url: meta.og_image, alt: meta.og_image_alt ?? undefined }] : undefined
  return {
    title: { absolute: meta.title },
    description: meta.description,
    alternates: { canonical: meta.canonical, languages },
    robots: meta.robots,
    // A preview address must not leak to other sites in the Referer header.
    ...(preview ? { referrer: 'no-referrer' as const } : {}),
    openGraph: {
      title: meta.og_title,
      description: meta.og_description,
      url: meta.og_url,
      siteName: meta.og_site_name,
      locale: meta.og_locale,
      type: meta.og_type,
      images,
    },
    twitter: {
      card: meta.twitter_card,
      title: meta.twitter_title,
      description: meta.twitter_description,
      images: meta.twitter_image ? [meta.twitter_image] : undefined,
    },
  }
}
