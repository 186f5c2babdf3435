import { type NextRequest, NextResponse } from 'next/server'

import { STATUS_BY_PATH } from '@/domain/status'

/**
 * Runs before every page. Next cannot give a rendered page a status other than 200/404 from inside the page,
 * so the error pages are fetched from their static route and answered here with their real status.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (!decodable(pathname)) {
    // A malformed percent-escape (/%E0%A4%A) makes Next fail while decoding it, even after a rewrite: it is simply
    // not a page, so it gets the not-found page from here.
    return statusPage(request, 404)
  }
  const direct = /^\/error-pages\/(403|500|503)$/.exec(pathname)
  const status = STATUS_BY_PATH[pathname] ?? (direct ? Number(direct[1]) : undefined)
  if (direct && request.headers.get(INTERNAL_HEADER) === '1') return NextResponse.next()
  if (status) return statusPage(request, status)
  // One address per page: /Legal/Privacy-Policy and /legal/privacy-policy must not compete in search results.
  // Percent-escapes are left as they are: %E0 and %e0 are the same byte.
  if (/[A-Z]/.test(pathname.replace(PERCENT_ESCAPE, ''))) {
    const url = request.nextUrl.clone()
    url.pathname = pathname.replace(/[^%]+|%[0-9A-Fa-f]{0,2}/g, (part) =>
      part.startsWith('%') ? part : part.toLowerCase(),
    )
    return NextResponse.redirect(url, 308)
  }
  return NextResponse.next()
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

const PERCENT_ESCAPE = /%[0-9A-Fa-f]{0,2}/g

/**
 * Marks the proxy's own fetch of an error page, so it is rendered rather than proxied again. Anyone may send it:
 * all it gets them is the error page with a 200.
 */
const INTERNAL_HEADER = 'x-status-page-fetch'

const internalOrigin = () => process.env.INTERNAL_URL || `http://127.0.0.1:${process.env.PORT || 3000}`

async function statusPage(request: NextRequest, status: number) {
  // A client-side navigation asks for the route's RSC payload: a plain rewrite keeps the router consistent.
  if (request.headers.get('rsc') === '1' && status !== 404) {
    return NextResponse.rewrite(new URL(`/error-pages/${status}`, request.url))
  }
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
  })
  if (status === 503) headers.set('retry-after', '600')
  const page = status === 404 ? '/not-found' : `/error-pages/${status}`
  try {
    const upstream = await fetch(`${internalOrigin()}${page}`, {
      headers: { accept: 'text/html', [INTERNAL_HEADER]: '1' },
    })
    return new NextResponse(upstream.body, { status, headers })
  } catch {
    // The page could not be fetched (misconfigured INTERNAL_URL): the status still has to be right.
    return new NextResponse(`<!doctype html><title>Error ${status}</title><h1>Error ${status}</h1>`, {
      status,
      headers,
    })
  }
}

export const config = {
  matcher: [
    '/((?!_next/static|_next/image|admin|cms/|api/|assets/|media/|favicon\\.ico|sw\\.js|robots\\.txt|sitemap\\.xml).*)',
  ],
}
