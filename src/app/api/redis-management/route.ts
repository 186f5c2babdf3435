import '@/app/payload'

import { env } from '@/server/env'
import { readBoundedText } from '@/server/http/body'
import { requireStaff } from '@/server/http/staff'
import { parsePurge, purge, purgeToken, purgeTokenValid } from '@/server/cache-purge/purge'
import { forbiddenPage, purgePage } from '@/server/cache-purge/page'

export const dynamic = 'force-dynamic'

/** The signed-in administrator (admin session cookie or `Authorization: JWT …`), or the 403 page for anyone else. */
const administrator = (request: Request) => requireStaff(request, ['admin'], forbiddenPage)

/** A form post from another site is refused even with the administrator's cookie: its Origin is not ours. */
function foreign(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin || origin === 'null') return origin === 'null'
  return origin !== new URL(env().SITE_URL).origin && origin !== new URL(request.url).origin
}

/** GET /api/redis-management: the cache purge page, for administrators only (403 for anyone else). */
export async function GET(request: Request) {
  const staff = await administrator(request)
  if (staff instanceof Response) return staff
  return purgePage(purgeToken(staff.user.id))
}

/**
 * POST /api/redis-management: purge all, or tags and page paths (form fields `scope`, `tag`, `path`), with the
 * page's CSRF token (`csrf`, bound to the administrator). Answers the page with the result; JSON when asked.
 */
export async function POST(request: Request) {
  const staff = await administrator(request)
  if (staff instanceof Response) return staff
  const { user } = staff
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  const answer = (status: number, body: { purged?: string[]; error?: string }) =>
    wantsJson
      ? Response.json(
          { status_code: status, message: body.error ?? 'Purged', data: body.purged ?? [] },
          { status, headers: { 'Cache-Control': 'no-store' } },
        )
      : purgePage(purgeToken(user.id), body)
  const text = await readBoundedText(request, 8192)
  if (text === null) return answer(413, { error: 'The request is too large.' })
  const form = new URLSearchParams(text)
  if (foreign(request) || !purgeTokenValid(form.get('csrf'), user.id))
    return answer(403, { error: 'The page has expired. Reload it and try again.' })
  const parsed = parsePurge(form)
  if ('error' in parsed) return answer(400, { error: parsed.error })
  return answer(200, { purged: purge(parsed, user) })
}
