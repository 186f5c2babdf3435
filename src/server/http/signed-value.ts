import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A small JSON value a browser keeps for us and cannot alter: `<base64url JSON>.<HMAC-SHA256>`, signed with a key
 * derived from `secret` and a label of its own (`policy-access-v1`, `proposal-access-v1`), so a value made for one
 * use never passes for another. Used by the credentials that OTP verification hands out (policy access, proposals).
 */
const keyOf = (secret: string, label: string) => createHmac('sha256', secret).update(label).digest()

const signatureOf = (secret: string, label: string, body: string) =>
  createHmac('sha256', keyOf(secret, label)).update(body).digest('base64url')

export function sealValue(secret: string, label: string, value: object): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${body}.${signatureOf(secret, label, body)}`
}

/**
 * The JSON object a sealed value carries, when the value is intact (at most `maxLength` characters, signed with this
 * secret and label, compared in equal time); null for anything else. Its fields are for the caller to check.
 */
export function openValue(
  secret: string,
  label: string,
  sealed: string | null | undefined,
  maxLength: number,
): Record<string, unknown> | null {
  if (!sealed || sealed.length > maxLength) return null
  const [body, signature, ...rest] = sealed.split('.')
  if (!body || !signature || rest.length > 0) return null
  const expected = Buffer.from(signatureOf(secret, label, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}
