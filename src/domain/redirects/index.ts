/**
 * Redirects managed in the CMS: what a source and a target may be, and how a request path finds its target.
 * Used by the collection's field validation (so an editor sees why a save is refused) and again when the
 * table is built for the proxy (so a row that slipped past, or a host later removed from the allow-list,
 * never redirects anyone).
 */

/** 301/308 for moves (308 keeps the method), 302/307 for temporary ones. */
export const REDIRECT_STATUSES = [301, 308, 302, 307] as const
export type TRedirectStatus = (typeof REDIRECT_STATUSES)[number]

export const isRedirectStatus = (value: unknown): value is TRedirectStatus =>
  REDIRECT_STATUSES.includes(value as TRedirectStatus)

export type TRedirectRule = { from: string; to: string; status: TRedirectStatus }

/** How many hops a chain is followed when the table is flattened before it is given up as broken. */
const MAX_HOPS = 10

// ---------------------------------------------------------------------------------------------------------------
// Source (`from`)

/** Lowercase segments of unreserved characters, no empty, `.` or `..` segments, no trailing slash. */
const SOURCE = /^(?:\/[a-z0-9_~-][a-z0-9._~-]*)+$/

/**
 * Addresses the proxy never sees or that must stay what they are: the CMS, the API, Next's files, static assets,
 * the error pages. The proxy's matcher skips anything beginning with `/admin`, so those are refused too.
 */
const RESERVED_PREFIXES = ['/cms', '/api', '/_next', '/assets', '/media', '/error-pages', '/not-found']
const RESERVED_EXACT = new Set([
  '/403',
  '/404',
  '/500',
  '/503',
  '/under-maintenance',
  '/favicon.ico',
  '/sw.js',
  '/robots.txt',
  '/sitemap.xml',
])

/** Trim, lowercase and drop trailing slashes: `/Old-Plan/` and `/old-plan` are one source. */
export function normalizeRedirectSource(input: string): string {
  const trimmed = input.trim().toLowerCase()
  const stripped = trimmed.replace(/\/+$/, '')
  return stripped === '' && trimmed.startsWith('/') ? '/' : stripped
}

/** Why `from` (already normalised) cannot be a redirect source, or null when it can. */
export function checkRedirectSource(from: string): string | null {
  if (!from) return 'Enter the old address, e.g. /old-plan'
  if (/^[a-z][a-z0-9+.-]*:/i.test(from) || from.startsWith('//'))
    return 'Enter only the path of the old address, e.g. /old-plan (no https:// or host name)'
  if (from.includes('?') || from.includes('#'))
    return 'Enter the old address without a query string or #anchor: the query is passed on as it is'
  if (from === '/') return 'The home page cannot be redirected'
  if (!SOURCE.test(from) || /\/\.{1,2}(?=\/|$)/.test(from))
    return 'Use a path of lowercase letters, digits and - . _ ~ separated by single slashes, e.g. /old-plan'
  if (
    from.startsWith('/admin') ||
    RESERVED_EXACT.has(from) ||
    RESERVED_PREFIXES.some((p) => isUnder(from, p))
  )
    return 'Error pages and the /admin, /cms, /api, /_next, /assets and /media addresses cannot be redirected'
  return null
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

// ---------------------------------------------------------------------------------------------------------------
// Target (`to`)

/** Characters a URL may carry as they are (RFC 3986 path, query and fragment characters). */
const URL_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/

/**
 * Percent-escapes that would hide something an address must not carry: control characters and spaces, slashes and
 * backslashes (`/%2F%2Fevil.example`), dots (`%2e%2e`), `%25` (double encoding), and the URL delimiters `@ : ? #`.
 */
const HIDDEN = new Set([0x25, 0x2e, 0x2f, 0x3a, 0x3f, 0x23, 0x40, 0x5c, 0x7f])
const hides = (byte: number) => byte <= 0x20 || HIDDEN.has(byte)

/** Why the path, query and fragment part of a target (`/a/b?x=1#y`) is unsafe, or null. */
function checkPathPart(rest: string): string | null {
  if (!URL_CHARS.test(rest))
    return 'Use only letters, digits and URL punctuation in the address; percent-encode other characters'
  for (const match of rest.matchAll(/%(.{0,2})/g)) {
    const hex = match[1] ?? ''
    if (!/^[0-9A-Fa-f]{2}$/.test(hex))
      return 'The address has a broken percent-escape (% must be followed by two hex digits)'
    if (hides(Number.parseInt(hex, 16)))
      return 'The address hides characters behind percent-escapes (%2F, %5C, %09, %25…): write it out plainly'
  }
  const path = rest.split(/[?#]/, 1)[0] ?? ''
  if (path.includes('//')) return 'The address has an empty path segment (//)'
  if (/\/\.{1,2}(?=\/|$)/.test(path)) return 'The address has a . or .. segment'
  return null
}

/** Host names as the allow-list keeps them: lowercase labels of letters, digits and dashes, at least one dot. */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/

export const normalizeHost = (input: string) => input.trim().toLowerCase()

export function isHostName(host: string): boolean {
  return HOST.test(host)
}

/**
 * Why `to` cannot be a redirect target, or null. A target is a same-site path (`/life-insurance?x=1`) or an
 * https address on one of `allowedHosts` (exact host match, no user name, no port).
 */
export function checkRedirectTarget(to: string, allowedHosts: readonly string[]): string | null {
  if (!to) return 'Enter where the redirect goes, e.g. /life-insurance'
  if (/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/.test(to))
    return 'The address must not contain spaces, tabs, line breaks or other invisible characters'
  if (to.includes('\\')) return 'The address must not contain backslashes (\\)'
  if (to.startsWith('/')) {
    if (to.startsWith('//'))
      return 'An address starting with // leaves the site: use /path or https://host/path'
    return checkPathPart(to)
  }
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(to)
  if (!scheme) return 'Use a site path starting with / (e.g. /life-insurance) or a full https:// address'
  if (scheme[1]!.toLowerCase() !== 'https' || !/^https:\/\//i.test(to))
    return `Only https:// addresses are allowed (not ${scheme[1]!.toLowerCase()}:)`
  const rest = to.slice('https://'.length)
  const authority = rest.split(/[/?#]/, 1)[0] ?? ''
  if (authority.includes('@')) return 'The address must not carry a user name (user@host)'
  if (authority.includes(':')) return 'The address must not name a port'
  if (!URL_CHARS.test(authority) || authority.includes('%') || !isHostName(authority.toLowerCase()))
    return 'The host name of the address is not valid'
  let host: string
  try {
    host = new URL(to).host
  } catch {
    return 'The address is not a valid URL'
  }
  if (host !== authority.toLowerCase()) return 'The host name of the address is not valid'
  if (!allowedHosts.map(normalizeHost).includes(host))
    return `${host} is not on the list of hosts redirects may go to (Site settings → Redirects)`
  return checkPathPart(rest.slice(authority.length))
}

/** The site path a target points at (`/a/b` for `/a/b/?x#y`), or null for an address on another host. */
export function targetPath(to: string): string | null {
  if (!to.startsWith('/') || to.startsWith('//')) return null
  return normalizeRedirectSource(to.split(/[?#]/, 1)[0] ?? '') || '/'
}

// ---------------------------------------------------------------------------------------------------------------
// Loops and chains

type TEdge = Pick<TRedirectRule, 'from' | 'to'>

/**
 * Why redirecting `from` to `to` would loop or chain, given the other enabled redirects, or null. A target that is
 * itself redirected is refused (point straight at the final address): that also refuses every loop, since the save
 * closing a cycle always targets an existing source. A chain made the other way round (b → c saved after a → b) is
 * allowed and flattened when the table is built.
 */
export function checkRedirectChain(from: string, to: string, others: readonly TEdge[]): string | null {
  const path = targetPath(to)
  if (path === null) return null
  if (path === from) return 'The redirect goes to its own address'
  const next = new Map(others.map((edge) => [edge.from, edge.to]))
  if (!next.has(path)) return null
  const hops = [from, path]
  let current: string | null = path
  while (current !== null && next.has(current) && hops.length <= MAX_HOPS) {
    current = targetPath(next.get(current)!)
    if (current === null) break
    hops.push(current)
    if (current === from) return `This would make a loop: ${hops.join(' → ')}`
  }
  return `${path} is itself redirected to ${next.get(path)}: point this redirect straight at the final address`
}

// ---------------------------------------------------------------------------------------------------------------
// The table the proxy and GET /api/v1/redirects{path} answer from

/**
 * The enabled, valid redirects (status as a number or the CMS's string) with chains flattened (a → b → c answers a → c with a's status) and any cycle or
 * over-long chain dropped.
 */
export function buildRedirectTable(
  rules: readonly { from: string; to: string; status: number | string }[],
  allowedHosts: readonly string[],
) {
  const valid = new Map<string, TRedirectRule>()
  for (const rule of rules) {
    const from = normalizeRedirectSource(rule.from)
    const status = Number(rule.status)
    if (checkRedirectSource(from) || checkRedirectTarget(rule.to, allowedHosts)) continue
    if (!isRedirectStatus(status) || targetPath(rule.to) === from) continue
    valid.set(from, { from, to: rule.to, status })
  }
  const table: TRedirectRule[] = []
  for (const rule of valid.values()) {
    let to = rule.to
    const seen = new Set([rule.from])
    let broken = false
    for (let path = targetPath(to); path !== null && valid.has(path); path = targetPath(to)) {
      if (seen.has(path) || seen.size > MAX_HOPS) {
        broken = true
        break
      }
      seen.add(path)
      to = valid.get(path)!.to
    }
    if (!broken) table.push({ ...rule, to })
  }
  return table.sort((a, b) => a.from.localeCompare(b.from))
}

export type TRedirectLookup = ReadonlyMap<string, Pick<TRedirectRule, 'to' | 'status'>>

export const toLookup = (table: readonly TRedirectRule[]): TRedirectLookup =>
  new Map(table.map(({ from, to, status }) => [from, { to, status }]))

/** Spec 7: the redirect check is skipped when the URL contains `_preview=`. */
export const isPreview = (search: string) => search.includes('_preview=')

/**
 * Where a request for `pathname` + `search` goes, or null. The query string is passed on (after the target's own);
 * `/en/old` finds the redirect of `/old` and keeps its language prefix on a site path.
 */
export function resolveRedirect(
  lookup: TRedirectLookup,
  pathname: string,
  search = '',
): { location: string; status: TRedirectStatus } | null {
  if (lookup.size === 0 || isPreview(search)) return null
  const path = normalizeRedirectSource(pathname) || '/'
  let hit = lookup.get(path)
  let prefix = ''
  if (!hit && (path === '/en' || path.startsWith('/en/'))) {
    hit = lookup.get(path.slice(3) || '/')
    prefix = '/en'
  }
  if (!hit) return null
  let location = prefix && hit.to.startsWith('/') ? (hit.to === '/' ? prefix : `${prefix}${hit.to}`) : hit.to
  const query = search.replace(/^\?/, '')
  if (query) {
    const hash = location.indexOf('#')
    const base = hash === -1 ? location : location.slice(0, hash)
    const fragment = hash === -1 ? '' : location.slice(hash)
    location = `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`
  }
  return { location, status: hit.status }
}
