import '@/app/payload'

import { draftMode } from 'next/headers'

import { isPagePath, normalizePagePath } from '@/domain/paths'
import { PREVIEW_COOKIE } from '@/server/preview'

/** GET /api/preview/exit?path=/x — leaves preview: draft mode off, preview cookie removed, back to the page. */
export async function GET(request: Request): Promise<Response> {
  const path = normalizePagePath(new URL(request.url).searchParams.get('path') ?? '/')
  ;(await draftMode()).disable()
  const headers = new Headers({
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    Location: isPagePath(path) ? path : '/',
  })
  headers.append('Set-Cookie', `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict`)
  return new Response(null, { status: 307, headers })
}
