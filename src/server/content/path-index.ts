import 'server-only'

import { branchPaths } from '@/domain/branches/sitemap'
import { jobHref } from '@/domain/careers'
import { indexEntry } from '@/domain/paths/known'
import { quotePathOf } from '@/domain/quotes/paths'

import { blogSitemapPaths } from './blog'
import { getBranches, getPageIndex } from './index'
import { getOpenJobs } from './jobs'
import { listedScreens } from './media-centre'
import { quotablePlanPaths } from './quotes'

/**
 * Every address behind a route parameter that names published content (src/domain/paths/known.ts): the CMS
 * pages, the blog's list screens, open jobs, branch places and branches, media items and testimonials, and the
 * quote page of each plan with a rate table. Each part is a tag-cached read that a publish expires, so the index
 * changes with the content.
 */
export async function contentPaths(): Promise<string[]> {
  const [pages, blog, jobs, branches, screens, quotable] = await Promise.all([
    getPageIndex(),
    blogSitemapPaths(),
    getOpenJobs(),
    getBranches(),
    listedScreens(),
    quotablePlanPaths(),
  ])
  const paths = new Set<string>([
    ...pages.map((page) => page.path),
    ...blog.map(indexEntry),
    ...jobs.map((job) => jobHref(job.slug)),
    ...branchPaths(branches),
    ...screens.map((screen) => indexEntry(screen.path)),
    ...[...quotable].map(quotePathOf),
  ])
  return [...paths].sort()
}
