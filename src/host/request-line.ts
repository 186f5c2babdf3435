/**
 * True when the path of a request target (`/a%20b?x=1`) has a percent-escape that does not decode: a `%` without
 * two hex digits, or bytes that are not UTF-8 (`/%ff%fe`). Next fails on those with a 500 deep inside its router.
 * The query is left alone: URLSearchParams reads any escape.
 */
export function malformedPath(target: string): boolean {
  const end = target.search(/[?#]/)
  const path = end === -1 ? target : target.slice(0, end)
  if (!path.includes('%')) return false
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}
