import type { LivePreviewConfig, PayloadRequest } from 'payload'

import { DEFAULT_LANGUAGE, isLanguage, shownLanguage } from '@/domain/i18n/languages'
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
export function pageLivePreviewUrl(
  path: unknown,
  req: Pick<PayloadRequest, 'headers'>,
  locale?: string | null,
): string | null {
  const preview = pagePreviewPath(path, locale)
  return preview && `${editorOrigin(req.headers.get('host'), allowedAdminOrigins())}${preview}`
}

/**
 * The preview of a page in the language the editor has chosen in the admin (decision 109): `/api/preview?path=/x`,
 * with `&lang=hi` for Hindi, which opens `/hi/x`. Null for what is not a page path.
 */
export function pagePreviewPath(path: unknown, locale?: string | null): string | null {
  if (typeof path !== 'string' || !path) return null
  const normalized = normalizePagePath(path)
  if (!isPagePath(normalized)) return null
  const language =
    isLanguage(locale) && locale !== DEFAULT_LANGUAGE ? shownLanguage(locale) : DEFAULT_LANGUAGE
  const lang = language === DEFAULT_LANGUAGE ? '' : `&lang=${language}`
  return `/api/preview?path=${encodeURIComponent(normalized)}${lang}`
}
