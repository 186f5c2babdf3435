import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { revalidatePath } from 'next/cache'

import { TAGS } from '../cache/tags'
import { expireTags } from '../cache/revalidate'
import { purgeCdn } from '../cdn'
import { payloadSecret } from '../env'
import { logger } from '../log'

/** Every fixed tag of `tags.ts` (a page's own tag is `page:/path`, purged by its path). */
export const PURGEABLE_TAGS: string[] = (Object.values(TAGS) as unknown[]).filter(
  (tag): tag is string => typeof tag === 'string',
)

const TOKEN_TTL_MS = 30 * 60 * 1000

const sign = (userId: string, expires: number) =>
  createHmac('sha256', payloadSecret()).update(`cache-purge.${userId}.${expires}`).digest('base64url')

/** The CSRF token of the purge form: bound to the signed-in administrator, valid 30 minutes. */
export function purgeToken(userId: string | number, now = Date.now()): string {
  const expires = now + TOKEN_TTL_MS
  return `${expires}.${sign(String(userId), expires)}`
}

export function purgeTokenValid(token: unknown, userId: string | number, now = Date.now()): boolean {
  if (typeof token !== 'string' || token.length > 200) return false
  const [expiresText, signature] = token.split('.')
  const expires = Number(expiresText)
  if (!signature || !Number.isFinite(expires) || expires < now) return false
  const expected = Buffer.from(sign(String(userId), expires))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export type TPurgeRequest = { scope: 'all' } | { scope: 'tags'; tags: string[]; paths: string[] }

/** Reads the form: `scope=all`, or `tag` values from the fixed list and `path` values (`/resources`). */
export function parsePurge(form: URLSearchParams): TPurgeRequest | { error: string } {
  if (form.get('scope') === 'all') return { scope: 'all' }
  const tags = form.getAll('tag')
  const unknown = tags.find((tag) => !PURGEABLE_TAGS.includes(tag))
  if (unknown) return { error: `Unknown cache tag '${unknown.slice(0, 40)}'.` }
  const paths = form
    .getAll('path')
    .flatMap((value) => value.split(/[\s,]+/))
    .filter(Boolean)
  const badPath = paths.find((path) => !/^\/[A-Za-z0-9/_-]{0,200}$/.test(path))
  if (badPath) return { error: `'${badPath.slice(0, 40)}' is not a site path such as /resources.` }
  if (tags.length === 0 && paths.length === 0) return { error: 'Choose what to purge.' }
  return { scope: 'tags', tags, paths }
}

/**
 * Expires the chosen tags at once (and, for all, every rendered page), with an audit line naming who did it. The
 * shared cache in front of the site, if any, is purged whole: it cannot tell pages by tag.
 */
export function purge(request: TPurgeRequest, who: { id: string | number; email?: string | null }): string[] {
  const tags =
    request.scope === 'all'
      ? PURGEABLE_TAGS
      : [...request.tags, ...request.paths.map((path) => TAGS.page(path.replace(/\/+$/, '') || '/'))]
  expireTags(...tags)
  if (request.scope === 'all') revalidatePath('/', 'layout')
  purgeCdn() // coalesced with the one expireTags asked for: one BAN
  logger.warn({ audit: 'cache-purge', user: who.id, email: who.email ?? null, tags }, 'site cache purged')
  return tags
}
