import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Footer, Header, Page, SiteSetting } from '@/payload-types'

import { TAGS } from '../cache/tags'
import { payloadClient } from './payload'

/**
 * Every content read of the site, cached by tag. CMS hooks expire the same tags on save, so a change is live
 * on the next request while everything else stays cached.
 */

export const getSiteSettings = unstable_cache(
  async (): Promise<SiteSetting> => (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 1 }),
  ['site-settings'],
  { tags: [TAGS.settings] },
)

export const getHeader = unstable_cache(
  async (): Promise<Header> => (await payloadClient()).findGlobal({ slug: 'header', depth: 0 }),
  ['header'],
  { tags: [TAGS.header] },
)

export const getFooter = unstable_cache(
  async (): Promise<Footer> => (await payloadClient()).findGlobal({ slug: 'footer', depth: 0 }),
  ['footer'],
  { tags: [TAGS.footer] },
)

async function findPage(path: string, draft: boolean): Promise<Page | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    depth: 2,
    limit: 1,
    draft,
    overrideAccess: draft,
    pagination: false,
  })
  return docs[0] ?? null
}

/** A published page by path; drafts only in draft mode, and those are never cached. */
export function getPage(path: string, draft = false): Promise<Page | null> {
  if (draft) return findPage(path, true)
  return unstable_cache(() => findPage(path, false), ['page', path], {
    tags: [TAGS.pages, TAGS.page(path)],
  })()
}
