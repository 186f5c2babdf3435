import type { MetadataRoute } from 'next'

import { sitemapEntries } from '@/domain/seo/sitemap'
import { getPageIndex } from '@/server/content'
import { env } from '@/server/env'

/** /sitemap.xml from the published pages (tag-cached: an editor's publish shows on the next request). */
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await getPageIndex(), env().SITE_URL)
}
