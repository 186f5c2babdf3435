import { STATUS_BY_PATH } from '../status'

interface IListedPage {
  path: string
  updatedAt: string
  robots: string | null
  partnerOne: boolean
}

/**
 * The sitemap's entries: every published page that may be indexed — not partner pages, not pages an editor marked
 * noindex, not the error pages — at its absolute, unprefixed address.
 */
export function sitemapEntries(
  pages: IListedPage[],
  siteUrl: string,
): { url: string; lastModified: string }[] {
  return pages
    .filter((page) => !page.partnerOne && !page.robots?.includes('noindex') && !(page.path in STATUS_BY_PATH))
    .map((page) => ({ url: new URL(page.path, siteUrl).toString(), lastModified: page.updatedAt }))
}
