import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The preview credential: a short-lived token signed with a key derived from the server secret, kept in an
 * HttpOnly cookie of the editor's browser. The `_preview=` value in addresses is only the token's random id: a
 * leaked link (Referer, analytics, a forwarded e-mail) grants nothing without the cookie.
 */
export const PREVIEW_COOKIE = 'site_preview'
export const PREVIEW_TTL_SECONDS = 30 * 60

export interface IPreviewClaims {
  /** The editor who opened the preview. */
  uid: string
  /** Random id carried in `_preview=` links. */
  id: string
  /** Expiry, seconds since the epoch. */
  exp: number
}

const sign = (secret: string, body: string) =>
  createHmac('sha256', createHmac('sha256', secret).update('site-preview-v1').digest())
    .update(body)
    .digest('base64url')

export function issuePreviewToken(
  secret: string,
  uid: string,
  now = Date.now(),
): { token: string; claims: IPreviewClaims } {
  const claims: IPreviewClaims = {
    uid,
    id: randomBytes(12).toString('base64url'),
    exp: Math.floor(now / 1000) + PREVIEW_TTL_SECONDS,
  }
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return { token: `${body}.${sign(secret, body)}`, claims }
}

export function readPreviewToken(
  secret: string,
  token: string | undefined | null,
  now = Date.now(),
): IPreviewClaims | null {
  if (!token) return null
  const [body, signature, ...rest] = token.split('.')
  if (!body || !signature || rest.length) return null
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as IPreviewClaims
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null
    if (typeof claims.id !== 'string' || typeof claims.uid !== 'string') return null
    return claims
  } catch {
    return null
  }
}
