/**
 * The mobile-OTP protocol of spec sections 3, 4, 7, 8 and 9, shared by the services endpoint (server) and the OTP
 * popup (browser): request and answer shapes, the purposes a code can be sent for, the exact texts, the timings,
 * the masked number and the `auth_token` format.
 */

import otp from '../i18n/en/otp.json' with { type: 'json' }
import { format } from '../i18n/format'

/** Spec 9: 4 digits and a 30 s resend countdown; both are settings, these are their defaults. */
export const OTP_DEFAULTS = {
  length: 4,
  resendSeconds: 30,
} as const

/** Spec 9: the random id the client sends as `otp_auth` (and in `x-auth-token`) has 15 characters. */
export const OTP_AUTH_ID_LENGTH = 15

/** Spec 7: the form id cookie is the form's last path segment, `_`, and a random 20-character id. */
export const FORM_COOKIE_ID_LENGTH = 20

/** Spec 9: popup timings in milliseconds. */
export const OTP_UI_TIMINGS = {
  firstBoxFocusMs: 500,
  errorToastMs: 3000,
  sendErrorMs: 4000,
} as const

/** Spec 4: the session token is kept in session storage under a fixed key. */
export const SESSION_TOKEN_STORAGE_KEY = 'sahyog.otp.session'

/**
 * The exact texts of spec 2.4 and 8 (misspellings included: other systems match on them), written in
 * `i18n/en/otp.json`.
 */
export const OTP_TEXTS = {
  ...otp.otpTexts,
  countdown: (seconds: number) =>
    format(otp.otpTexts.countdown, { seconds: String(seconds).padStart(2, '0') }),
}

/**
 * Spec 3: `SourcePage` values of the six forms that share the popup, then the other policy services verified by an
 * OTP to the policy's registered mobile, then the career application (its acknowledgement goes by SMS, so the
 * mobile is verified first), then a saved quote (its lead goes to the CRM once the number is proved), the proposal,
 * and tracking a paid application (the mobile it was paid with). A code is bound to the purpose it was sent for.
 */
export const OTP_PURPOSES = [
  'QUICK_LINKS',
  'MEET_ADVISOR',
  'REGISTER_WHATSAPP_PAGE',
  'NACH_ACTIVATION_PAGE',
  'NACH_DEACTIVATION_PAGE',
  'REGISTER_GRIEVANCE_PAGE',
  'PREMIUM_CERTIFICATE_PAGE',
  'RENEWAL_PAYMENT_PAGE',
  'DGH_PAGE',
  'EKYC_REVOKE_PAGE',
  'CAREERS_PAGE',
  'QUOTE_PAGE',
  'PROPOSAL_PAGE',
  'TRACK_APPLICATION_PAGE',
] as const
export type TOtpPurpose = (typeof OTP_PURPOSES)[number]

export const isOtpPurpose = (value: unknown): value is TOtpPurpose =>
  typeof value === 'string' && (OTP_PURPOSES as readonly string[]).includes(value)

/**
 * Purposes whose code goes to a policy's registered mobile after a policy lookup (`POST /api/v1/policy/verify`),
 * never to a number the visitor types; verifying one issues a policy access credential for that policy and purpose.
 */
export const POLICY_OTP_PURPOSES = [
  'NACH_ACTIVATION_PAGE',
  'NACH_DEACTIVATION_PAGE',
  'PREMIUM_CERTIFICATE_PAGE',
  'RENEWAL_PAYMENT_PAGE',
  'DGH_PAGE',
  'EKYC_REVOKE_PAGE',
] as const satisfies readonly TOtpPurpose[]
export type TPolicyOtpPurpose = (typeof POLICY_OTP_PURPOSES)[number]

export const isPolicyOtpPurpose = (value: unknown): value is TPolicyOtpPurpose =>
  typeof value === 'string' && (POLICY_OTP_PURPOSES as readonly string[]).includes(value)

/** Spec 4: only the grievance page keeps its session token after verification. */
export const keepsSessionToken = (purpose: TOtpPurpose) => purpose === 'REGISTER_GRIEVANCE_PAGE'

export type TServiceAction = 'sendOtp' | 'verifyOtp' | 'reSendOTP' | 'createToken'

/** Spec 7: every call is `POST /api/v1/{provider}/services` with header `api-version: v1`. */
export const servicesPath = (provider: string) => `/api/v1/${encodeURIComponent(provider)}/services`

export interface IServiceRequest<TAction extends TServiceAction = TServiceAction, TData = unknown> {
  action: TAction
  module: TAction extends 'createToken' ? 'website' : 'Otp'
  data?: TData
  /** createToken: the page's form id cookie value, or its name when the page has none yet (decision 65). */
  formId?: string
  /** createToken: the form type the token is for (decision 65). */
  formType?: string
}

/** Spec 3: the send-OTP payload; caller extras (the lead form's fields, Source, SourcePage…) ride along. */
export interface ISendOtpData {
  phone_number: string
  url: string
  Source?: string
  SourcePage?: string
  action?: string
  module?: string
  [extra: string]: unknown
}

/** Spec 3: the verify payload. */
export interface IVerifyOtpData {
  OTP: string
  phone_number: string
  otp_auth: string
  url: string
  session_token?: string
  Source?: string
  SourcePage?: string
  action?: string
  module?: string
}

export interface IResendOtpData {
  phone_number: string
  url: string
}

/** Spec 3 and 8: every answer of the services endpoint. */
export interface IServiceAnswer<TData = unknown> {
  status_code: number
  status?: boolean
  message: string
  data?: TData
}

export type TSendOtpAnswer = IServiceAnswer<{ Token: string }>
export type TVerifyOtpAnswer = IServiceAnswer<{ auth_token: string }>
export type TCreateTokenAnswer = IServiceAnswer<string>

/** Spec 5 and 9: 10 digits, the first 6 to 9. */
export const isIndianMobile = (value: unknown): value is string =>
  typeof value === 'string' && /^[6-9]\d{9}$/.test(value)

/** Spec 2.4: +91 prefix, first digit and last 3 digits visible: `+91 9XXXXXX210`. */
export function maskMobile(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10)
  if (digits.length < 4) return '+91 XXXXXXXXXX'
  return `+91 ${digits[0]}${'X'.repeat(digits.length - 4)}${digits.slice(-3)}`
}

/** A code of `length` digits, as typed into the boxes. */
export const isOtpCode = (value: unknown, length: number = OTP_DEFAULTS.length): value is string =>
  typeof value === 'string' && value.length === length && /^\d+$/.test(value)

/** The random id a client sends as `otp_auth`: 15 letters or digits. */
export const isOtpAuthId = (value: unknown): value is string =>
  typeof value === 'string' && new RegExp(`^[A-Za-z0-9]{${OTP_AUTH_ID_LENGTH}}$`).test(value)

const toBase64 = (text: string) => btoa(text)
const fromBase64 = (text: string): string | null => {
  try {
    return atob(text)
  } catch {
    return null
  }
}

/**
 * Spec 3: `auth_token` is three dot-separated segments: base64 of the client's random id, a server signature,
 * and base64 of the entered OTP. The signature is opaque to the client (base64url, no dots).
 */
export function buildAuthToken(otpAuthId: string, signature: string, otp: string): string {
  if (signature.includes('.')) throw new Error('The signature segment must not contain a dot')
  return `${toBase64(otpAuthId)}.${signature}.${toBase64(otp)}`
}

export interface IAuthTokenParts {
  otpAuthId: string
  signature: string
  otp: string
}

export function parseAuthToken(token: unknown): IAuthTokenParts | null {
  if (typeof token !== 'string') return null
  const [first, signature, third, ...rest] = token.split('.')
  if (!first || !signature || !third || rest.length > 0) return null
  const otpAuthId = fromBase64(first)
  const otp = fromBase64(third)
  if (otpAuthId === null || otp === null) return null
  return { otpAuthId, signature, otp }
}

/** Spec 5: the client's check after a 200: the token must carry the random id it sent and the OTP it typed. */
export function authTokenMatches(token: unknown, otpAuthId: string, otp: string): boolean {
  const parts = parseAuthToken(token)
  return parts !== null && parts.otpAuthId === otpAuthId && parts.otp === otp
}
