import { randomBytes } from 'node:crypto'

import { isPolicyOtpPurpose, type TPolicyOtpPurpose } from '@/domain/otp/protocol'

import { openValue, sealValue } from '../http/signed-value'

/**
 * The policy access credential: after the OTP to a policy's registered mobile is verified, an HttpOnly cookie
 * names the policy and the purpose it was verified for, signed with a key derived from the OTP secret, valid for
 * 15 minutes. A credential for one purpose never opens another (one cookie per purpose, the purpose signed in).
 */
export const POLICY_ACCESS_TTL_SECONDS = 15 * 60

export interface IPolicyAccess {
  policyNumber: string
  purpose: TPolicyOtpPurpose
  /** A random id of this verification (attempt counters hang on it). */
  id: string
  /** Epoch ms. */
  expiresAt: number
}

export const policyAccessCookieName = (purpose: TPolicyOtpPurpose) => `sahyog_policy_${purpose.toLowerCase()}`

const LABEL = 'policy-access-v1'

export function signPolicyAccess(
  secret: string,
  input: { policyNumber: string; purpose: TPolicyOtpPurpose },
  now: number = Date.now(),
): { value: string; access: IPolicyAccess } {
  const access: IPolicyAccess = {
    policyNumber: input.policyNumber,
    purpose: input.purpose,
    id: randomBytes(12).toString('base64url'),
    expiresAt: now + POLICY_ACCESS_TTL_SECONDS * 1000,
  }
  const value = sealValue(secret, LABEL, {
    n: access.policyNumber,
    p: access.purpose,
    i: access.id,
    e: access.expiresAt,
  })
  return { value, access }
}

/** The credential in `value` when it is intact, unexpired and for `purpose`; null otherwise. */
export function readPolicyAccessValue(
  secret: string,
  value: string | null,
  purpose: TPolicyOtpPurpose,
  now: number = Date.now(),
): IPolicyAccess | null {
  const parsed = openValue(secret, LABEL, value, 600)
  if (!parsed) return null
  if (
    typeof parsed.n !== 'string' ||
    !isPolicyOtpPurpose(parsed.p) ||
    typeof parsed.i !== 'string' ||
    typeof parsed.e !== 'number'
  )
    return null
  if (parsed.p !== purpose || parsed.e <= now) return null
  return { policyNumber: parsed.n, purpose: parsed.p, id: parsed.i, expiresAt: parsed.e }
}

/** The Set-Cookie header of a credential (`secure` on https sites). */
export function policyAccessCookie(purpose: TPolicyOtpPurpose, value: string, secure: boolean): string {
  return `${policyAccessCookieName(purpose)}=${value}; Path=/; Max-Age=${POLICY_ACCESS_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}

/** The Set-Cookie header that removes a credential (after the request it was for is done). */
export function clearPolicyAccessCookie(purpose: TPolicyOtpPurpose, secure: boolean): string {
  return `${policyAccessCookieName(purpose)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}
