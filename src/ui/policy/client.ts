import { OTP_TEXTS, type TPolicyOtpPurpose } from '@/domain/otp/protocol'
import type { IPolicySummary } from '@/domain/policy'

import { writeSessionToken } from '../otp/client'

/** The policy verification endpoint (src/server/policies/verify.ts): lookup, then the OTP popup's verify and resend. */
export const POLICY_VERIFY_PATH = '/api/v1/policy/verify'

export type TLookupOutcome =
  | { kind: 'sent'; maskedMobile: string }
  | { kind: 'refused'; message: string; errors?: Partial<Record<'policy_number' | 'dob', string>> }

/** Looks the policy up and has the OTP sent to its registered mobile; keeps the session token for the popup. */
export async function lookupPolicy(input: {
  policy_number: string
  dob: string
  purpose: TPolicyOtpPurpose
}): Promise<TLookupOutcome> {
  try {
    const response = await fetch(POLICY_VERIFY_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-version': 'v1' },
      body: JSON.stringify({ ...input, url: `${window.location.origin}${window.location.pathname}` }),
      credentials: 'same-origin',
    })
    const body = (await response.json().catch(() => null)) as {
      message?: string
      data?: { masked_mobile?: string; Token?: string }
      errors?: Partial<Record<'policy_number' | 'dob', string>>
    } | null
    if (response.status === 200 && body?.data?.Token && body.data.masked_mobile) {
      writeSessionToken(body.data.Token)
      return { kind: 'sent', maskedMobile: body.data.masked_mobile }
    }
    if ([400, 429, 503].includes(response.status) && body?.message)
      return { kind: 'refused', message: body.message, ...(body.errors ? { errors: body.errors } : {}) }
    return { kind: 'refused', message: OTP_TEXTS.sendFailed }
  } catch {
    return { kind: 'refused', message: OTP_TEXTS.sendFailed }
  }
}

/** The verified policy's summary (needs the access cookie the verification set); null when it is missing. */
export async function fetchPolicySummary(
  purpose: TPolicyOtpPurpose,
): Promise<{ summary: IPolicySummary } | { message: string }> {
  try {
    const response = await fetch(`/api/v1/policy/summary?purpose=${purpose}`, {
      headers: { 'api-version': 'v1' },
      credentials: 'same-origin',
    })
    const body = (await response.json().catch(() => null)) as {
      data?: IPolicySummary
      message?: string
    } | null
    if (response.status === 200 && body?.data) return { summary: body.data }
    return { message: body?.message || OTP_TEXTS.sendFailed }
  } catch {
    return { message: OTP_TEXTS.sendFailed }
  }
}
