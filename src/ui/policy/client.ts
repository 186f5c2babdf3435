import type { TPolicyOtpPurpose } from '@/domain/otp/protocol'
import type { IPolicySummary } from '@/domain/policy'

import { apiCall, pageUrl, SOMETHING_WRONG } from '../forms/client'
import { writeSessionToken } from '../otp/client'

/** The policy verification endpoint (src/server/policies/verify.ts): lookup, then the OTP popup's verify and resend. */
export const POLICY_VERIFY_PATH = '/api/v1/policy/verify'

export type TLookupOutcome =
  | { kind: 'sent'; maskedMobile: string }
  | { kind: 'refused'; message: string; errors?: Partial<Record<'policy_number' | 'dob' | 'mobile', string>> }

/**
 * Sends the policy details with the visitor's mobile; the OTP goes to that mobile, and whether the details match a
 * policy registered to it is told only after the code is verified. Keeps the session token for the popup.
 */
export async function lookupPolicy(input: {
  policy_number: string
  dob: string
  mobile: string
  purpose: TPolicyOtpPurpose
}): Promise<TLookupOutcome> {
  const answer = await apiCall<{ masked_mobile?: string; Token?: string }>(POLICY_VERIFY_PATH, {
    body: { ...input, url: pageUrl() },
  })
  if (answer.status === 200 && answer.data?.Token && answer.data.masked_mobile) {
    writeSessionToken(answer.data.Token)
    return { kind: 'sent', maskedMobile: answer.data.masked_mobile }
  }
  if ([400, 429, 503].includes(answer.status))
    return { kind: 'refused', message: answer.message, ...(answer.errors ? { errors: answer.errors } : {}) }
  return { kind: 'refused', message: SOMETHING_WRONG }
}

/** The verified policy's summary (needs the access cookie the verification set); null when it is missing. */
export async function fetchPolicySummary(
  purpose: TPolicyOtpPurpose,
): Promise<{ summary: IPolicySummary } | { message: string }> {
  const answer = await apiCall<IPolicySummary>(`/api/v1/policy/summary?purpose=${purpose}`, { method: 'GET' })
  return answer.status === 200 && answer.data ? { summary: answer.data } : { message: answer.message }
}
