import '@/app/payload'

import type { MetadataRoute } from 'next'

import { env } from '@/server/env'

export const dynamic = 'force-dynamic'

/** /robots.txt: everything public may be crawled; the admin, the CMS API and the site's API may not. */
export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL.replace(/\/$/, '')
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/cms/', '/api/'] }],
    sitemap: `${site}/sitemap.xml`,
  }
}
