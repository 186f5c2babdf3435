/**
 * Whether a request's If-None-Match names this ETag (RFC 9110, 13.1.2): a list of tags, compared weakly (`W/"x"`
 * and `"x"` are the same version), or `*`. Absent or empty names none. Every 304 of the site decides by this.
 */
export function holdsEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.replace(/^W\//, '')
  const mine = opaque(etag.trim())
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim()
    return tag === '*' || opaque(tag) === mine
  })
}
