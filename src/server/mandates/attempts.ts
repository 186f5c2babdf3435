import 'server-only'

import { MANDATE_MAX_ATTEMPTS } from '@/domain/mandates'

import { otpServices } from '../otp'
import { POLICY_ACCESS_TTL_SECONDS } from '../policies/access-token'

/*
 * Failed NACH attempts per verification (the policy access credential's id): one claimed slot per failure in the
 * OTP store (atomic in memory and in Redis), so parallel requests cannot slip past the limit.
 */
const slot = (accessId: string, n: number) => `nach-attempt:${accessId}:${n}`

/** Records a failure; answers the number of failures so far (at most MANDATE_MAX_ATTEMPTS). */
export async function recordMandateFailure(accessId: string): Promise<number> {
  const { store } = otpServices()
  for (let n = 1; n <= MANDATE_MAX_ATTEMPTS; n += 1) {
    if (await store.claim(slot(accessId, n), POLICY_ACCESS_TTL_SECONDS * 1000)) return n
  }
  return MANDATE_MAX_ATTEMPTS
}

/** True once MANDATE_MAX_ATTEMPTS failures are recorded for this verification. */
export async function nachAttemptsExhausted(accessId: string): Promise<boolean> {
  const { store } = otpServices()
  const key = slot(accessId, MANDATE_MAX_ATTEMPTS)
  if (await store.claim(key, 1)) {
    await store.release(key)
    return false
  }
  return true
}
