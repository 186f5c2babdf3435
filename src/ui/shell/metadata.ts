import type { Metadata } from 'next'

import { DEFAULT_LANGUAGE, LANGUAGES } from '@/domain/i18n/languages'
import type { IMetaRecord } from '@/domain/seo/meta'

import { pageLanguage } from '../i18n/language'

/**
 * The head of a page from its meta record (spec 3), so the page and /api/v1/meta-info can never disagree. A page
 * in another language than English is its own canonical address (`/hi/x`), in its own locale.
 */
export async function toMetadata(meta: IMetaRecord, { preview = false } = {}): Promise<Metadata> {
  const language = await pageLanguage()
  const english = language === DEFAULT_LANGUAGE
  const languages = Object.fromEntries(meta.hreflang.map((entry) => [entry.lang, entry.url]))
  // The page's own address in its language, from the record's alternates (none for a canonical on another site).
  const own = (address: string) => (english ? address : (languages[LANGUAGES[language].locale] ?? address))
  const images = meta.og_image ? [{ url: meta.og_image, alt: meta.og_image_alt ?? undefined }] : undefined
  return {
    title: { absolute: meta.title },
    description: meta.description,
    alternates: { canonical: own(meta.canonical), languages },
    robots: meta.robots,
    // A preview address must not leak to other sites in the Referer header.
    ...(preview ? { referrer: 'no-referrer' as const } : {}),
    openGraph: {
      title: meta.og_title,
      description: meta.og_description,
      url: own(meta.og_url),
      siteName: meta.og_site_name,
      locale: english ? meta.og_locale : LANGUAGES[language].locale.replace('-', '_'),
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
