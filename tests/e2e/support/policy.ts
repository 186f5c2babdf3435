import { randomInt } from 'node:crypto'

import type { APIRequestContext, Page } from '@playwright/test'

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

/**
 * Fills the service pages' policy lookup: policy number, date of birth and the mobile number typed (the policy's
 * registered one for a match; the code goes to the typed number either way).
 */
export async function fillPolicyLookup(
  page: Page,
  details: { policyNumber: string; dateOfBirth: string; mobile: string },
) {
  const form = page.getByTestId('policy-lookup')
  await form.getByLabel('Policy number').fill(details.policyNumber)
  await form.getByLabel('Date of birth').fill(details.dateOfBirth)
  await form.getByLabel('Mobile number').fill(details.mobile)
}
