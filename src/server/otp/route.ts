import 'server-only'

import { z } from 'zod'

import {
  FORM_TOKEN_REFUSED,
  FORM_TYPES,
  formIdName,
  isFormCookieName,
  isFormType,
} from '@/domain/forms/form-token'
import { sendOtpFormType } from '@/domain/leads/extras'
import {
  isIndianMobile,
  isOtpAuthId,
  isOtpCode,
  isOtpPurpose,
  OTP_PURPOSES,
  type ISendOtpData,
} from '@/domain/otp/protocol'

import { env } from '../env'
import { unsupportedVersion } from '../http'
import { readBoundedJson } from '../http/body'
import { bearer, padded } from '../http/equal-time'
import { clientAddress } from '../http/client-ip'
import { logger } from '../log'
import { requestSmsLanguage } from '../sms'
import type { IOtpAnswer } from './engine'
import { OTP_MESSAGES } from './engine'
import { checkFormRequest, cookieValue, newFormId } from './form-token'
import { otpServices } from './index'

/** Bodies larger than this are refused before parsing (the lead form's payload is far smaller). */
const MAX_BODY_BYTES = 16 * 1024

const NO_STORE = { 'Cache-Control': 'no-store', 'api-version': 'v1' }

const ZEnvelope = z.object({
  action: z.string().max(40),
  module: z.string().max(40),
  data: z.unknown().optional(),
  formId: z.unknown().optional(),
  formType: z.unknown().optional(),
})

const ZPhone = z.string({ error: OTP_MESSAGES.badNumber }).refine(isIndianMobile, OTP_MESSAGES.badNumber)
const ZUrl = z.string({ error: 'url is required' }).max(2000, 'url is too long')
const ZPurpose = z
  .string()
  .refine(isOtpPurpose, `SourcePage must be one of ${OTP_PURPOSES.join(', ')}`)
  .optional()

const ZSendData = z.looseObject({ phone_number: ZPhone, url: ZUrl, SourcePage: ZPurpose })
const ZResendData = z.looseObject({ phone_number: ZPhone, url: ZUrl })
const ZVerifyData = z.looseObject({
  OTP: z.string({ error: 'OTP is required' }),
  phone_number: ZPhone,
  otp_auth: z
    .string({ error: 'otp_auth is required' })
    .refine(isOtpAuthId, 'otp_auth must be 15 letters or digits'),
  url: ZUrl,
  session_token: z.string().max(200).optional(),
  SourcePage: ZPurpose,
})

function answer(body: IOtpAnswer, headers: Record<string, string> = {}): Response {
  const { retryAfterSeconds, ...rest } = body
  const extra: Record<string, string> = { ...headers }
  if (retryAfterSeconds) extra['Retry-After'] = String(retryAfterSeconds)
  return Response.json(rest, { status: body.status_code, headers: { ...NO_STORE, ...extra } })
}

const badRequest = (message: string) => answer({ status_code: 400, status: false, message })

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue ? issue.message : 'The request is not valid.'
}

/**
 * POST /api/v1/{provider}/services (spec 7): sendOtp, verifyOtp, reSendOTP (module Otp) and createToken (module
 * website). The HTTP status is the answer's `status_code`; bad input is a 400 with a message, never a 500.
 */
export async function handleServices(request: Request, provider: string): Promise<Response> {
  const config = env()
  if (provider !== config.SERVICES_PROVIDER) {
    return Response.json({ status_code: 404, message: 'Not found' }, { status: 404, headers: NO_STORE })
  }
  const refused = unsupportedVersion(request)
  if (refused) return refused

  const read = await readBoundedJson(request, MAX_BODY_BYTES)
  if (!read.ok && read.reason === 'too-large')
    return answer({ status_code: 413, status: false, message: 'The request is too large.' })
  if (!read.ok || read.body === undefined) return badRequest('The request body must be JSON.')
  const envelope = ZEnvelope.safeParse(read.body)
  if (!envelope.success) return badRequest('The request needs an action and a module.')
  const { action, module } = envelope.data
  const ip = clientAddress(request)
  const { engine } = otpServices()
  const { settings } = engine

  try {
    if (module === 'Otp' && action === 'sendOtp') {
      return await padded(settings.minAnswerMs, async () => {
        const data = ZSendData.safeParse(envelope.data.data)
        if (!data.success) return badRequest(firstIssue(data.error))
        // A lead handed over by a form that holds a token (a calculator's) brings that form's token (decision 65).
        const formType = sendOtpFormType(data.data.form_type)
        if (formType && !(await checkFormRequest(otpServices().forms, request, formType)).ok)
          return answer({ status_code: 403, status: false, message: FORM_TOKEN_REFUSED })
        return answer(
          await engine.send({
            phone: data.data.phone_number,
            purpose: isOtpPurpose(data.data.SourcePage) ? data.data.SourcePage : 'QUICK_LINKS',
            data: data.data as ISendOtpData,
            ip,
            userAgent: request.headers.get('user-agent'),
            referer: request.headers.get('referer'),
            language: requestSmsLanguage(request, (data.data as ISendOtpData).prefferd_language),
          }),
        )
      })
    }
    if (module === 'Otp' && action === 'reSendOTP') {
      return await padded(settings.minAnswerMs, async () => {
        const data = ZResendData.safeParse(envelope.data.data)
        if (!data.success) return badRequest(firstIssue(data.error))
        const token =
          bearer(request) ?? (typeof data.data.session_token === 'string' ? data.data.session_token : null)
        if (!token) return badRequest('The OTP session token is missing (Authorization: Bearer).')
        return answer(await engine.resend(token, data.data.phone_number, ip))
      })
    }
    if (module === 'Otp' && action === 'verifyOtp') {
      const data = ZVerifyData.safeParse(envelope.data.data)
      if (!data.success) return badRequest(firstIssue(data.error))
      const { OTP, phone_number, otp_auth, SourcePage, session_token } = data.data
      if (!isOtpCode(OTP, settings.length)) return badRequest(`The OTP must be ${settings.length} digits.`)
      const token = bearer(request) ?? session_token
      if (!token) return badRequest('The OTP session token is missing (Authorization: Bearer).')
      if (request.headers.get('x-auth-token') !== otp_auth) {
        return badRequest('The x-auth-token header must carry the otp_auth id.')
      }
      return answer(
        await engine.verify({
          token,
          phone: phone_number,
          purpose: isOtpPurpose(SourcePage) ? SourcePage : 'QUICK_LINKS',
          otp: OTP,
          otpAuthId: otp_auth,
        }),
      )
    }
    if (module === 'website' && action === 'createToken') {
      return await createToken(request, envelope.data, ip, config.SITE_URL)
    }
    return badRequest(`Unknown action '${action.slice(0, 40)}' for module '${module.slice(0, 40)}'.`)
  } catch (error) {
    logger.error(
      { route: 'services', action, err: error instanceof Error ? error.message : String(error) },
      'services call failed',
    )
    return answer({ status_code: 500, status: false, message: OTP_MESSAGES.sendFailed })
  }
}

/**
 * createToken (spec 7, decision 65): `formId` is the page's form id cookie value (`name_` + 20 random characters), or
 * just its name (the page's last path segment, `formCookieName`) when the browser has none yet; `formType` names the
 * form. Answers a token bound to both, and sets the cookie (readable by the page) when the browser lacks it.
 */
async function createToken(
  request: Request,
  envelope: { formId?: unknown; formType?: unknown },
  ip: string,
  siteUrl: string,
): Promise<Response> {
  const { forms, limits } = otpServices()
  const { formId, formType } = envelope
  if (!isFormType(formType)) return badRequest(`formType must be one of ${FORM_TYPES.join(', ')}.`)
  if (typeof formId !== 'string' || formId === '' || formId.length > 100)
    return badRequest('formId is required.')
  const name = isFormCookieName(formId) ? formId : formIdName(formId)
  if (name === null)
    return badRequest("formId must be the form id cookie's name (the page's last path segment) or its value.")

  const limited = await limits.consumeFormToken(ip)
  if (limited)
    return answer({
      status_code: 429,
      status: false,
      message: OTP_MESSAGES.tooMany,
      retryAfterSeconds: Math.ceil(limited / 1000),
    })

  const cookie = cookieValue(request, name)
  const id = formId !== name ? formId : formIdName(cookie) === name ? cookie! : newFormId(name)
  const token = await forms.issue(formType, id)
  const secure = new URL(siteUrl).protocol === 'https:' ? '; Secure' : ''
  const headers: Record<string, string> = {}
  if (cookie !== id) headers['Set-Cookie'] = `${name}=${id}; Path=/; Max-Age=86400; SameSite=Lax${secure}`
  return answer({ status_code: 200, status: true, message: 'Token created', data: token }, headers)
}
