import type { LivePreviewConfig, PayloadRequest } from 'payload'

import { isPagePath, normalizePagePath } from '@/domain/paths'

import { env } from '../env'
import { adminOrigins, editorOrigin } from './origins'

export { adminOrigins, editorOrigin, LOOPBACK_HOSTS } from './origins'

/** The origins the admin works from (CSRF and CORS): SITE_URL, plus its loopback names outside production. */
export function allowedAdminOrigins(): string[] {
  const config = env()
  return adminOrigins({
    siteUrl: config.SITE_URL,
    production: config.APP_ENV === 'production',
    listenPort: process.env.PORT,
  })
}

/** The widths an editor checks a draft at: the phone and desktop sizes the site is tested at, and a tablet. */
export const LIVE_PREVIEW_BREAKPOINTS: NonNullable<LivePreviewConfig['breakpoints']> = [
  { label: 'Phone', name: 'phone', width: 375, height: 740 },
  { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
  { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
]

/**
 * Where the live preview frame opens a page: the preview route (src/app/api/preview) on the origin the editor is
 * using, which signs them into the draft and lands on the page. Absolute, because the admin exchanges messages
 * with the frame only on that origin. Null for a page without a path yet (nothing to show).
 */
export function pageLivePreviewUrl(path: unknown, req: Pick<PayloadRequest, 'headers'>): string | null {
  if (typeof path !== 'string' || !path) return null
  const normalized = normalizePagePath(path)
  if (!isPagePath(normalized)) return null
  const origin = editorOrigin(req.headers.get('host'), allowedAdminOrigins())
  return `${origin}/api/preview?path=${encodeURIComponent(normalized)}`
}
