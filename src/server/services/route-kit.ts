import 'server-only'

import { FORM_TOKEN_REFUSED, type TFormType } from '@/domain/forms/form-token'
import type { TOtpPurpose } from '@/domain/otp/protocol'
import errors from '@/domain/i18n/en/errors.json' with { type: 'json' }

import { env, otpSecret } from '../env'
import { readBoundedJson } from '../http/body'
import { clientAddress } from '../http/client-ip'
import { hashIp } from '../leads/store'
import { logger } from '../log'
import { consumeVerificationProof, otpServices, verifyFormToken } from '../otp'
import { processSingleton } from '../process/singleton'
import { namedLimiter, take } from '../rate-limit'
import { createSmsSender, type ISmsSender } from '../sms'

/** Every service form answers in the services endpoint's shape: `status_code`, `status`, `message`, `data`. */
export function reply(status: number, message: string, data?: unknown, headers: Record<string, string> = {}) {
  return Response.json(
    {
      status_code: status,
      status: status >= 200 && status < 300,
      message,
      ...(data === undefined ? {} : { data }),
    },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  )
}

const answers = errors.serviceAnswers

/**
 * The services endpoint's error texts (spec 8), written in `i18n/en/errors.json`; `formExpired` is the form
 * token's own text.
 */
export const SERVICE_ANSWERS = {
  notVerified: answers.notVerified,
  formExpired: FORM_TOKEN_REFUSED,
  tooMany: answers.tooMany,
  failed: answers.failed,
  tooLarge: answers.tooLarge,
} as const

const MAX_JSON_BYTES = 16 * 1024

/** The JSON body of a form post (at most 16 KB), or the 4xx answer to give instead. */
export async function readJson(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; answer: Response }> {
  const read = await readBoundedJson(request, MAX_JSON_BYTES)
  if (read.ok && read.body !== undefined) return { ok: true, body: read.body }
  if (!read.ok && read.reason === 'too-large')
    return { ok: false, answer: reply(413, SERVICE_ANSWERS.tooLarge) }
  return { ok: false, answer: reply(400, errors.requests.notJson) }
}

/** The form token check of spec 7 (x-csrf-token, x-csrf-id); the token is spent. */
export const formTokenOk = (request: Request, formType: TFormType) => verifyFormToken(request, formType)

/**
 * Whether the request carries a fresh proof that `phone` was verified by OTP for `purpose` (`auth_token` of the
 * verify answer, valid once). In APP_ENV devs or sit the popup verifies nothing (spec 4), so neither does this.
 */
export async function verifiedBy(authToken: unknown, phone: string, purpose: TOtpPurpose): Promise<boolean> {
  const { APP_ENV } = env()
  if (APP_ENV === 'devs' || APP_ENV === 'sit') return true
  if (typeof authToken !== 'string' || authToken.length > 512) return false
  return consumeVerificationProof({ authToken, phone, purpose })
}

/** The visitor's address as a keyed hash, and the page address, as stored with a submission. */
export function origin(request: Request, pageUrl: unknown) {
  const ip = clientAddress(request)
  const page =
    typeof pageUrl === 'string' ? pageUrl.slice(0, 300) : (request.headers.get('referer') ?? '').slice(0, 300)
  return { ip, ipHash: hashIp(ip, otpSecret()), pageUrl: page || null }
}

// ---- per-address limits for lookups (unclaimed amounts, grievance status) -----------------------------------

/** Counts one lookup for the client address; a 429 answer when the budget is spent. */
export async function limitLookups(name: string, request: Request, points: number, seconds: number) {
  try {
    const waitMs = await take(namedLimiter(`svc:${name}`, points, seconds), clientAddress(request))
    if (waitMs === null) return null
    const retry = Math.max(1, Math.ceil(waitMs / 1000))
    return reply(429, SERVICE_ANSWERS.tooMany, undefined, { 'Retry-After': String(retry) })
  } catch (error) {
    logger.error(
      { limit: name, err: error instanceof Error ? error.message : String(error) },
      'limit store failed',
    )
    return null
  }
}

/** The SMS gateway of SMS_PROVIDER, for the messages that follow a submission (an acknowledgement). */
export function smsSender(): ISmsSender {
  return processSingleton('services.sms', () => createSmsSender(env(), otpServices().store))
}
