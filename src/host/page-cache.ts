import { createHash } from 'node:crypto'

/** Pages waiting for a smaller body at most; past this, a page keeps its quick one (a publish changes every page). */
export const MAX_WAITING_REFINEMENTS = 256

/**
 * Encoded pages by ETag and encoding, so a cached page is hashed for its CSP and compressed once, not on every
 * request. Next gives a page an ETag from its content, so one ETag is one body. Oldest first out past `maxBytes`.
 */
export class EncodedPages<T extends { body: Buffer }> {
  private readonly entries = new Map<string, T>()
  private bytes = 0
  private refining: Promise<void> = Promise.resolve()
  private waiting = 0

  constructor(private readonly maxBytes: number) {}

  get(key: string): T | undefined {
    const hit = this.entries.get(key)
    if (hit) {
      // Most recently used last.
      this.entries.delete(key)
      this.entries.set(key, hit)
    }
    return hit
  }

  set(key: string, value: T): void {
    if (value.body.byteLength > this.maxBytes / 4) return
    const old = this.entries.get(key)
    if (old) {
      this.bytes -= old.body.byteLength
      this.entries.delete(key)
    }
    this.entries.set(key, value)
    this.bytes += value.body.byteLength
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= entry.body.byteLength
    }
  }

  /**
   * Works out a smaller body for a kept page in the background and keeps it in place of the quick one, if the page
   * is still kept as it was by then and the new body is smaller. The visitor who brought the page in got the quick
   * body at once; those after get the small one. One page is worked on at a time, so refining never takes more than
   * one of the threads that also compress visitors' answers. Resolves when this page's turn is over.
   */
  refine(key: string, kept: T, smaller: (body: Buffer) => Promise<Buffer>): Promise<void> {
    if (this.waiting >= MAX_WAITING_REFINEMENTS) return Promise.resolve()
    this.waiting += 1
    const turn = this.refining.then(async () => {
      try {
        if (this.entries.get(key) !== kept) return
        const body = await smaller(kept.body)
        if (this.entries.get(key) === kept && body.byteLength < kept.body.byteLength) {
          this.set(key, { ...kept, body })
        }
      } catch {
        // The quick body stays.
      } finally {
        this.waiting -= 1
      }
    })
    this.refining = turn
    return turn
  }
}

/**
 * The key an encoded page is kept under, or null when it must not be kept: one ETag is one body, per encoding, and
 * a preview address's page differs (its robots tag). A HEAD request's page has no body: kept, it would answer the
 * next GET of that page with nothing.
 */
export function encodedPageKey(
  method: string | undefined,
  etag: unknown,
  encoding: string,
  preview: boolean,
): string | null {
  if (method === 'HEAD' || typeof etag !== 'string') return null
  return `${etag}|${encoding}${preview ? '|preview' : ''}`
}

/**
 * Pages rendered for each request (no ETag: their markup may follow the query or the visitor) are compressed quickly,
 * as a visitor waits on them; many are the same every time (a calculator, the NAV history's first view). Such a
 * page, once its very body has come a second time, is kept by that body's hash like a cached page, so it is
 * hashed for its CSP and compressed once and then compressed as hard as it goes for the visitors after. A body seen
 * once only is remembered by its hash, never kept: a stream of made-up queries, each page different, costs no
 * extra compression and holds nothing. Identical bytes are one answer, so no visitor is given another's page.
 */
export class RepeatedBodies {
  private readonly seen = new Set<string>()

  constructor(private readonly maxRemembered = 4096) {}

  /** The key the page is kept under when this body came before (and is not a HEAD answer's), else null. */
  key(method: string | undefined, body: Buffer, encoding: string, preview: boolean): string | null {
    if (method === 'HEAD') return null
    const hash = createHash('sha256').update(body).digest('base64url')
    if (this.seen.has(hash)) return `body:${hash}|${encoding}${preview ? '|preview' : ''}`
    this.seen.add(hash)
    if (this.seen.size > this.maxRemembered) this.seen.delete(this.seen.values().next().value!)
    return null
  }
}
