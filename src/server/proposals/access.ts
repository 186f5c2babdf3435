import { createHmac, timingSafeEqual } from 'node:crypto'

import { env, otpSecret } from '../env'

/**
 * The proposal credential: once the visitor's mobile is verified by OTP (purpose PROPOSAL_PAGE), an HttpOnly,
 * SameSite=Strict cookie names that mobile, signed with a key derived from the OTP secret, for two hours. It opens
 * the proposals held against that mobile only. Nothing is kept in the process: any instance reads it.
 */
export const PROPOSAL_ACCESS_TTL_SECONDS = 2 * 60 * 60
export const PROPOSAL_ACCESS_COOKIE = 'sahyog_proposal'

const key = (secret: string) => createHmac('sha256', secret).update('proposal-access-v1').digest()
const sign = (secret: string, body: string) =>
  createHmac('sha256', key(secret)).update(body).digest('base64url')

export function signProposalAccess(secret: string, phone: string, now: number = Date.now()): string {
  const body = Buffer.from(
    JSON.stringify({ m: phone, e: now + PROPOSAL_ACCESS_TTL_SECONDS * 1000 }),
  ).toString('base64url')
  return `${body}.${sign(secret, body)}`
}

/** The verified mobile the credential names, when it is intact and unexpired; null otherwise. */
export function readProposalAccess(
  secret: string,
  value: string | null,
  now: number = Date.now(),
): string | null {
  if (!value || value.length > 300) return null
  const [body, signature, ...rest] = value.split('.')
  if (!body || !signature || rest.length > 0) return null
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { m?: unknown; e?: unknown }
    if (typeof parsed.m !== 'string' || !/^\d{10}$/.test(parsed.m) || typeof parsed.e !== 'number')
      return null
    return parsed.e > now ? parsed.m : null
  } catch {
    return null
  }
}

export const proposalAccessCookie = (value: string, secure: boolean) =>
  `${PROPOSAL_ACCESS_COOKIE}=${value}; Path=/; Max-Age=${PROPOSAL_ACCESS_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`

/** The Set-Cookie header of a fresh credential for a mobile just proved by OTP (`Secure` on an https site). */
export const proposalAccessCookieFor = (phone: string) =>
  proposalAccessCookie(signProposalAccess(otpSecret(), phone), new URL(env().SITE_URL).protocol === 'https:')
