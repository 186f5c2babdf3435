import 'server-only'

import { unstable_cache } from 'next/cache'

import type { TBranch } from '@/domain/branches'
import { DEFAULT_LANGUAGE, type TLanguage } from '@/domain/i18n/languages'
import { collectFaqs, type IFaq, type IFaqSourcePage } from '@/domain/chat/faqs'
import type { TSearchEntry } from '@/domain/search'
import { type ISearchSourcePage, searchDocuments, type TSearchDoc } from '@/domain/search/documents'
import type { Footer, Header, Page, SiteSetting } from '@/payload-types'

import { TAGS } from '../cache/tags'
import { contentLocale, payloadClient } from './payload'

/**
 * Every content read of the site, cached by tag. CMS hooks expire the same tags on save, so a change is live
 * on the next request while everything else stays cached.
 */

export const getSiteSettings = unstable_cache(
  // The quick links and toll-free lines are per language (decision 109): a language without its own list reads
  // the English one.
  async (language: TLanguage = DEFAULT_LANGUAGE): Promise<SiteSetting> =>
    (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 1, locale: contentLocale(language) }),
  ['site-settings'],
  { tags: [TAGS.settings] },
)

/**
 * The menus and the footer in a language: a list or text without its Hindi is the English one (decision 109). One
 * tag for both languages, so a save in either expires both.
 */
export const getHeader = unstable_cache(
  async (language: TLanguage = DEFAULT_LANGUAGE): Promise<Header> =>
    (await payloadClient()).findGlobal({ slug: 'header', depth: 0, locale: contentLocale(language) }),
  ['header'],
  { tags: [TAGS.header] },
)

export const getFooter = unstable_cache(
  async (language: TLanguage = DEFAULT_LANGUAGE): Promise<Footer> =>
    (await payloadClient()).findGlobal({ slug: 'footer', depth: 0, locale: contentLocale(language) }),
  ['footer'],
  { tags: [TAGS.footer] },
)

async function findPage(
  path: string,
  draft: boolean,
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<Page | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    depth: 2,
    limit: 1,
    draft,
    overrideAccess: draft,
    pagination: false,
    locale: contentLocale(language),
  })
  return docs[0] ?? null
}

/** A plan page's documents, which a page in another language may have of its own or show in English. */
export const PLAN_FILES = ['brochure', 'policy_wording'] as const
export type TPlanFile = (typeof PLAN_FILES)[number]

/**
 * What a page has written in this language itself (read without falling back to English): whether it has sections,
 * and which of a plan's documents it has a file of its own for.
 */
async function ownContent(
  path: string,
  draft: boolean,
  language: TLanguage,
): Promise<{ sections: boolean; files: TPlanFile[] }> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    depth: 0,
    limit: 1,
    draft,
    overrideAccess: draft,
    pagination: false,
    locale: contentLocale(language),
    fallbackLocale: false,
    select: { layout: true, product: { brochure: true, policy_wording: true } },
  })
  const page = docs[0]
  return {
    sections: !!page?.layout?.length,
    files: PLAN_FILES.filter((file) => !!page?.product?.[file]),
  }
}

/** A published page by path, in English (the content API's language); drafts only in draft mode, never cached. */
export function getPage(path: string, draft = false): Promise<Page | null> {
  if (draft) return findPage(path, true)
  return unstable_cache(() => findPage(path, false), ['page', path], {
    tags: [TAGS.pages, TAGS.page(path)],
  })()
}

export interface ILocalizedPage {
  page: Page
  /** The language the page's content is in: the one asked for when it has its own sections, else English. */
  language: TLanguage
  /** A plan's documents the page, in a language other than English, offers in English: it has no file of its own. */
  englishFiles: TPlanFile[]
}

/**
 * A page in a language (decision 109): a page with sections written in that language is read in it (a field left
 * without a translation shows the English); a page without is the English page, which the site marks as such. Never
 * an empty page.
 */
async function findLocalizedPage(
  path: string,
  draft: boolean,
  language: TLanguage,
): Promise<ILocalizedPage | null> {
  if (language !== DEFAULT_LANGUAGE) {
    const own = await ownContent(path, draft, language)
    if (own.sections) {
      const page = await findPage(path, draft, language)
      const englishFiles = PLAN_FILES.filter((file) => !own.files.includes(file) && !!page?.product?.[file])
      return page && { page, language, englishFiles }
    }
  }
  const page = await findPage(path, draft, DEFAULT_LANGUAGE)
  return page && { page, language: DEFAULT_LANGUAGE, englishFiles: [] }
}

/** `getPage` in the page's language. One tag per page for every language: a publish in any expires them all. */
export function getLocalizedPage(
  path: string,
  language: TLanguage,
  draft = false,
): Promise<ILocalizedPage | null> {
  if (draft) return findLocalizedPage(path, true, language)
  return unstable_cache(() => findLocalizedPage(path, false, language), ['localized-page', path, language], {
    tags: [TAGS.pages, TAGS.page(path)],
  })()
}

export interface IPageSummary {
  path: string
  title: string
  updatedAt: string
  robots: string | null
  partnerOne: boolean
}

/**
 * Every published page's address and title (in a language, English where a page has no title in it): the sitemap,
 * meta slugs and breadcrumb names read it.
 */
export const getPageIndex = unstable_cache(
  async (language: TLanguage = DEFAULT_LANGUAGE): Promise<IPageSummary[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      locale: contentLocale(language),
      depth: 0,
      pagination: false,
      select: { path: true, title: true, updatedAt: true, meta: { robots: true }, partner_one: true },
      where: { _status: { equals: 'published' } },
      sort: 'path',
    })
    return docs.map((doc) => ({
      path: doc.path,
      title: doc.title,
      updatedAt: doc.updatedAt,
      robots: doc.meta?.robots ?? null,
      partnerOne: !!doc.partner_one,
    }))
  },
  ['page-index'],
  { tags: [TAGS.pages] },
)

/** The whole search index, lean: queries are answered from it in memory (src/domain/search), never by SQL LIKE. */
export const getSearchEntries = unstable_cache(
  async (): Promise<TSearchEntry[]> => {
    const { docs } = await (
      await payloadClient()
    ).find({
      collection: 'search-index',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: {
        heading: true,
        type: true,
        link: true,
        slug: true,
        product_category: true,
        blog_category: true,
        product_type: true,
      },
    })
    return docs.map((doc) => ({
      heading: doc.heading,
      type: doc.type,
      link: doc.link,
      slug: doc.slug ?? null,
      product_category: doc.product_category ?? null,
      blog_category: doc.blog_category ?? null,
      product_type: doc.product_type ?? null,
    }))
  },
  ['search-index'],
  { tags: [TAGS.search] },
)

/** Every branch, for the branch pages and the search's place suggestions. */
export const getBranches = unstable_cache(
  async (): Promise<TBranch[]> => {
    const { docs } = await (
      await payloadClient()
    ).find({ collection: 'branches', depth: 0, pagination: false, sort: 'name' })
    return docs.map((doc) => ({
      name: doc.name,
      slug: doc.slug,
      state: doc.state,
      state_slug: doc.state_slug,
      district: doc.district,
      district_slug: doc.district_slug,
      city: doc.city,
      city_slug: doc.city_slug,
      address: doc.address,
      pincode: doc.pincode,
      phone: doc.phone,
      email: doc.email ?? null,
      opening_hours: doc.opening_hours ?? null,
      latitude: doc.latitude ?? null,
      longitude: doc.longitude ?? null,
    }))
  },
  ['branches'],
  { tags: [TAGS.branches] },
)

/** Every FAQ of the published pages' accordion blocks, with its page: `GET /api/v1/faqs` and the chat assistant. */
export const getFaqs = unstable_cache(
  async (): Promise<IFaq[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      depth: 0,
      pagination: false,
      select: { path: true, title: true, partner_one: true, layout: true },
      where: { _status: { equals: 'published' } },
    })
    return collectFaqs(docs as IFaqSourcePage[])
  },
  ['faqs'],
  { tags: [TAGS.pages] },
)

/**
 * The site search's documents (src/domain/search/documents.ts): every published page's plans, calculators, pages,
 * questions and posts with their text, and the site's own screens. Under the `pages` tag, so a published change is
 * found on the next search.
 */
export const getSearchDocuments = unstable_cache(
  async (): Promise<TSearchDoc[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      depth: 0,
      pagination: false,
      select: {
        path: true,
        title: true,
        partner_one: true,
        meta: { title: true, description: true },
        product: { need: true },
        post: { excerpt: true, tags: true },
        layout: true,
      },
      where: { _status: { equals: 'published' } },
    })
    return searchDocuments(docs as ISearchSourcePage[])
  },
  ['search-documents'],
  { tags: [TAGS.pages] },
)
