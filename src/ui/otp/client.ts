import {
  type TResendOutcome,
  type TSendOutcome,
  type TVerifyOutcome,
  randomOtpAuthId,
  resendOutcome,
  sendOutcome,
  verifyOutcome,
} from '@/domain/otp/outcomes'
import {
  type IServiceAnswer,
  type ISendOtpData,
  type IVerifyOtpData,
  keepsSessionToken,
  SESSION_TOKEN_STORAGE_KEY,
  type TOtpPurpose,
} from '@/domain/otp/protocol'

/**
 * The browser side of the services endpoint (spec 7): sendOtp, verifyOtp and reSendOTP, each answered with the
 * outcome the spec 8 catalogue names. Forms call `sendOtp`; the OTP popup calls the other two.
 */

// ---- session token (spec 4: session storage, fixed key) ---------------------------------------------------------

export function readSessionToken(): string | null {
  try {
    return sessionStorage.getItem(SESSION_TOKEN_STORAGE_KEY)
  } catch {
    return null
  }
}

/** Keeps (or, with null, forgets) the session token of a code sent by another call (the policy lookup). */
export function writeSessionToken(token: string | null) {
  try {
    if (token === null) sessionStorage.removeItem(SESSION_TOKEN_STORAGE_KEY)
    else sessionStorage.setItem(SESSION_TOKEN_STORAGE_KEY, token)
  } catch {
    // storage blocked: the token then lives only as long as this call chain
  }
}

/** Spec 4: after verification the token goes, except for the grievance page, which uses it again. */
export function forgetSessionTokenAfterVerify(purpose: TOtpPurpose) {
  if (!keepsSessionToken(purpose)) writeSessionToken(null)
}

// ---- transport -------------------------------------------------------------------------------------------------

/** One POST to the services endpoint; null when there is no usable answer (network down, not JSON). */
async function post(
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<IServiceAnswer | null> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-version': 'v1', ...headers },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
    const answer = (await response.json().catch(() => null)) as Partial<IServiceAnswer> | null
    return {
      status_code: typeof answer?.status_code === 'number' ? answer.status_code : response.status,
      status: answer?.status,
      message: typeof answer?.message === 'string' ? answer.message : '',
      data: answer?.data,
    }
  } catch {
    return null
  }
}

const bearer = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {}

/**
 * Sends a code to `data.phone_number` (spec 7 sendOtp); on success the session token is kept. `headers` carries the
 * form token of a form that holds one (a calculator's lead).
 */
export async function sendOtp(
  servicesPath: string,
  data: ISendOtpData,
  headers: Record<string, string> = {},
): Promise<TSendOutcome> {
  const outcome = sendOutcome(await post(servicesPath, { action: 'sendOtp', module: 'Otp', data }, headers))
  if (outcome.kind === 'sent') writeSessionToken(outcome.token)
  return outcome
}

export interface IVerifyRequest {
  phone: string
  otp: string
  purpose: TOtpPurpose
  url: string
  source?: string
}

/** Checks the typed code (spec 7 verifyOtp) with a fresh random id, and the client-side token check of spec 5. */
export async function verifyOtp(servicesPath: string, request: IVerifyRequest): Promise<TVerifyOutcome> {
  const otpAuth = randomOtpAuthId()
  const token = readSessionToken()
  const data: IVerifyOtpData = {
    OTP: request.otp,
    phone_number: request.phone,
    otp_auth: otpAuth,
    url: request.url,
    ...(token ? { session_token: token } : {}),
    Source: request.source ?? 'WEB',
    SourcePage: request.purpose,
  }
  const answer = await post(
    servicesPath,
    { action: 'verifyOtp', module: 'Otp', data },
    { ...bearer(token), 'x-auth-token': otpAuth },
  )
  return verifyOutcome(answer, otpAuth, request.otp)
}

/** Asks for a new code (spec 7 reSendOTP). */
export async function resendOtp(
  servicesPath: string,
  request: { phone: string; url: string },
): Promise<TResendOutcome> {
  const answer = await post(
    servicesPath,
    { action: 'reSendOTP', module: 'Otp', data: { phone_number: request.phone, url: request.url } },
    bearer(readSessionToken()),
  )
  return resendOutcome(answer)
}
