import 'server-only'

import { DEFAULT_LANGUAGE, type TLanguage } from '@/domain/i18n/languages'
import { lastSegment } from '@/domain/paths'
import { toSitePath } from '@/domain/shell/media'
import { schemaValues } from '@/domain/shell/json-ld'
import { buildMetaRecord, type IMetaRecord } from '@/domain/seo/meta'
import { isSharableImage } from '@/domain/seo/og-image'
import type { IQuestion } from '@/domain/seo/json-ld'
import { partnerVariantOf } from '@/domain/seo/robots'
import { metaSlugForPath, pathsForMetaSlug } from '@/domain/seo/slug'
import type { Media, Page } from '@/payload-types'

import { getLocalizedPage, getPageIndex, getSiteSettings } from '../content'
import { blogTexts } from '../content/blog-texts'
import { env } from '../env'
import { ogImageFor } from './og-image'

type TBlock = Page['layout'][number]

const media = (value: unknown): Media | null =>
  value && typeof value === 'object' && 'url' in value ? (value as Media) : null

/** Questions of the page's FAQ blocks that the editor publishes as structured data. */
function faqsOf(layout: TBlock[]): IQuestion[] {
  return layout.flatMap((block) =>
    block.blockType === 'accordion' && block.faq_schema !== false
      ? (block.items ?? []).map((item) => ({ question: item.question, answer: item.answer }))
      : [],
  )
}

function summaryOf(layout: TBlock[]): string | null {
  for (const block of layout) {
    if (block.blockType === 'hero' && block.subheading) return block.subheading
    if (block.blockType === 'cards' && block.intro) return block.intro
  }
  return null
}

export interface IMetaOptions {
  /** The address the visitor asked for when it differs from the page's own (the partner variant). */
  servedAt?: string
  partner?: boolean
  preview?: boolean
  /** The language the page is read in: the breadcrumbs' names are its titles in that language. */
  language?: TLanguage
}

/** What every meta record takes from the settings: the site's address, brand, logo and site-wide JSON-LD. */
async function siteIdentity() {
  const settings = await getSiteSettings()
  const siteUrl = env().SITE_URL
  const logo = media(settings.logo)
  return {
    siteUrl,
    brandName: settings.brand_name,
    logoUrl: logo?.url ? new URL(toSitePath(logo.url), siteUrl).toString() : null,
    siteSchema: schemaValues(settings.meta),
  }
}

/** The meta record of a page (spec 3): what its head carries and what /api/v1/meta-info answers. */
export async function metaRecordFor(page: Page, options: IMetaOptions = {}): Promise<IMetaRecord> {
  const language = options.language ?? DEFAULT_LANGUAGE
  const [identity, index] = await Promise.all([siteIdentity(), getPageIndex(language)])
  const ancestorTitles = Object.fromEntries(index.map((entry) => [entry.path, entry.title]))
  const image = media(page.meta?.image) ?? media(page.post?.image)
  const imageUrl = image?.sizes?.hero?.url || image?.url
  return buildMetaRecord({
    ...identity,
    path: page.path,
    title: page.title,
    meta: page.meta,
    image:
      imageUrl && isSharableImage(image?.mimeType, imageUrl)
        ? { url: toSitePath(imageUrl), alt: image?.alt }
        : ogImageFor(page.title),
    summary: page.post?.excerpt || page.product?.summary || summaryOf(page.layout),
    faqs: faqsOf(page.layout),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    article: page.post ? { datePublished: page.post.published_on, author: page.post.author_name } : null,
    ancestorTitles,
    homeName: language === DEFAULT_LANGUAGE ? undefined : blogTexts(language).home,
    partner: options.partner || !!page.partner_one,
    preview: options.preview,
    servedAt: options.servedAt,
  })
}

/**
 * A published page (or a draft, in a preview) with its meta record. The partner variant of a product
 * (`/life-insurance/{product}/po`, spec 2.1) is the product page in partner mode, described at its own address.
 */
export async function pageWithMeta(
  path: string,
  { preview = false, language = DEFAULT_LANGUAGE }: { preview?: boolean; language?: TLanguage } = {},
) {
  const partnerOf = partnerVariantOf(path)
  const found = await getLocalizedPage(partnerOf ?? path, language, preview)
  if (!found) return null
  const { page } = found
  const partner = !!partnerOf || !!page.partner_one
  const meta = await metaRecordFor(page, {
    servedAt: partnerOf ? path : undefined,
    partner,
    preview,
    language: found.language,
  })
  return { page, partner, meta, contentLanguage: found.language, englishFiles: found.englishFiles }
}

/**
 * The meta record of a screen that is not a CMS page (e.g. the branch pages): same head, same structured data
 * rules, with what the screen knows about itself.
 */
export async function metaRecordForScreen(input: {
  path: string
  title: string
  description: string
  /** The canonical address when it is not the path itself (e.g. page 2 of a list: `/blog?page=2`). */
  canonical?: string
  image?: { url: string; alt?: string | null } | null
  trail?: { name: string; path: string }[]
  extraSchema?: (organization: { name: string; url: string; logo: string | null }) => object[]
}): Promise<IMetaRecord> {
  const identity = await siteIdentity()
  const organization = {
    name: identity.brandName,
    url: new URL('/', identity.siteUrl).toString(),
    logo: identity.logoUrl,
  }
  return buildMetaRecord({
    ...identity,
    path: input.path,
    title: input.title,
    meta: { description: input.description, canonical: input.canonical },
    image: input.image ?? ogImageFor(input.title),
    trail: input.trail,
    extraSchema: input.extraSchema?.(organization),
  })
}

/**
 * The page path a meta slug stands for (spec 7). Slugs are last segments, so several pages can share one; the
 * caller's `api-referrer` (the page it is on) settles it, otherwise the shortest matching path wins.
 */
export async function pathForMetaSlug(slug: string, referrer: string | null): Promise<string | null> {
  const index = await getPageIndex()
  const published = new Set(index.map((entry) => entry.path))
  if (referrer && metaSlugForPath(referrer) === slug) {
    const own = partnerVariantOf(referrer) ?? referrer
    if (published.has(own)) return referrer
  }
  const { exact, lastSegment: segment } = pathsForMetaSlug(slug)
  const direct = exact.find((path) => published.has(path))
  if (direct) return direct
  const matches = index
    .map((entry) => entry.path)
    .filter((path) => path !== '/' && lastSegment(path) === segment)
    .sort((a, b) => a.length - b.length || a.localeCompare(b))
  return matches[0] ?? null
}
