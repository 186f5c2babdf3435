import 'server-only'

import { FORM_TOKEN_REFUSED, type TFormType } from '@/domain/forms/form-token'
import type { TOtpPurpose } from '@/domain/otp/protocol'

import { getSiteSettings } from '../content'
import { env, otpSecret } from '../env'
import { processSingleton } from '../process/singleton'
import { redisClient } from '../redis'
import { createSmsSender } from '../sms'
import { OtpCrypto } from './crypto'
import { OtpEngine } from './engine'
import { checkFormRequest, FormTokens } from './form-token'
import { OtpLimits } from './limits'
import { MemoryOtpStore } from './memory-store'
import { PURPOSE_HANDLERS } from './purpose-handlers'
import { RedisOtpStore } from './redis-store'
import { OTP_POLICY, type IOtpSettings } from './settings'
import type { IOtpStore } from './store'

export { PURPOSE_HANDLERS } from './purpose-handlers'
export { OtpInputError } from '@/domain/otp/purpose-handler'
export type { IOtpPurposeHandler, IOtpSendContext, IOtpVerifiedContext } from '@/domain/otp/purpose-handler'

interface IOtpServices {
  engine: OtpEngine
  forms: FormTokens
  store: IOtpStore
  limits: OtpLimits
}

/** The OTP settings: spec 9's length and countdown from the environment, the rest our fixed policy. */
export function otpSettings(): IOtpSettings {
  const { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_MIN_ANSWER_MS } = env()
  return {
    ...OTP_POLICY,
    length: OTP_LENGTH,
    resendSeconds: OTP_RESEND_SECONDS,
    minAnswerMs: OTP_MIN_ANSWER_MS,
  }
}

/** The OTP services of this process (one set, whichever route bundle asks): in-process state, or Redis when REDIS_URL is set. */
export const otpServices = (): IOtpServices => processSingleton('otp.services', makeOtpServices)

function makeOtpServices(): IOtpServices {
  const config = env()
  const settings = otpSettings()
  let store: IOtpStore
  let limits: OtpLimits
  if (config.REDIS_URL) {
    const client = redisClient(config.REDIS_URL)
    store = new RedisOtpStore(client)
    limits = new OtpLimits(settings, client)
  } else {
    store = new MemoryOtpStore()
    limits = new OtpLimits(settings)
  }
  const secret = otpSecret()
  const engine = new OtpEngine({
    store,
    limits,
    sender: createSmsSender(config, store),
    secret,
    settings,
    host: new URL(config.SITE_URL).hostname,
    handlers: PURPOSE_HANDLERS,
    tollFree: async () => {
      const lines = (await getSiteSettings()).toll_free ?? []
      return lines.length ? lines.map((line) => line.number).join(' or ') : null
    },
    smsTemplates: async () => {
      const sms = (await getSiteSettings()).sms
      return { en: sms?.otp_dlt_template_en?.trim() || null, hi: sms?.otp_dlt_template_hi?.trim() || null }
    },
  })
  const forms = new FormTokens(store, new OtpCrypto(secret), settings.formTokenTtlSeconds)
  return { engine, forms, store, limits }
}

/**
 * For forms that need a verified number (a later issue's service forms): true once for the `auth_token` of a
 * successful verification, for the same number and purpose, within minutes of it.
 */
export function consumeVerificationProof(input: {
  authToken: string
  phone: string
  purpose: TOtpPurpose
}): Promise<boolean> {
  return otpServices().engine.consumeProof(input.authToken, input.phone, input.purpose)
}

/**
 * CSRF check of a form post (decision 65): `x-csrf-token` issued by createToken for this form type and the form id in
 * `x-csrf-id` (and, when the browser sent it, the cookie that id names holds the same id). The token is spent.
 * Refuse with 403 when this is false.
 */
export async function verifyFormToken(request: Request, formType: TFormType): Promise<boolean> {
  return (await checkFormRequest(otpServices().forms, request, formType)).ok
}

/** The 403 answer of a refused form token, in the services answer shape. */
export function formTokenRefused(): Response {
  return Response.json(
    {
      status_code: 403,
      status: false,
      message: FORM_TOKEN_REFUSED,
    },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  )
}
