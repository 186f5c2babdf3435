import { type NextRequest, NextResponse } from 'next/server'

import { STATUS_BY_PATH } from '@/domain/status'

/**
 * Runs before every page. Next cannot give a rendered page a status other than 200/404 from inside the page,
 * so the error pages are fetched from their static route and answered here with their real status.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const direct = /^\/error-pages\/(403|500|503)$/.exec(pathname)
  const status = STATUS_BY_PATH[pathname] ?? (direct ? Number(direct[1]) : undefined)
  if (status) return statusPage(request, status)
  return NextResponse.next()
}

const internalOrigin = () => process.env.INTERNAL_URL || `http://127.0.0.1:${process.env.PORT || 3000}`

async function statusPage(request: NextRequest, status: number) {
  // A client-side navigation asks for the route's RSC payload: a plain rewrite keeps the router consistent.
  if (request.headers.get('rsc') === '1') {
    return NextResponse.rewrite(new URL(`/error-pages/${status}`, request.url))
  }
  const upstream = await fetch(`${internalOrigin()}/error-pages/${status}`, { headers: { accept: 'text/html' } })
  const headers = new Headers({
    'content-type': upstream.headers.get('content-type') ?? 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
  })
  if (status === 503) headers.set('retry-after', '600')
  return new NextResponse(upstream.body, { status, headers })
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|admin|cms/|api/|assets/|media/|favicon\\.ico|sw\\.js|robots\\.txt|sitemap\\.xml).*)'],
}
