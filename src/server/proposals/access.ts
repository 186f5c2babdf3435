import { env, otpSecret } from '../env'
import { openValue, sealValue } from '../http/signed-value'

/**
 * The proposal credential: once the visitor's mobile is verified by OTP (purpose PROPOSAL_PAGE), an HttpOnly,
 * SameSite=Strict cookie names that mobile, signed with a key derived from the OTP secret, for two hours. It opens
 * the proposals held against that mobile only. Nothing is kept in the process: any instance reads it.
 */
export const PROPOSAL_ACCESS_TTL_SECONDS = 2 * 60 * 60
export const PROPOSAL_ACCESS_COOKIE = 'sahyog_proposal'

const LABEL = 'proposal-access-v1'

export const signProposalAccess = (secret: string, phone: string, now: number = Date.now()): string =>
  sealValue(secret, LABEL, { m: phone, e: now + PROPOSAL_ACCESS_TTL_SECONDS * 1000 })

/** The verified mobile the credential names, when it is intact and unexpired; null otherwise. */
export function readProposalAccess(
  secret: string,
  value: string | null,
  now: number = Date.now(),
): string | null {
  const parsed = openValue(secret, LABEL, value, 300)
  if (!parsed || typeof parsed.m !== 'string' || !/^\d{10}$/.test(parsed.m) || typeof parsed.e !== 'number')
    return null
  return parsed.e > now ? parsed.m : null
}

export const proposalAccessCookie = (value: string, secure: boolean) =>
  `${PROPOSAL_ACCESS_COOKIE}=${value}; Path=/; Max-Age=${PROPOSAL_ACCESS_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`

/** The Set-Cookie header of a fresh credential for a mobile just proved by OTP (`Secure` on an https site). */
export const proposalAccessCookieFor = (phone: string) =>
  proposalAccessCookie(signProposalAccess(otpSecret(), phone), new URL(env().SITE_URL).protocol === 'https:')

/**
 * The tracking credential: once the tracking page has shown an application to the mobile proved by OTP (purpose
 * TRACK_APPLICATION_PAGE), an HttpOnly, SameSite=Strict cookie names that application and mobile, signed like the
 * proposal credential, for 30 minutes, and only for /api/v1/applications. It lets the visitor upload a document the
 * application needs without a second OTP; without it an upload is refused.
 */
export const APPLICATION_ACCESS_TTL_SECONDS = 30 * 60
export const APPLICATION_ACCESS_COOKIE = 'sahyog_application'
const APPLICATION_LABEL = 'application-access-v1'

export const signApplicationAccess = (
  secret: string,
  number: string,
  phone: string,
  now: number = Date.now(),
): string =>
  sealValue(secret, APPLICATION_LABEL, {
    n: number,
    m: phone,
    e: now + APPLICATION_ACCESS_TTL_SECONDS * 1000,
  })

/** The application number and verified mobile the credential names, when intact and unexpired; null otherwise. */
export function readApplicationAccess(
  secret: string,
  value: string | null,
  now: number = Date.now(),
): { number: string; phone: string } | null {
  const parsed = openValue(secret, APPLICATION_LABEL, value, 300)
  if (
    !parsed ||
    typeof parsed.n !== 'string' ||
    !/^SLA-\d{4}-\d{7}$/.test(parsed.n) ||
    typeof parsed.m !== 'string' ||
    !/^\d{10}$/.test(parsed.m) ||
    typeof parsed.e !== 'number'
  )
    return null
  return parsed.e > now ? { number: parsed.n, phone: parsed.m } : null
}

/** The Set-Cookie header of a fresh tracking credential for an application just shown to its proved mobile. */
export const applicationAccessCookieFor = (number: string, phone: string) =>
  `${APPLICATION_ACCESS_COOKIE}=${signApplicationAccess(otpSecret(), number, phone)}; Path=/api/v1/applications; ` +
  `Max-Age=${APPLICATION_ACCESS_TTL_SECONDS}; HttpOnly; SameSite=Strict` +
  (new URL(env().SITE_URL).protocol === 'https:' ? '; Secure' : '')
