import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'

import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, splitLanguagePrefix } from '@/domain/i18n/languages'
import { STATUS_PAGE_FETCH_HEADER } from '@/domain/status'

/**
 * Whole answers of public pages, kept for a second in the host's memory (a "micro-cache"). A page Next serves from
 * its own cache still costs the proxy's run, the router and a copy of the page; at a thousand visitors a second on
 * one page, all of them ask within the same second and get the same bytes. A hit is answered here, before Next.
 *
 * Only what is the same for every visitor is kept: a GET of a page whose answer Next marked shared-cacheable, with a
 * 200, no cookie set, not a preview address, asked without the editor's cookies. The application clears the cache
 * whenever it expires a cache tag (a publish, a setting, a redirect: `PAGES_CHANGED` in ./contract.ts), so the
 * second (five at most, while one request refreshes it) bounds only what changes without a tag.
 */
export interface IKeptAnswer {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
  keptAt: number
}

export const MICRO_CACHE_TTL_MS = 1000
/**
 * Past its second, a page is still answered to other visitors while one request asks Next again (at a thousand
 * requests a second, twenty connections would otherwise all miss in the same instant); past this, never.
 */
export const MICRO_CACHE_STALE_MS = 4000

/** Cookies that change what a page shows: the editor's preview and admin session, Next's draft mode. */
const EDITOR_COOKIES = /(?:^|;\s*)(?:site_preview|payload-token|__prerender_bypass)=/

/** The language cookie's value, as the proxy sets it. */
const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`)

/** The key of a request's answer, or null when the request must reach Next (and its answer is not kept). */
export function microCacheKey(req: IncomingMessage, encoding: string): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (EDITOR_COOKIES.test(String(req.headers.cookie ?? ''))) return null
  for (const name of Object.keys(req.headers)) {
    // The router's own requests (RSC payloads, prefetches, server actions) vary with these headers.
    if (name === 'rsc' || name.startsWith('next-')) return null
  }
  // The error pages' own addresses answer the proxy's and the host's fetch of the page (200, with the fetch
  // header) and a visitor (the page's real status, src/proxy.ts): the same address, two answers.
  const pathname = url.split('?')[0]!
  if (req.headers[STATUS_PAGE_FETCH_HEADER] !== undefined || pathname.startsWith('/error-pages/')) return null
  // The language cookie (src/proxy.ts): a prefix sets it when the browser sends another, and a remembered language
  // other than English sends an unprefixed address on to that language's: those answers are each visitor's own.
  const remembered = LANGUAGE_COOKIE_VALUE.exec(String(req.headers.cookie ?? ''))?.[1] ?? null
  const { language } = splitLanguagePrefix(pathname)
  if (language ? remembered !== language : remembered !== null && remembered !== DEFAULT_LANGUAGE) return null
  return `${encoding} ${url}`
}

/** Whether an answer may be kept for everyone: a 200 Next marked shared-cacheable, setting no cookie. */
export function mayKeep(status: number, headers: OutgoingHttpHeaders, preview: boolean): boolean {
  if (status !== 200 || preview || headers['set-cookie'] !== undefined) return false
  const control = String(headers['cache-control'] ?? '').toLowerCase()
  return /\bs-maxage=\d+/.test(control) && !/\b(?:private|no-store|no-cache)\b/.test(control)
}

/**
 * Headers that belong to one answer and never to the visitors after it: the id of the request it answered, and the
 * `Connection: close` of an instance that is draining.
 */
const PER_ANSWER = ['x-request-id', 'connection']

/** The headers a kept answer is replayed with: the answer's own, less those that were for its request alone. */
export function keptHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept = { ...headers }
  for (const name of PER_ANSWER) delete kept[name]
  return kept
}

export class MicroCache {
  private readonly entries = new Map<string, IKeptAnswer>()
  private readonly refreshing = new Set<string>()
  private bytes = 0

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs = MICRO_CACHE_TTL_MS,
    private readonly staleMs = MICRO_CACHE_STALE_MS,
  ) {}

  /**
   * The kept answer to send; or `refresh` when it is past its second and this request is the one that asks Next
   * again (`release` the key when its answer is done, kept or not); or undefined when nothing fresh enough is kept.
   */
  get(key: string, now = Date.now()): IKeptAnswer | 'refresh' | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    const age = now - hit.keptAt
    if (age < this.ttlMs) return hit
    if (age >= this.ttlMs + this.staleMs) {
      this.remove(key, hit)
      return undefined
    }
    if (this.refreshing.has(key)) return hit
    this.refreshing.add(key)
    return 'refresh'
  }

  /** The request that refreshes a key has finished, kept or not: the next one past the second may try. */
  release(key: string): void {
    this.refreshing.delete(key)
  }

  set(key: string, answer: IKeptAnswer): void {
    if (answer.body.byteLength > this.maxBytes / 8) return
    const old = this.entries.get(key)
    if (old) this.remove(key, old)
    this.entries.set(key, answer)
    this.bytes += answer.body.byteLength
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.remove(oldest, entry)
    }
  }

  clear(): void {
    this.entries.clear()
    this.refreshing.clear()
    this.bytes = 0
  }

  get size(): number {
    return this.entries.size
  }

  private remove(key: string, entry: IKeptAnswer) {
    this.entries.delete(key)
    this.bytes -= entry.body.byteLength
  }
}
