import 'server-only'

import { z } from 'zod'

import {
  isOtpAuthId,
  isOtpCode,
  isPolicyOtpPurpose,
  maskMobile,
  POLICY_OTP_PURPOSES,
  type TPolicyOtpPurpose,
} from '@/domain/otp/protocol'
import { normalisePolicyNumber, policyLookupErrors, todayInIndia } from '@/domain/policy'

import { env, otpSecret } from '../env'
import { unsupportedVersion } from '../http'
import { readBoundedJson } from '../http/body'
import { clientAddress } from '../http/client-ip'
import { logger } from '../log'
import { otpServices } from '../otp'
import { type IOtpAnswer, OTP_MESSAGES } from '../otp/engine'
import { decoyMobile, policyAccessCookie, signPolicyAccess } from './access-token'
import {
  policyAnswer,
  policyService,
  policyUnavailable,
  PolicyServiceUnavailable,
  summarisePolicy,
  requirePolicyAccess,
} from './index'

const MAX_BODY_BYTES = 4 * 1024
const DECOY = 'decoy'

const ZLookup = z.object({
  policy_number: z.string().max(40).optional(),
  dob: z.string().max(20).optional(),
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

interface IBinding {
  n: string
  p: TPolicyOtpPurpose
}

function bearer(request: Request): string | null {
  const match = /^Bearer\s+(\S{1,200})$/i.exec(request.headers.get('authorization') ?? '')
  return match ? match[1]! : null
}

async function padded(minMs: number, work: () => Promise<Response>): Promise<Response> {
  const started = performance.now()
  const res = await work()
  const wait = minMs - (performance.now() - started)
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  return res
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
 * POST /api/v1/policy/verify — the policy verification of the service pages, in three calls:
 *  1. `{policy_number, dob, purpose, url}`: looks the policy up and sends an OTP to its registered mobile, answering
 *     `{masked_mobile, Token}`. An unknown policy (or a wrong date of birth) gets the same answer with a decoy mask
 *     and no SMS, after the same limits and padding as sendOtp, so the answer tells nothing about the policy.
 *  2. `{action: 'verifyOtp', module: 'Otp', data: {OTP, otp_auth, SourcePage}}` with the session token as bearer and
 *     `x-auth-token`: the OTP popup's verify call. The number and purpose come from the session, never from the
 *     visitor; on success the proof is spent here and the policy access cookie is set for that policy and purpose.
 *  3. `{action: 'reSendOTP', module: 'Otp', data: {url}}`: a new code to the same mobile (a decoy stays silent).
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
    const first = errors.policy_number ?? errors.dob
    if (first)
      return Response.json(
        { status_code: 400, status: false, message: first, errors },
        { status: 400, headers: { 'Cache-Control': 'no-store', 'api-version': 'v1' } },
      )
    const policyNumber = normalisePolicyNumber(parsed.data.policy_number!)
    const dob = parsed.data.dob!.trim()
    const policy = await policyService().findPolicy(policyNumber, dob)
    const phone = policy ? policy.mobile : decoyMobile(otpSecret(), policyNumber, dob)
    const binding: string = policy
      ? JSON.stringify({ n: policy.policyNumber, p: purpose } satisfies IBinding)
      : DECOY
    const sent = await engine.send({
      phone,
      purpose,
      data: { phone_number: phone, url: url ?? '', SourcePage: purpose },
      ip: clientAddress(request),
      userAgent: request.headers.get('user-agent'),
      referer: request.headers.get('referer'),
      binding,
      silent: !policy,
    })
    logger.info(
      { policy: 'lookup', purpose, found: !!policy, status: sent.status_code, phone },
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
  if (session.binding === DECOY) {
    // Only a guess can get here (nobody received this code): it unlocks nothing.
    return engineAnswer({ status_code: 201, status: false, message: OTP_MESSAGES.wrong(0) })
  }
  const authToken = (result.data as { auth_token: string }).auth_token
  // The proof is spent here: it cannot be presented to any other form.
  await engine.consumeProof(authToken, session.phone, session.purpose)
  const binding = JSON.parse(session.binding) as IBinding
  const { value } = signPolicyAccess(otpSecret(), { policyNumber: binding.n, purpose: binding.p })
  const secure = new URL(env().SITE_URL).protocol === 'https:'
  logger.info({ policy: 'verified', purpose: binding.p, phone: session.phone }, 'Policy verified')
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
