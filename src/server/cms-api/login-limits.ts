import 'server-only'

import { clientAddress } from '../http/client-ip'
import { readBoundedBytes } from '../http/body'
import { logger } from '../log'
import { namedLimiter, refusedFor, take } from '../rate-limit'

/**
 * Failed staff logins are counted per account *and client address*, never per account alone: a stranger who types
 * an administrator's e-mail with wrong passwords locks out only their own address, while the administrator logs in
 * from theirs. A second, looser count per address stops one address spraying guesses over many accounts.
 * (Payload's own per-account lock is switched off: `maxLoginAttempts: 0` on the users collection.)
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: { points: 5, seconds: 15 * 60 },
  perAddress: { points: 30, seconds: 15 * 60 },
} as const

export const LOGIN_REFUSED =
  'Too many failed logins from this network. Please wait before trying again, or reset your password.'

/** A login body is an e-mail and a password: anything much larger is not one. */
const MAX_LOGIN_BYTES = 16 * 1024

const pair = () =>
  namedLimiter(
    'login:pair',
    LOGIN_LIMITS.perAccountAndAddress.points,
    LOGIN_LIMITS.perAccountAndAddress.seconds,
  )
const address = () =>
  namedLimiter('login:address', LOGIN_LIMITS.perAddress.points, LOGIN_LIMITS.perAddress.seconds)

/** The e-mail a login body names: JSON, or the admin form's multipart `_payload` field holding JSON. */
async function loginEmail(bytes: Uint8Array<ArrayBuffer>, type: string): Promise<string> {
  try {
    let data: unknown
    if (/^multipart\/form-data/i.test(type)) {
      const form = await new Response(bytes, { headers: { 'content-type': type } }).formData()
      const raw = form.get('_payload')
      data = typeof raw === 'string' ? JSON.parse(raw) : Object.fromEntries(form)
    } else {
      data = JSON.parse(new TextDecoder().decode(bytes))
    }
    const email = (data as { email?: unknown } | null)?.email
    return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : ''
  } catch {
    return ''
  }
}

const refuse = (status: number, message: string, waitMs?: number) =>
  Response.json(
    { errors: [{ message }] },
    {
      status,
      headers: {
        'Cache-Control': 'no-store',
        ...(waitMs ? { 'Retry-After': String(Math.ceil(waitMs / 1000)) } : {}),
      },
    },
  )

/**
 * Wraps Payload's REST POST: a login (`…/users/login`) is refused with 429 while its e-mail and address, or its
 * address alone, have spent their failures; a failed login (401) spends one; a successful one clears the pair.
 * Every other POST passes through untouched.
 */
export function limitLogins<A extends unknown[]>(
  handler: (request: Request, ...args: A) => Promise<Response>,
) {
  return async (request: Request, ...args: A): Promise<Response> => {
    if (!new URL(request.url).pathname.endsWith('/users/login')) return handler(request, ...args)
    // The body was bounded already (bodies.ts); a login is small, so this reads it into memory once.
    const bytes = await readBoundedBytes(request, MAX_LOGIN_BYTES)
    if (bytes === null) return refuse(413, 'The request is too large.')
    const from = clientAddress(request)
    const email = await loginEmail(bytes, request.headers.get('content-type') ?? '')
    const key = `${email}|${from}`
    const waitMs = Math.max(await refusedFor(pair(), key), await refusedFor(address(), from))
    if (waitMs > 0) {
      logger.warn({ address: from }, 'staff login refused: too many failures')
      return refuse(429, LOGIN_REFUSED, waitMs)
    }
    const forwarded = new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: bytes,
    })
    const answer = await handler(forwarded, ...args)
    if (answer.status === 401) {
      await take(pair(), key).catch(() => null)
      await take(address(), from).catch(() => null)
    } else if (answer.ok) {
      await pair()
        .delete(key)
        .catch(() => false)
    }
    return answer
  }
}
