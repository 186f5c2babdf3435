import { type NextRequest, NextResponse } from 'next/server'

import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  languageCookieOptions,
  shownLanguage,
  splitLanguagePrefix,
  type TLanguage,
} from '@/domain/i18n/languages'
import { NO_INDEX, isPreviewQuery, partnerVariantOf } from '@/domain/seo/robots'
import { STATUS_BY_PATH, STATUS_PAGE_FETCH_HEADER } from '@/domain/status'
import { payloadSecret } from '@/server/env'
import { INTERNAL_TOKEN_HEADER, internalToken } from '@/server/http/internal'
import { createPathIndexReader } from '@/server/path-index'
import { PREVIEW_COOKIE, readPreviewToken } from '@/server/preview/token'
import { findRedirect } from '@/server/redirects'
import { createSiteStateReader } from '@/server/site-state'

/**
 * Runs before every page. Next cannot give a rendered page a status other than 200/404 from inside the page,
 * so the error pages are fetched from their static route and answered here with their real status. It also
 * strips the optional language prefix, answers CMS redirects with a real 301/308 before any render, puts the whole
 * site under maintenance when the setting says so, and marks partner and preview addresses noindex.
 */
export async function proxy(request: NextRequest) {
  const { pathname: requested } = request.nextUrl
  // A malformed percent-escape never gets here: the host (src/host/server.ts) answers it with a 400.
  // Spec 1: routes may carry a language prefix (/en, /hi, /ta, /te), none is forced. /en/x is the page /x.
  const { language, path: pathname } = splitLanguagePrefix(requested)
  const prefixed = language !== null
  const direct = /^\/error-pages\/(403|404|500|503)$/.exec(pathname)
  // The proxy's and the host's own fetch of an error page, in the language of the address that failed.
  if (direct && request.headers.get(STATUS_PAGE_FETCH_HEADER) === '1')
    return NextResponse.rewrite(new URL(`/${pageLanguageOf(language)}${pathname}`, request.url))
  if (prefixed && NOT_PAGES.test(pathname)) return statusPage(request, 404, language)

  const status = STATUS_BY_PATH[pathname] ?? (direct ? Number(direct[1]) : undefined)
  if (status) return statusPage(request, status, language)
  // Redirects managed in the CMS (also for /en + the same path), found in the proxy's in-memory table.
  const redirect = await findRedirect(internalOrigin(), requested, request.nextUrl.search)
  if (redirect) return NextResponse.redirect(new URL(redirect.location, request.url), redirect.status)
  // One address per page: /Legal/Privacy-Policy and /legal/privacy-policy must not compete in search results.
  // Percent-escapes are left as they are: %E0 and %e0 are the same byte.
  if (/[A-Z]/.test(pathname.replace(PERCENT_ESCAPE, ''))) {
    const url = request.nextUrl.clone()
    url.pathname = pathname.replace(/[^%]+|%[0-9A-Fa-f]{0,2}/g, (part) =>
      part.startsWith('%') ? part : part.toLowerCase(),
    )
    return NextResponse.redirect(url, 308)
  }
  // Spec 4: under maintenance every page answers 503 with the maintenance page; the admin and the API live outside
  // this proxy, so an editor can switch it off again.
  if ((await siteState()).maintenance) return statusPage(request, 503, language)
  // An address that names no page is a 404 here, before a render would keep it in the page cache for a year
  // (src/domain/paths/known.ts). An editor's preview of a page not yet published goes on to the page.
  if (!(await mayBePage(pathname)) && !inPreview(request)) return statusPage(request, 404, language)
  // A language whose translation is not shown yet falls back to English (spec 9), at the unprefixed address.
  if (language && shownLanguage(language) !== language) {
    const url = request.nextUrl.clone()
    url.pathname = pathname
    return NextResponse.redirect(url, 307)
  }

  // Spec 9: a visitor who chose a language (its cookie) is sent on to that language's address of a page asked for
  // without a prefix: the links of a Hindi page lead on in Hindi. Without the cookie, or with English, no prefix
  // is forced (spec 1).
  const remembered = request.cookies.get(LANGUAGE_COOKIE)?.value
  if (
    !prefixed &&
    isLanguage(remembered) &&
    remembered !== DEFAULT_LANGUAGE &&
    shownLanguage(remembered) === remembered
  ) {
    const url = request.nextUrl.clone()
    url.pathname = `/${remembered}${pathname === '/' ? '' : pathname}`
    return NextResponse.redirect(url, 307)
  }

  // Every page is rendered under its language's segment (src/app/(site)/[lang], decision 93): /x is /en/x inside.
  const response = NextResponse.rewrite(
    new URL(
      `/${pageLanguageOf(language)}${pathname === '/' ? '' : pathname}${request.nextUrl.search}`,
      request.url,
    ),
  )
  // Spec 4: robots forced to noindex on partner variants and preview addresses, whatever the page says.
  const preview = isPreviewQuery(request.nextUrl.search)
  if (preview || partnerVariantOf(pathname)) response.headers.set('x-robots-tag', NO_INDEX)
  // A preview address must not travel on to other sites in the Referer header.
  if (preview) response.headers.set('referrer-policy', 'no-referrer')
  // Spec 9: the language of a prefixed address is remembered for 30 days.
  if (language && request.cookies.get(LANGUAGE_COOKIE)?.value !== language) {
    response.cookies.set(LANGUAGE_COOKIE, language, languageCookieOptions(process.env.SITE_URL))
  }
  return response
}

/** What the proxy's matcher leaves to Next: behind a language prefix these are not pages. */
const NOT_PAGES =
  /^\/(?:_next|admin|cms|api|assets|media|icons|error-pages)(?:\/|$)|^\/(?:sw\.js|robots\.txt|sitemap\.xml|manifest\.webmanifest|icon\.svg|apple-icon\.png)$/

const siteState = createSiteStateReader(() => internalOrigin(), {
  headers: () => ({ [INTERNAL_TOKEN_HEADER]: internalToken() }),
})

const PERCENT_ESCAPE = /%[0-9A-Fa-f]{0,2}/g

const mayBePage = createPathIndexReader(() => internalOrigin())

/** A request carrying a valid editor's preview cookie (the signed one, not Next's draft-mode cookie alone). */
const inPreview = (request: NextRequest) => {
  const cookie = request.cookies.get(PREVIEW_COOKIE)?.value
  return !!cookie && readPreviewToken(payloadSecret(), cookie) !== null
}

const internalOrigin = () => process.env.INTERNAL_URL || `http://127.0.0.1:${process.env.PORT || 3000}`

/** The language a page is rendered in: the prefix's when it is shown, else English. */
const pageLanguageOf = (language: TLanguage | null) => (language ? shownLanguage(language) : DEFAULT_LANGUAGE)

async function statusPage(request: NextRequest, status: number, language: TLanguage | null) {
  const lang = pageLanguageOf(language)
  // A client-side navigation asks for the route's RSC payload: a plain rewrite keeps the router consistent.
  if (request.headers.get('rsc') === '1' && status !== 404) {
    return NextResponse.rewrite(new URL(`/${lang}/error-pages/${status}`, request.url))
  }
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
  })
  if (status === 503) headers.set('retry-after', '600')
  try {
    const upstream = await fetch(
      `${internalOrigin()}${lang === DEFAULT_LANGUAGE ? '' : `/${lang}`}/error-pages/${status}`,
      {
        headers: { accept: 'text/html', [STATUS_PAGE_FETCH_HEADER]: '1' },
      },
    )
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
  // Not the build's files, the admin, the APIs and the files of public/; nor /readyz and /metrics exactly (the load
  // balancer's and the scraper's: no redirect, maintenance or page index may stand in their way).
  matcher: [
    '/((?!_next/static|_next/image|admin|cms/|api/|assets/|media/|icons/|favicon\\.ico|icon\\.svg|apple-icon\\.png|manifest\\.webmanifest|sw\\.js|robots\\.txt|sitemap\\.xml|(?:readyz|metrics)$).*)',
  ],
}
