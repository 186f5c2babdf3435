import '@/app/payload'

import type { MetadataRoute } from 'next'

import { branchSitemapEntries } from '@/domain/branches/sitemap'
import { careersSitemapEntries } from '@/domain/careers'
import { hreflangOf } from '@/domain/seo/meta'
import { sitemapEntries } from '@/domain/seo/sitemap'
import { getBranches, getPageIndex } from '@/server/content'
import { blogSitemapPaths } from '@/server/content/blog'
import { getPosts } from '@/server/content/catalogue'
import { getOpenJobs } from '@/server/content/jobs'
import { listedScreens } from '@/server/content/media-centre'
import { env } from '@/server/env'

/** /sitemap.xml from the published pages (tag-cached: an editor's publish shows on the next request). */
export const dynamic = 'force-dynamic'

/** Screens that are not CMS pages, listed beside the pages. */
const SCREENS = [
  '/nav-history',
  '/bonus-information',
  '/premium-paid-certificate',
  '/services/nach-mandate-activation',
  '/nach-mandate-deactivation',
  '/services/meet-advisor',
  '/register-for-whatsapp',
  '/register-grievance',
  '/unclaimed-amounts',
  '/aadhaar-ekyc-consent-revoking',
  '/online-dgh-submission',
  '/renewal-payment',
]

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = env().SITE_URL
  // The blog's list screens (every page of them), dated by their newest post.
  const newest = (await getPosts())[0]?.updatedAt ?? new Date(0).toISOString()
  const blog = (await blogSitemapPaths()).map((path) => ({
    url: new URL(path, siteUrl).toString(),
    lastModified: newest,
  }))
  const english: MetadataRoute.Sitemap = [
    ...sitemapEntries(await getPageIndex(), siteUrl),
    ...careersSitemapEntries(await getOpenJobs(), siteUrl),
    ...blog,
    ...SCREENS.map((path) => ({ url: new URL(path, siteUrl).toString() })),
    ...branchSitemapEntries(await getBranches(), siteUrl),
    ...(await listedScreens()).map((screen) => ({
      url: new URL(screen.path, siteUrl).toString(),
      lastModified: screen.updatedAt,
    })),
  ]
  return inEveryLanguage(english)
}

/**
 * Each address in every language shown (decision 93): the English entry, then the same page under each other
 * language's prefix, every one naming all of them as its alternates (hreflang en-IN, hi-IN, x-default).
 */
function inEveryLanguage(entries: MetadataRoute.Sitemap): MetadataRoute.Sitemap {
  return entries.flatMap((entry) => {
    const versions = hreflangOf(entry.url, env().SITE_URL)
    const languages = Object.fromEntries(versions.map((version) => [version.lang, version.url]))
    return versions
      .filter((version) => version.lang !== 'x-default')
      .map((version) => ({ ...entry, url: version.url, alternates: { languages } }))
  })
}
