import { DEFAULT_LANGUAGE, LANGUAGES, localPath, shownLanguages, type TLanguage } from '../i18n/languages'
import { article, breadcrumbList, faqPage, type ICrumb, insuranceProduct, type IQuestion } from './json-ld'
import { pageKind } from './kind'
import { effectiveRobots } from './robots'
import { metaSlugForPath } from './slug'

/** Spec 3: the page meta record, as `/api/v1/meta-info/{slug}` answers it and as the page's head is built from it. */
export interface IMetaRecord {
  slug: string
  path: string
  title: string
  description: string
  canonical: string
  robots: string
  hreflang: { lang: string; url: string }[]
  og_title: string
  og_description: string
  og_url: string
  og_type: 'website' | 'article'
  og_site_name: string
  og_locale: string
  og_image: string | null
  og_image_alt: string | null
  twitter_card: 'summary' | 'summary_large_image'
  twitter_title: string
  twitter_description: string
  twitter_image: string | null
  /** Page-specific script addresses (none are managed yet: the site's own scripts are in the shell). */
  scripts: string[]
  schema: { schema_value: object }[]
}

export interface IMetaInput {
  /** The page's own path, without a language prefix. */
  path: string
  siteUrl: string
  brandName: string
  logoUrl?: string | null
  title: string
  meta?: {
    title?: string | null
    description?: string | null
    canonical?: string | null
    robots?: string | null
  } | null
  image?: { url: string; alt?: string | null } | null
  /** Text to describe the page when the editor wrote no description (e.g. the hero's subheading). */
  summary?: string | null
  faqs?: IQuestion[]
  createdAt?: string | null
  updatedAt?: string | null
  /** A blog post's details: its Article data prefers them to the record's own dates. */
  article?: { datePublished?: string | null; author?: string | null } | null
  /** Titles of the pages above this one, by path, when they exist. */
  ancestorTitles?: Record<string, string>
  /** The home page's name in the breadcrumbs, in the page's language ('Home' when not given). */
  homeName?: string
  /** The breadcrumb trail when the screen knows it better than its path does (e.g. place names). */
  trail?: { name: string; path: string }[]
  /** Structured data the screen adds for itself (e.g. LocalBusiness for branches). */
  extraSchema?: object[]
  /** Site-wide structured data from the settings (the Organization). */
  siteSchema?: object[]
  partner?: boolean
  preview?: boolean
  /** For the partner variant: the page the record describes is served at this other address. */
  servedAt?: string
}

/** The locale of every page (spec 9: the -IN suffix for hreflang). */
export const SITE_LOCALE = LANGUAGES[DEFAULT_LANGUAGE].locale

/**
 * A page's address in each language shown (spec 9's `-IN` locales), then `x-default`, the English address: English
 * at the canonical address, Hindi at the same path under `/hi` (decision 93). A canonical on another site has no
 * language versions of ours.
 */
export function hreflangOf(canonical: string, siteUrl: string): { lang: string; url: string }[] {
  const english = [{ lang: SITE_LOCALE, url: canonical }]
  const url = new URL(canonical)
  const others =
    url.origin === new URL(siteUrl).origin
      ? shownLanguages()
          .filter((language) => language !== DEFAULT_LANGUAGE)
          .map((language) => ({ lang: LANGUAGES[language].locale, url: languageUrl(canonical, language) }))
      : []
  return [...english, ...others, { lang: 'x-default', url: canonical }]
}

/** An address of the site in a language: its path under the language's prefix, the query kept. */
export function languageUrl(address: string, language: TLanguage): string {
  const url = new URL(address)
  url.pathname = localPath(language, url.pathname)
  return url.toString()
}

const MAX_DESCRIPTION = 160

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`
}

/** An absolute http(s) address for a canonical or image; anything else falls back. */
export function absoluteUrl(value: string | null | undefined, siteUrl: string, fallback: string): string {
  if (!value) return fallback
  try {
    const url = new URL(value, siteUrl)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : fallback
  } catch {
    return fallback
  }
}

const humanise = (segment: string) =>
  segment
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ')

/** Home, then each ancestor, then the page: names from the ancestors' titles where known. */
export function breadcrumbs(
  path: string,
  title: string,
  siteUrl: string,
  ancestorTitles: Record<string, string> = {},
  homeName = 'Home',
): ICrumb[] {
  const url = (p: string) => new URL(p, siteUrl).toString()
  const crumbs: ICrumb[] = [{ name: homeName, url: url('/') }]
  const segments = path.split('/').filter(Boolean)
  segments.forEach((segment, index) => {
    const here = `/${segments.slice(0, index + 1).join('/')}`
    const last = index === segments.length - 1
    crumbs.push({ name: last ? title : (ancestorTitles[here] ?? humanise(segment)), url: url(here) })
  })
  return crumbs
}

export function buildMetaRecord(input: IMetaInput): IMetaRecord {
  const served = input.servedAt ?? input.path
  const pageUrl = new URL(input.path, input.siteUrl).toString()
  const canonical = absoluteUrl(input.meta?.canonical, input.siteUrl, pageUrl)
  const title = input.meta?.title?.trim() || `${input.title} | ${input.brandName}`
  const description = clip(
    input.meta?.description?.trim() || input.summary?.trim() || `${input.title} from ${input.brandName}.`,
    MAX_DESCRIPTION,
  )
  const kind = pageKind(input.path)
  const image = input.image?.url ? absoluteUrl(input.image.url, input.siteUrl, '') || null : null
  const organization = {
    name: input.brandName,
    url: new URL('/', input.siteUrl).toString(),
    logo: input.logoUrl,
  }

  const crumbs = input.trail
    ? input.trail.map((crumb) => ({ name: crumb.name, url: new URL(crumb.path, input.siteUrl).toString() }))
    : breadcrumbs(input.path, input.title, input.siteUrl, input.ancestorTitles, input.homeName)
  const pageSchema: (object | null)[] = [breadcrumbList(crumbs), faqPage(input.faqs ?? [])]
  if (kind === 'product') {
    pageSchema.push(insuranceProduct({ name: input.title, description, url: canonical, image, organization }))
  }
  if (kind === 'article') {
    pageSchema.push(
      article({
        headline: input.title,
        description,
        url: canonical,
        image,
        datePublished: input.article?.datePublished || input.createdAt,
        dateModified: input.updatedAt,
        author: input.article?.author,
        organization,
      }),
    )
  }

  return {
    slug: metaSlugForPath(served),
    path: served,
    title,
    description,
    canonical,
    robots: effectiveRobots(input.meta?.robots, { partner: input.partner, preview: input.preview }),
    hreflang: hreflangOf(canonical, input.siteUrl),
    og_title: input.meta?.title?.trim() || input.title,
    og_description: description,
    og_url: canonical,
    og_type: kind === 'article' ? 'article' : 'website',
    og_site_name: input.brandName,
    og_locale: SITE_LOCALE.replace('-', '_'),
    og_image: image,
    og_image_alt: image ? (input.image?.alt ?? input.title) : null,
    twitter_card: image ? 'summary_large_image' : 'summary',
    twitter_title: input.meta?.title?.trim() || input.title,
    twitter_description: description,
    twitter_image: image,
    scripts: [],
    schema: [
      ...(input.siteSchema ?? []),
      ...pageSchema.filter((s): s is object => s !== null),
      ...(input.extraSchema ?? []),
    ].map((schema_value) => ({ schema_value })),
  }
}
