import { PREVIEW_PARAM } from '@/domain/seo/preview-links'

/** What a preview address's robots say (spec 5: "forced to noindex, nofollow … on preview URLs"). */
export const PREVIEW_ROBOTS = 'noindex, nofollow'

const ROBOTS_META = /<meta\s+name="robots"\s+content="[^"]*"\s*\/?>/gi
/** The same tag in the page's React Server Components payload (an inline script), which React renders again. */
const ROBOTS_IN_PAYLOAD = /(\\"name\\":\\"robots\\",\\"content\\":\\")[^"\\]*(\\")/g
const HEAD_OPEN = /<head(?:\s[^>]*)?>/i

/** Whether a request address is a preview address (its query carries `_preview`). */
export function isPreviewAddress(url: string | undefined): boolean {
  if (!url) return false
  const query = url.indexOf('?')
  if (query < 0) return false
  return new URLSearchParams(url.slice(query + 1).split('#')[0]).has(PREVIEW_PARAM)
}

/**
 * A page answered to a preview address, with its robots meta tag saying `noindex, nofollow`: the tag replaced, or
 * added at the top of the head. The proxy already sends the same in `X-Robots-Tag`; the tag says it to crawlers
 * that read only the page. A page prerendered once for every query (a static route, a cached product page) cannot
 * know its address, so the host, which holds every page's HTML before sending it, writes it, in the head and in the
 * page's payload that React renders the head from again (the CSP is worked out afterwards, from the page as sent).
 * Other pages pass unchanged (the same buffer).
 */
export function withPreviewRobots(html: Buffer, url: string | undefined): Buffer {
  if (!isPreviewAddress(url)) return html
  const text = html.toString('utf8').replace(ROBOTS_IN_PAYLOAD, `$1${PREVIEW_ROBOTS}$2`)
  const tag = `<meta name="robots" content="${PREVIEW_ROBOTS}"/>`
  if (ROBOTS_META.test(text)) {
    ROBOTS_META.lastIndex = 0
    return Buffer.from(text.replace(ROBOTS_META, tag), 'utf8')
  }
  const head = HEAD_OPEN.exec(text)
  if (!head) return html
  const at = head.index + head[0].length
  return Buffer.from(`${text.slice(0, at)}${tag}${text.slice(at)}`, 'utf8')
}
