/**
 * Encoded pages by ETag and encoding, so a cached page is hashed for its CSP and compressed once, not on every
 * request. Next gives a page an ETag from its content, so one ETag is one body. Oldest first out past `maxBytes`.
 */
export class EncodedPages<T extends { body: Buffer }> {
  private readonly entries = new Map<string, T>()
  private bytes = 0

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
