import type { MetadataRoute } from 'next'

import { careersSitemapEntries } from '@/domain/careers'
import { sitemapEntries } from '@/domain/seo/sitemap'
import { getPageIndex } from '@/server/content'
import { getOpenJobs } from '@/server/content/jobs'
import { env } from '@/server/env'

/** /sitemap.xml from the published pages (tag-cached: an editor's publish shows on the next request). */
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = env().SITE_URL
  return [
    ...sitemapEntries(await getPageIndex(), siteUrl),
    ...careersSitemapEntries(await getOpenJobs(), siteUrl),
  ]
}
