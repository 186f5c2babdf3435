/**
 * Payload stores upload addresses as absolute URLs on the configured SITE_URL. Served from our own origin, they are
 * better as site paths: next/image optimizes them without a remote-host allow-list, and they keep working when the
 * site is reached under another host name (a preview, a load balancer, localhost in tests).
 */
const OWN_FILE_PATH = /^\/(?:cms\/api\/media\/file|media)\//

export function toSitePath(url: string): string {
  if (url.startsWith('/') && !url.startsWith('//')) return url
  try {
    const parsed = new URL(url)
    if (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      OWN_FILE_PATH.test(parsed.pathname)
    ) {
      return `${parsed.pathname}${parsed.search}`
    }
  } catch {
    // not an absolute URL: leave it as it is
  }
  return url
}
