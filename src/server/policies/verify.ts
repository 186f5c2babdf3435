import 'server-only'

import { createHmac } from 'node:crypto'

import { z } from 'zod'

import {
  isOtpAuthId,
  isOtpCode,
  isPolicyOtpPurpose,
  maskMobile,
  POLICY_OTP_PURPOSES,
  type TPolicyOtpPurpose,
} from '@/domain/otp/protocol'
import {
  maskPolicyNumber,
  normalisePolicyNumber,
  POLICY_MESSAGES,
  policyLookupErrors,
  todayInIndia,
} from '@/domain/policy'

import { env, otpSecret } from '../env'
import { unsupportedVersion } from '../http'
import { readBoundedJson } from '../http/body'
import { bearer, padded } from '../http/equal-time'
import { clientAddress } from '../http/client-ip'
import { logger } from '../log'
import { requestSmsLanguage } from '../sms'
import { otpServices } from '../otp'
import { type IOtpAnswer, OTP_MESSAGES } from '../otp/engine'
import { namedLimiter, take } from '../rate-limit'
import { policyAccessCookie, signPolicyAccess } from './access-token'
import {
  policyAnswer,
  policyService,
  policyUnavailable,
  PolicyServiceUnavailable,
  summarisePolicy,
  requirePolicyAccess,
} from './index'

const MAX_BODY_BYTES = 4 * 1024

/**
 * Lookups per policy number, whatever the mobile and the address: one policy cannot be probed with many numbers.
 * Every lookup counts, matching or not, so running into the limit tells nothing about the details.
 */
export const POLICY_LOOKUP_LIMITS = {
  perPolicyNumber: { points: 5, seconds: 60 * 60 },
} as const

const perPolicyNumber = () =>
  namedLimiter(
    'policy-lookup:number',
    POLICY_LOOKUP_LIMITS.perPolicyNumber.points,
    POLICY_LOOKUP_LIMITS.perPolicyNumber.seconds,
  )

/** The limiter's key for a policy number: a keyed hash, so the limit store holds no policy numbers. */
const policyNumberKey = (policyNumber: string) =>
  createHmac('sha256', otpSecret()).update(`policy-lookup\u0000${policyNumber}`).digest('base64url')

const ZLookup = z.object({
  policy_number: z.string().max(40).optional(),
  dob: z.string().max(20).optional(),
  mobile: z.string().max(20).optional(),
  purpose: z.string().max(40),
  url: z.string().max(2000).optional(),
})

const ZVerify = z.looseObject({
  OTP: z.string().max(12),
  otp_auth: z.string().refine(isOtpAuthId, 'otp_auth must be 15 letters or digits'),
  session_token: z.string().max(200).optional(),
  SourcePage: z.string().max(40).optional(),
})

const ZResend = z.looseObject({ session_token: z.string().max(200).optional() })

/**
 * What a lookup's OTP session is bound to: the purpose, and whether the details matched (policy number and date of
 * birth of a policy whose registered mobile is the number the code went to); `n` is that policy's number.
 */
interface IBinding {
  p: TPolicyOtpPurpose
  m: boolean
  n?: string
}

/** The registered mobile as the policy system holds it (maybe with +91 or spaces) against the typed 10 digits. */
const sameMobile = (registered: string, typed: string) => registered.replace(/\D/g, '').slice(-10) === typed

/** The session's binding; anything unreadable (a session of an older release) matches nothing. */
function readBinding(raw: string): IBinding | null {
  try {
    const value = JSON.parse(raw) as Partial<IBinding> | null
    if (!value || !isPolicyOtpPurpose(value.p)) return null
    return { p: value.p, m: value.m === true && typeof value.n === 'string', n: value.n }
  } catch {
    return null
  }
}

function engineAnswer(body: IOtpAnswer): Response {
  const { retryAfterSeconds, ...rest } = body
  return Response.json(rest, {
    status: rest.status_code,
    headers: {
      'Cache-Control': 'no-store',
      'api-version': 'v1',
      ...(retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {}),
    },
  })
}

/**
 * POST /api/v1/policy/verify — the policy verification of the service pages (decision 67), in three calls:
 *  1. `{policy_number, dob, mobile, purpose, url}`: after the field checks and the limits (per number and address
 *     as sendOtp, and per policy number), always sends an OTP to the typed mobile and answers
 *     `{masked_mobile, Token}` of that number. Whether the details match (the policy's number and date of birth, and
 *     its registered mobile is the typed one) is kept in the session and told only after the code is verified.
 *  2. `{action: 'verifyOtp', module: 'Otp', data: {OTP, otp_auth, SourcePage}}` with the session token as bearer and
 *     `x-auth-token`: the OTP popup's verify call. The number and purpose come from the session, never from the
 *     visitor; a right code spends the proof here, and then either sets the policy access cookie for that policy and
 *     purpose (details matched) or answers 200 `{status: false, message: 'Enter valid policy details',
 *     data: {policy_match: false}}` with no cookie.
 *  3. `{action: 'reSendOTP', module: 'Otp', data: {url}}`: a new code to the same mobile.
 */
export async function handlePolicyVerify(request: Request): Promise<Response> {
  const refused = unsupportedVersion(request)
  if (refused) return refused
  const read = await readBoundedJson(request, MAX_BODY_BYTES)
  if (!read.ok && read.reason === 'too-large') return policyAnswer(413, 'The request is too large.')
  if (!read.ok || read.body === undefined) return policyAnswer(400, 'The request body must be JSON.')
  const body = read.body
  const action = (body as { action?: unknown } | null)?.action
  try {
    if (action === 'verifyOtp') return await verifyStep(request, (body as { data?: unknown }).data)
    if (action === 'reSendOTP') return await resendStep(request, (body as { data?: unknown }).data)
    if (action !== undefined) return policyAnswer(400, 'Unknown action.')
    return await lookupStep(request, body)
  } catch (error) {
    if (error instanceof PolicyServiceUnavailable) return policyUnavailable()
    logger.error(
      { route: 'policy-verify', err: error instanceof Error ? error.message : String(error) },
      'policy verification failed',
    )
    return policyAnswer(500, OTP_MESSAGES.sendFailed)
  }
}

async function lookupStep(request: Request, body: unknown): Promise<Response> {
  const { engine } = otpServices()
  return padded(engine.settings.minAnswerMs, async () => {
    const parsed = ZLookup.safeParse(body)
    if (!parsed.success) return policyAnswer(400, 'Please enter the valid inputs')
    const { purpose, url } = parsed.data
    if (!isPolicyOtpPurpose(purpose))
      return policyAnswer(400, `purpose must be one of ${POLICY_OTP_PURPOSES.join(', ')}`)
    const errors = policyLookupErrors(parsed.data, todayInIndia())
    const first = errors.policy_number ?? errors.dob ?? errors.mobile
    if (first)
      return Response.json(
        { status_code: 400, status: false, message: first, errors },
        { status: 400, headers: { 'Cache-Control': 'no-store', 'api-version': 'v1' } },
      )
    const policyNumber = normalisePolicyNumber(parsed.data.policy_number!)
    const dob = parsed.data.dob!.trim()
    const phone = parsed.data.mobile!.trim()
    const masked = maskPolicyNumber(policyNumber)

    const limiter = perPolicyNumber()
    const key = policyNumberKey(policyNumber)
    const waitMs = await take(limiter, key)
    if (waitMs !== null) {
      logger.warn({ policy: 'lookup-limited', purpose, number: masked }, 'Policy lookup refused by a limit')
      return engineAnswer({
        status_code: 429,
        status: false,
        message: POLICY_MESSAGES.tooManyLookups,
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      })
    }

    // A lookup that sends no code (the policy system down, a send limit, a failed SMS) gives its point back: only
    // sent codes spend a policy number's budget, so refused requests cannot lock a policy out.
    let sent: IOtpAnswer | null = null
    let match = false
    try {
      // Looked up before the send: when the policy system is down nobody gets a code, whatever the details.
      const policy = await policyService().findPolicy(policyNumber, dob)
      match = !!policy && sameMobile(policy.mobile, phone)
      const binding: IBinding =
        policy && match ? { p: purpose, m: true, n: policy.policyNumber } : { p: purpose, m: false }
      // The code always goes to the typed number: the answer is the same whether or not the details match.
      sent = await engine.send({
        phone,
        purpose,
        data: { phone_number: phone, url: url ?? '', SourcePage: purpose },
        ip: clientAddress(request),
        userAgent: request.headers.get('user-agent'),
        referer: request.headers.get('referer'),
        language: requestSmsLanguage(request),
        binding: JSON.stringify(binding),
      })
    } finally {
      if (sent?.status_code !== 200) await limiter.reward(key, 1).catch(() => undefined)
    }
    logger.info(
      { policy: 'lookup', purpose, number: masked, match, status: sent.status_code, phone },
      'Policy lookup',
    )
    if (sent.status_code !== 200) return engineAnswer(sent)
    const token = (sent.data as { Token: string }).Token
    return policyAnswer(200, sent.message, { masked_mobile: maskMobile(phone), Token: token })
  })
}

async function verifyStep(request: Request, data: unknown): Promise<Response> {
  const parsed = ZVerify.safeParse(data)
  if (!parsed.success) return policyAnswer(400, parsed.error.issues[0]?.message ?? 'Invalid request.')
  const { engine } = otpServices()
  const { OTP, otp_auth, SourcePage } = parsed.data
  if (!isOtpCode(OTP, engine.settings.length))
    return policyAnswer(400, `The OTP must be ${engine.settings.length} digits.`)
  const token = bearer(request) ?? parsed.data.session_token
  if (!token) return policyAnswer(400, 'The OTP session token is missing (Authorization: Bearer).')
  if (request.headers.get('x-auth-token') !== otp_auth)
    return policyAnswer(400, 'The x-auth-token header must carry the otp_auth id.')

  const session = await engine.session(token)
  if (!session) return engineAnswer({ status_code: 203, status: false, message: OTP_MESSAGES.expired })
  if (!session.binding || !isPolicyOtpPurpose(session.purpose))
    return policyAnswer(400, 'This OTP was not sent for a policy verification.')
  if (SourcePage !== undefined && SourcePage !== session.purpose)
    return policyAnswer(400, 'This OTP was sent for another service.')

  const result = await engine.verify({
    token,
    phone: session.phone,
    purpose: session.purpose,
    otp: OTP,
    otpAuthId: otp_auth,
  })
  if (result.status_code !== 200) return engineAnswer(result)
  const authToken = (result.data as { auth_token: string }).auth_token
  // The proof is spent here: it cannot be presented to any other form.
  await engine.consumeProof(authToken, session.phone, session.purpose)
  const binding = readBinding(session.binding)
  if (!binding?.m || !binding.n) {
    // The visitor holds this number, but the details match no policy registered to it: say so, unlock nothing.
    logger.info(
      { policy: 'unmatched', purpose: session.purpose, phone: session.phone },
      'Policy details do not match',
    )
    return Response.json(
      { status_code: 200, status: false, message: POLICY_MESSAGES.invalid, data: { policy_match: false } },
      { status: 200, headers: { 'Cache-Control': 'no-store', 'api-version': 'v1' } },
    )
  }
  const { value } = signPolicyAccess(otpSecret(), { policyNumber: binding.n, purpose: binding.p })
  const secure = new URL(env().SITE_URL).protocol === 'https:'
  logger.info(
    { policy: 'verified', purpose: binding.p, number: maskPolicyNumber(binding.n), phone: session.phone },
    'Policy verified',
  )
  return policyAnswer(
    200,
    result.message,
    { auth_token: authToken },
    { 'Set-Cookie': policyAccessCookie(binding.p, value, secure) },
  )
}

async function resendStep(request: Request, data: unknown): Promise<Response> {
  const { engine } = otpServices()
  return padded(engine.settings.minAnswerMs, async () => {
    const parsed = ZResend.safeParse(data ?? {})
    if (!parsed.success) return policyAnswer(400, 'Invalid request.')
    const token = bearer(request) ?? parsed.data.session_token
    if (!token) return policyAnswer(400, 'The OTP session token is missing (Authorization: Bearer).')
    const session = await engine.session(token)
    if (!session) return engineAnswer({ status_code: 203, status: false, message: OTP_MESSAGES.expired })
    if (!session.binding) return policyAnswer(400, 'This OTP was not sent for a policy verification.')
    const ip = clientAddress(request)
    return engineAnswer(await engine.resend(token, session.phone, ip))
  })
}

/** GET /api/v1/policy/summary?purpose=…: the verified policy's summary for the page (needs the access cookie). */
export async function handlePolicySummary(request: Request): Promise<Response> {
  const refused = unsupportedVersion(request)
  if (refused) return refused
  const purpose = new URL(request.url).searchParams.get('purpose')
  if (!isPolicyOtpPurpose(purpose))
    return policyAnswer(400, `purpose must be one of ${POLICY_OTP_PURPOSES.join(', ')}`)
  const access = await requirePolicyAccess(request, purpose)
  if (!access.ok) return access.response
  return policyAnswer(200, 'OK', summarisePolicy(access.policy))
}
