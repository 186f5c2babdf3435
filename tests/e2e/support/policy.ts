import { randomInt } from 'node:crypto'

import type { APIRequestContext } from '@playwright/test'

import { adminCreate } from './admin'
import { freshPhone } from './otp'

/**
 * A demo policy of the journey's own, created through the admin's REST API: a fresh policy number (the prefix names
 * the journey) and a fresh registered mobile, so parallel runs never share a number's OTP countdown or send budget.
 */
export async function createPolicy<T extends Record<string, unknown>>(
  request: APIRequestContext,
  prefix: string,
  fields: T,
) {
  const policy = {
    policyNumber: `${prefix}${String(randomInt(0, 1e12)).padStart(12, '0')}`,
    mobile: freshPhone(),
    ...fields,
  }
  await adminCreate(request, 'policies', policy)
  return policy
}
