/**
 * The origins the admin may be used from: the site's own address (`SITE_URL`) and, outside production, the same
 * server under its loopback names, so an editor who opens `127.0.0.1` where the site says `localhost` can still
 * save. Payload's CSRF check (a staff cookie counts only with one of these origins) and its CORS answers use this
 * list; production accepts `SITE_URL` alone.
 */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const

export interface IAdminOriginsInput {
  siteUrl: string
  production: boolean
  /** The port the server listens on, when it differs from SITE_URL's (PORT). */
  listenPort?: string | number | undefined
}

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80')

export function adminOrigins({ siteUrl, production, listenPort }: IAdminOriginsInput): string[] {
  const site = new URL(siteUrl)
  const origins = new Set([site.origin])
  if (production) return [...origins]
  const ports = new Set([portOf(site)])
  if (listenPort !== undefined && String(listenPort).trim() !== '') ports.add(String(listenPort).trim())
  for (const host of LOOPBACK_HOSTS) {
    for (const port of ports) origins.add(new URL(`${site.protocol}//${host}:${port}`).origin)
  }
  return [...origins]
}

/**
 * The origin the editor's browser is on, read from the request's Host header, when it is one of the allowed
 * origins; otherwise the site's own. Live preview loads the page from this origin, so the preview frame and the
 * admin stay on one origin (same cookies, and the admin accepts the frame's messages).
 */
export function editorOrigin(host: string | null | undefined, allowed: readonly string[]): string {
  const site = allowed[0]!
  if (!host) return site
  const protocol = new URL(site).protocol
  let origin: string
  try {
    origin = new URL(`${protocol}//${host}`).origin
  } catch {
    return site
  }
  return allowed.includes(origin) ? origin : site
}
