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

/**
 * Where a picture is anchored when a frame crops it (`object-fit: cover`): the focal point the editor set on the
 * media (percentages from the top left), or nothing for the centre, the browser's default.
 */
export function focalPosition(media: { focalX?: number | null; focalY?: number | null }): string | undefined {
  const { focalX: x, focalY: y } = media
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y))
    return undefined
  if (x === 50 && y === 50) return undefined
  const clamp = (value: number) => Math.round(Math.min(100, Math.max(0, value)))
  return `${clamp(x)}% ${clamp(y)}%`
}
