import 'server-only'

import { unstable_cache } from 'next/cache'

import { type TRedirectRule, buildRedirectTable, normalizeHost } from '@/domain/redirects'

import { TAGS } from '../cache/tags'
import { payloadClient } from './payload'

/**
 * The enabled redirects, checked again against the current allow-list and flattened to one hop. Tagged with the
 * settings too: removing a host from the allow-list turns its redirects off at once.
 */
export const getRedirectTable = unstable_cache(
  async (): Promise<TRedirectRule[]> => {
    const payload = await payloadClient()
    const [settings, { docs }] = await Promise.all([
      payload.findGlobal({ slug: 'site-settings', depth: 0 }),
      payload.find({
        collection: 'redirects',
        where: { enabled: { equals: true } },
        depth: 0,
        limit: 0,
        pagination: false,
      }),
    ])
    const hosts = (settings.redirect_allowed_hosts ?? []).map((row) => normalizeHost(row.host))
    return buildRedirectTable(docs, hosts)
  },
  ['redirect-table'],
  { tags: [TAGS.redirects, TAGS.settings] },
)
