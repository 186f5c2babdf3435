import '@/app/payload'

import { draftMode } from 'next/headers'

import { DEFAULT_LANGUAGE, isLanguage, localPath, shownLanguage } from '@/domain/i18n/languages'
import { isPagePath, normalizePagePath } from '@/domain/paths'
import { PREVIEW_PARAM } from '@/domain/seo/preview-links'
import { env, payloadSecret } from '@/server/env'
import { ANY_STAFF, requireStaff } from '@/server/http/staff'
import { issuePreviewToken, PREVIEW_COOKIE, PREVIEW_TTL_SECONDS } from '@/server/preview'

const NO_STORE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }

/**
 * GET /api/preview?path=/x — the admin's Preview button. A signed-in staff member gets draft mode and a
 * short-lived signed preview cookie, then lands on the page with `_preview=<id>` (spec 6). Anyone else is sent to
 * the admin sign-in.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const raw = params.get('path') ?? '/'
  // The language the editor previews in (the admin's language selector); English unless a shown one is named.
  const lang = params.get('lang')
  const language = isLanguage(lang) ? shownLanguage(lang) : DEFAULT_LANGUAGE
  const path = normalizePagePath(raw)
  if (!raw.startsWith('/') || !isPagePath(path)) {
    return Response.json(
      { message: 'Give the page path to preview, e.g. ?path=/legal/privacy-policy' },
      {
        status: 400,
        headers: NO_STORE,
      },
    )
  }
  const back = `/api/preview?path=${encodeURIComponent(path)}${language === DEFAULT_LANGUAGE ? '' : `&lang=${language}`}`
  const staff = await requireStaff(
    request,
    ANY_STAFF,
    () =>
      new Response(null, {
        status: 303,
        headers: { ...NO_STORE, Location: `/admin/login?redirect=${encodeURIComponent(back)}` },
      }),
  )
  if (staff instanceof Response) return staff
  const { token, claims } = issuePreviewToken(payloadSecret(), String(staff.user.id))
  ;(await draftMode()).enable()
  const secure = env().SITE_URL.startsWith('https:')
  const cookie = [
    `${PREVIEW_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${PREVIEW_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
  const headers = new Headers({
    ...NO_STORE,
    Location: `${localPath(language, path)}?${PREVIEW_PARAM}=${claims.id}`,
  })
  headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 307, headers })
}
