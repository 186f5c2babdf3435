import type { MetadataRoute } from 'next'

import { branchSitemapEntries } from '@/domain/branches/sitemap'
import { careersSitemapEntries } from '@/domain/careers'
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
  return [
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
}
