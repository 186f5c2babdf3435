import 'server-only'

import { after } from 'next/server'

import { clientAddress } from '../http/client-ip'
import { readBoundedBytes } from '../http/body'
import { logger } from '../log'
import { namedLimiter, take } from '../rate-limit'
import { RESET_LIMITS, RESET_REFUSED } from './answers'

/**
 * Staff "forgot password" (`/cms/api/users/forgot-password`): Payload writes a new reset token, and sends an e-mail,
 * on every request. Here:
 *
 * - each client address may ask 10 times an hour, then 429 (that tells nothing of any account);
 * - each e-mail address gets at most 3 tokens an hour, whoever asks; a request past that is answered exactly as one
 *   that made a token, and makes none;
 * - the answer is given before Payload runs, and Payload runs after it (`after`), so an address with an account
 *   (a token written, an e-mail sent) and one without take the same time to answer.
 */

const MAX_BODY_BYTES = 16 * 1024
/** Payload's own answer to a reset request, whatever the address. */
const ACCEPTED = { message: 'Success' }

const byAddress = () =>
  namedLimiter('reset:address', RESET_LIMITS.perAddress.points, RESET_LIMITS.perAddress.seconds)
const byEmail = () => namedLimiter('reset:email', RESET_LIMITS.perEmail.points, RESET_LIMITS.perEmail.seconds)

const json = (status: number, body: unknown, waitMs?: number) =>
  Response.json(body, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      ...(waitMs ? { 'Retry-After': String(Math.ceil(waitMs / 1000)) } : {}),
    },
  })

async function requestedEmail(bytes: Uint8Array<ArrayBuffer>, type: string): Promise<string> {
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

/** Wraps Payload's REST POST: a reset request is limited and answered at once; every other POST passes through. */
export function limitPasswordResets<A extends unknown[]>(
  handler: (request: Request, ...args: A) => Promise<Response>,
) {
  return async (request: Request, ...args: A): Promise<Response> => {
    if (!new URL(request.url).pathname.endsWith('/users/forgot-password')) return handler(request, ...args)
    const bytes = await readBoundedBytes(request, MAX_BODY_BYTES)
    if (bytes === null) return json(413, { errors: [{ message: 'The request is too large.' }] })
    const email = await requestedEmail(bytes, request.headers.get('content-type') ?? '')
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return json(400, { errors: [{ message: 'Please enter a valid email address.' }] })
    }
    const from = clientAddress(request)
    const addressWait = await take(byAddress(), from)
    if (addressWait !== null) {
      logger.warn({ address: from }, 'password reset refused: too many requests from one address')
      return json(429, { errors: [{ message: RESET_REFUSED }] }, addressWait)
    }
    if ((await take(byEmail(), email)) === null) {
      const forwarded = new Request(request.url, { method: 'POST', headers: request.headers, body: bytes })
      after(async () => {
        const answer = await handler(forwarded, ...args).catch((error: unknown) => error)
        if (!(answer instanceof Response) || !answer.ok) {
          logger.error(
            { status: answer instanceof Response ? answer.status : String(answer) },
            'password reset request failed',
          )
        }
      })
    }
    return json(200, ACCEPTED)
  }
}
