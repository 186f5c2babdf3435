/**
 * Requests the host answers before Next runs, because Next would spend work, disk or a stack trace on them
 * (docs/security.md, "Bounded under attack"):
 *
 * - a method no route answers (TRACE, CONNECT, anything unknown): 405 with the methods that are answered; Next
 *   fails on TRACE with a 500;
 * - a path with a segment longer than any address of ours: 404, before Next would try to keep a file of that
 *   name in its cache (ENAMETOOLONG over 255 bytes);
 * - an image-optimiser request for anything but one of our media files at its one spelling: 400. The optimiser
 *   keys its cache by the address as written, so `/cms/api/media/file/./././x.png` was a new encode and a new file
 *   for every number of `./`.
 */

/** The methods some route of the site answers. */
export const ANSWERED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

export function unansweredMethod(method: string | undefined): boolean {
  return !(ANSWERED_METHODS as readonly string[]).includes(method ?? '')
}

/**
 * Longer than any segment of an address of ours (page, job and media slugs are words joined by dashes), with room
 * for a percent-escaped Hindi slug (9 characters a letter), and under a file name's 255 bytes.
 */
export const MAX_SEGMENT_CHARS = 200
/** The longest path: 16 such segments. */
export const MAX_PATH_CHARS = 2048

/** True when the path of a request target has a segment, or is as a whole, longer than any address of ours. */
export function overlongPath(target: string): boolean {
  const end = target.search(/[?#]/)
  const path = end === -1 ? target : target.slice(0, end)
  if (path.length > MAX_PATH_CHARS) return true
  let start = 0
  for (let i = 0; i <= path.length; i++) {
    if (i === path.length || path.charCodeAt(i) === 47 /* / */) {
      if (i - start > MAX_SEGMENT_CHARS) return true
      start = i + 1
    }
  }
  return false
}

export const IMAGE_OPTIMISER_PATH = '/_next/image'

/**
 * The one spelling of a picture the optimiser may fetch: an uploaded media file (`/cms/api/media/file/<name>`,
 * Payload's file names: letters, digits, dots, dashes, underscores, no leading dot) or a file the build emitted
 * (`/_next/static/media/<name>`). No `.` or `..` segment, no escape, no query.
 */
const OPTIMISABLE = /^\/(?:cms\/api\/media\/file|_next\/static\/media)\/(?!\.)[A-Za-z0-9._-]{1,200}$/

/** Next's `images.localPatterns`: the same two folders, one file name deep, with no query string. */
export const IMAGE_LOCAL_PATTERNS = [
  { pathname: '/cms/api/media/file/*', search: '' },
  { pathname: '/_next/static/media/*', search: '' },
]

/**
 * For a request to the image optimiser, why it is refused, or null to let Next answer. Next itself checks the
 * width and quality against its lists; this checks that `url` names a picture of ours exactly once, as written.
 */
export function refusedImageRequest(target: string): string | null {
  const query = target.indexOf('?')
  const path = query === -1 ? target : target.slice(0, query)
  if (path !== IMAGE_OPTIMISER_PATH) return null
  const urls = new URLSearchParams(query === -1 ? '' : target.slice(query + 1)).getAll('url')
  if (urls.length !== 1) return '"url" parameter is required once'
  const [url] = urls as [string]
  if (!OPTIMISABLE.test(url) || url.includes('..')) return '"url" parameter is not one of our pictures'
  return null
}
