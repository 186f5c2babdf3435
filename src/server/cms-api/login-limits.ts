import 'server-only'

import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

import { payloadClient } from '../content/payload'
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

/**
 * Payload hashes a password with PBKDF2-SHA256, 600,000 rounds, 32 bytes (its current parameters), and only when
 * the account exists: a wrong password for a real address took 123-133 ms, one for a missing address 8-14 ms, so
 * the time told which staff addresses exist. A failed login for a missing address hashes the same way here.
 */
export const PASSWORD_HASH = { rounds: 600_000, bytes: 32, digest: 'sha256' } as const
const hash = promisify(pbkdf2)

/** As long as checking a password against a stored hash, for an account that does not exist. */
export async function hashAsPayloadDoes(password: string): Promise<void> {
  await hash(password, 'no-such-account', PASSWORD_HASH.rounds, PASSWORD_HASH.bytes, PASSWORD_HASH.digest)
}

async function accountExists(email: string): Promise<boolean> {
  if (!email) return false
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** The e-mail a login body names: JSON, or the admin form's multipart `_payload` field holding JSON. */
async function loginFields(
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
): Promise<{ email: string; password: string }> {
  try {
    let data: unknown
    if (/^multipart\/form-data/i.test(type)) {
      const form = await new Response(bytes, { headers: { 'content-type': type } }).formData()
      const raw = form.get('_payload')
      data = typeof raw === 'string' ? JSON.parse(raw) : Object.fromEntries(form)
    } else {
      data = JSON.parse(new TextDecoder().decode(bytes))
    }
    const { email, password } = (data ?? {}) as { email?: unknown; password?: unknown }
    return {
      email: typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '',
      password: typeof password === 'string' ? password : '',
    }
  } catch {
    return { email: '', password: '' }
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
    const { email, password } = await loginFields(bytes, request.headers.get('content-type') ?? '')
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
      // Both kinds of failure take as long: a hash was checked for a real address, so one is made for a missing one.
      if (!(await accountExists(email).catch(() => true))) await hashAsPayloadDoes(password)
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
