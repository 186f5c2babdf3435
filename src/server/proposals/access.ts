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
