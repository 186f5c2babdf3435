import type { IncomingMessage } from 'node:http'

import { DEFAULT_LANGUAGE, shownLanguage, splitLanguagePrefix } from '@/domain/i18n/languages'
import { SHELLED_STATUSES, STATUS_PAGE_FETCH_HEADER, type TStatusCode } from '@/domain/status'

type TFetch = (url: string, init: { headers: Record<string, string> }) => Promise<Response>

/**
 * The error pages in the full shell, for the host to send in place of Next's own answer to a missing (404) or
 * failed (500) page, as a front server's error_page would.
 *
 * Next sends a segment's not-found boundary inside every page's payload, so that boundary is a few words
 * (`src/app/(site)/[lang]/not-found.tsx`); a visitor who arrives on a dead address gets this document instead: header,
 * menus, search, the main sections and the footer. After a client-side navigation to a dead address the boundary
 * loads it again, and gets this document too (decision 76).
 *
 * Each document is fetched from its prerendered route on this server and kept for `ttlMs`, so a burst of bad
 * addresses costs one fetch, and a published change to the menus reaches the error pages within that time.
 */
export class StatusDocuments {
  private readonly kept = new Map<string, { at: number; html: Promise<Buffer | null> }>()

  constructor(
    private readonly origin: () => string,
    private readonly ttlMs = 5_000,
    private readonly fetcher: TFetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  /** The document to send instead of a page answered with `status`, or null to send the page as it is. */
  async replacement(status: number, req: IncomingMessage | undefined): Promise<Buffer | null> {
    if (!SHELLED_STATUSES.includes(status as TStatusCode)) return null
    // The fetch of an error page itself is never replaced: that is where the document comes from.
    if (!req || req.headers[STATUS_PAGE_FETCH_HEADER] !== undefined) return null
    // In the language of the address asked for: /hi/... gets the Hindi page (decision 93), any other the English.
    const { language } = splitLanguagePrefix((req.url ?? '/').split('?')[0]!)
    const prefix =
      language && language !== DEFAULT_LANGUAGE && shownLanguage(language) === language ? `/${language}` : ''
    const key = `${prefix}/${status}`
    const held = this.kept.get(key)
    if (held && this.now() - held.at < this.ttlMs) return held.html
    const html = this.load(status, prefix)
    this.kept.set(key, { at: this.now(), html })
    const result = await html
    // A failed fetch is not kept: the next bad address tries again.
    if (result === null) this.kept.delete(key)
    return result
  }

  private async load(status: number, prefix: string): Promise<Buffer | null> {
    try {
      const answer = await this.fetcher(`${this.origin()}${prefix}/error-pages/${status}`, {
        headers: { accept: 'text/html', [STATUS_PAGE_FETCH_HEADER]: '1' },
      })
      if (!answer.ok || !/^text\/html/i.test(answer.headers.get('content-type') ?? '')) return null
      return Buffer.from(await answer.arrayBuffer())
    } catch (error) {
      console.error(
        `error page ${status} could not be fetched`,
        error instanceof Error ? error.message : error,
      )
      return null
    }
  }
}
