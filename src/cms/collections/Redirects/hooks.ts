import type { TextFieldSingleValidation } from 'payload'

import {
  checkRedirectChain,
  checkRedirectTarget,
  normalizeHost,
  normalizeRedirectSource,
} from '@/domain/redirects'
import { TAGS } from '@/server/cache/tags'

import { revalidateCollection, revalidateCollectionDelete } from '../../hooks/revalidate'

export const revalidateRedirects = revalidateCollection(() => [TAGS.redirects])
export const revalidateRedirectsDelete = revalidateCollectionDelete(() => [TAGS.redirects])

type RedirectData = { from?: string | null; enabled?: boolean | null }

/**
 * The target must be safe (src/domain/redirects) and, for an enabled redirect, must not loop or chain through
 * another enabled redirect. Runs on the server, so the admin shows the message beside the field and nothing is saved.
 */
export const validateTarget: TextFieldSingleValidation = async (value, { req, data, id }) => {
  if (!value) return 'Enter where the redirect goes, e.g. /life-insurance'
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const hosts = (settings.redirect_allowed_hosts ?? []).map((row) => normalizeHost(row.host))
  const unsafe = checkRedirectTarget(value, hosts)
  if (unsafe) return unsafe

  const { from, enabled } = data as RedirectData
  if (!from || enabled === false) return true
  const others = await req.payload.find({
    collection: 'redirects',
    where: {
      and: [{ enabled: { equals: true } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
  })
  return checkRedirectChain(normalizeRedirectSource(from), value, others.docs) ?? true
}
