import 'server-only'

import type { TPolicyOtpPurpose } from '@/domain/otp/protocol'
import { maskMobile } from '@/domain/otp/protocol'
import { type IPolicy, type IPolicySummary, POLICY_MESSAGES } from '@/domain/policy'

import { payloadClient } from '../content/payload'
import { env, otpSecret } from '../env'
import { cookieValue } from '../otp/form-token'
import { processSingleton } from '../process/singleton'
import { type IPolicyAccess, policyAccessCookieName, readPolicyAccessValue } from './access-token'
import { HttpPolicyService } from './client'
import { LocalPolicyService } from './local'
import { type IPolicyService, PolicyServiceUnavailable } from './types'

export type { IPolicyAccess } from './access-token'
export { clearPolicyAccessCookie } from './access-token'
export { type IPolicyService, PolicyServiceUnavailable } from './types'

/** The policy system of POLICY_SERVICE: `local` (demo tables) or `http` (the core policy system). */
export function policyService(): IPolicyService {
  return processSingleton<IPolicyService>('policies.service', () => {
    const config = env()
    return config.POLICY_SERVICE === 'http'
      ? new HttpPolicyService({
          baseUrl: config.POLICY_API_URL!,
          apiKey: config.POLICY_API_KEY,
          timeoutMs: config.POLICY_API_TIMEOUT_MS,
        })
      : new LocalPolicyService(payloadClient)
  })
}

const NO_STORE = { 'Cache-Control': 'no-store', 'api-version': 'v1' }

/** An answer in the services shape (`status_code` is also the HTTP status). */
export function policyAnswer(
  status: number,
  message: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { status_code: status, status: status === 200, message, ...(data === undefined ? {} : { data }) },
    { status, headers: { ...NO_STORE, ...headers } },
  )
}

/** Spec 8: the policy system is down → 503 'We are unable to fetch the details'. */
export const policyUnavailable = () =>
  policyAnswer(503, POLICY_MESSAGES.unavailable, undefined, { 'Retry-After': '30' })

export function summarisePolicy(policy: IPolicy): IPolicySummary {
  return {
    policyNumber: policy.policyNumber,
    holderName: policy.holderName,
    maskedMobile: maskMobile(policy.mobile),
    productName: policy.productName,
    productKind: policy.productKind,
    status: policy.status,
    sumAssured: policy.sumAssured,
    premium: policy.premium,
    frequency: policy.frequency,
    nextDueDate: policy.nextDueDate,
  }
}

/** The visitor's policy access credential for `purpose`, when intact and unexpired. */
export function readPolicyAccess(request: Request, purpose: TPolicyOtpPurpose): IPolicyAccess | null {
  return readPolicyAccessValue(otpSecret(), cookieValue(request, policyAccessCookieName(purpose)), purpose)
}

export type TPolicyAccessResult =
  { ok: true; policy: IPolicy; access: IPolicyAccess } | { ok: false; response: Response }

/**
 * What every policy service route calls first: the policy this visitor verified by OTP for `purpose` (within the
 * last 15 minutes), or the answer to send instead — 401 without a valid credential, 403 when the policy is gone,
 * 503 'We are unable to fetch the details' when the policy system is down.
 */
export async function requirePolicyAccess(
  request: Request,
  purpose: TPolicyOtpPurpose,
): Promise<TPolicyAccessResult> {
  const access = readPolicyAccess(request, purpose)
  if (!access) return { ok: false, response: policyAnswer(401, POLICY_MESSAGES.accessExpired) }
  try {
    const policy = await policyService().getPolicy(access.policyNumber)
    if (!policy) return { ok: false, response: policyAnswer(403, POLICY_MESSAGES.invalid) }
    return { ok: true, policy, access }
  } catch (error) {
    if (error instanceof PolicyServiceUnavailable) return { ok: false, response: policyUnavailable() }
    throw error
  }
}
