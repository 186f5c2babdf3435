import type { IncomingMessage, ServerResponse } from 'node:http'

import { countCacheLookup, type ISiteMetrics } from '@/server/metrics'

/**
 * The site's answers timed by kind of route (docs/operations.md, "Health, draining and metrics"). A metric label
 * takes a fixed set of values: a path would make a series of every address a bot invents. So a request is labelled
 * by what answers it: a page, an RSC payload, one of the /api/v1 routes by name, Payload's API, the admin…
 */

/** The routes of the site's public API (src/app/api/v1; `[provider]/services` is `services`), kept in step by the test. */
export const API_V1_ROUTES: ReadonlySet<string> = new Set([
  'aadhaar-e-kyc',
  'aadhaar-ekyc-consent-revoking',
  'about-insurance',
  'about-sahyog-life',
  'applications',
  'blogs',
  'bonus-information',
  'buy-plan',
  'calculator',
  'careers',
  'claims-paid-percentage',
  'consent',
  'disclaimer',
  'faqs',
  'footer',
  'grievance-status',
  'header',
  'home-page',
  'home-page-revamp',
  'media',
  'meet-advisor',
  'meta-info',
  'nach',
  'nav-history',
  'online-dgh-submission',
  'policy',
  'premium-paid-certificate',
  'proposals',
  'quotes',
  'redirects',
  'register-for-whatsapp',
  'register-grievance',
  'renewal-payment',
  'search-api',
  'testimonials',
  'unclaimed-amounts',
  'upi',
  'vitals',
])

/** Files of public/ and the app's own icons and manifest, at the site's root. */
const ROOT_FILES = new Set([
  '/favicon.ico',
  '/icon.svg',
  '/apple-icon.png',
  '/manifest.webmanifest',
  '/sw.js',
])

/** The kind of route that answers a request target, for the `route` label. */
export function routeKind(target: string, rsc = false): string {
  const path = target.split(/[?#]/, 1)[0]!
  if (path === '/healthz' || path === '/readyz') return 'health'
  if (path === '/metrics') return 'metrics'
  if (path.startsWith('/_next/static/')) return 'static'
  if (path === '/_next/image') return 'image'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (path.startsWith('/cms/api/media/file/')) return 'media'
  if (path.startsWith('/cms/api/')) return 'cms_api'
  if (path.startsWith('/api/v1/')) {
    const [name = '', next] = path.slice('/api/v1/'.length).split('/')
    if (API_V1_ROUTES.has(name)) return `api_v1:${name}`
    // The OTP endpoint's first segment is the provider (SERVICES_PROVIDER): any name, one route.
    return next === 'services' ? 'api_v1:services' : 'api_v1:other'
  }
  if (path.startsWith('/api/internal/')) return 'api_internal'
  if (path.startsWith('/api/')) return 'api_other'
  if (/^\/(?:assets|icons)\//.test(path) || ROOT_FILES.has(path)) return 'static'
  if (path === '/robots.txt' || path === '/sitemap.xml') return 'seo'
  if (path.startsWith('/_next/')) return 'other'
  return rsc ? 'page_rsc' : 'page'
}

/** 2xx…5xx, or `aborted` when the connection closed before the answer was sent whole. */
export function statusClass(res: Pick<ServerResponse, 'statusCode' | 'writableFinished'>): string {
  if (!res.writableFinished) return 'aborted'
  return `${Math.floor(res.statusCode / 100)}xx`
}

/** Next's note on how it made an answer (`x-nextjs-cache`) as a cache lookup's result, or null without one. */
export function nextCacheResult(note: unknown): 'hit' | 'miss' | 'stale' | null {
  switch (String(note ?? '').toUpperCase()) {
    case 'HIT':
      return 'hit'
    case 'STALE':
      return 'stale'
    case 'MISS':
    case 'REVALIDATED':
      return 'miss'
    default:
      return null
  }
}

/** Counts Next's cache lookup from an answer's `x-nextjs-cache` note (before the host drops it from a page). */
export function countNextCache(note: unknown): void {
  const result = nextCacheResult(note)
  if (result) countCacheLookup('next', result)
}

/** Times a request from now until its connection is done with it; called first for every request. */
export function timeRequest(metrics: ISiteMetrics, req: IncomingMessage, res: ServerResponse): void {
  // Decided now: Next may rewrite req.url as it routes.
  const route = routeKind(req.url ?? '/', req.headers.rsc === '1')
  const started = process.hrtime.bigint()
  metrics.requestsInFlight.inc()
  res.once('close', () => {
    metrics.requestsInFlight.dec()
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    metrics.requestDuration.observe({ route, status_class: statusClass(res) }, seconds)
    // A page's note was counted, and dropped, as the host finished it; any other answer still has its own.
    countNextCache(res.getHeader('x-nextjs-cache'))
  })
}
