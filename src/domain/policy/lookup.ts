import { POLICY_NUMBER_LENGTH } from '../forms/filters'
import { validateMobile } from '../forms/lead'
import { formMessage } from '../forms/messages'
import otp from '../i18n/en/otp.json' with { type: 'json' }
import { format } from '../i18n/format'

/**
 * The policy lookup of the service pages (spec 3 policy fields, spec 5 policy number filter, mobile rules and
 * messages): a policy number of exactly 14 letters or digits, the holder's date of birth and the mobile number
 * registered with the policy (the code goes to that number). Shared by the form and the server.
 *
 * The texts are written in `i18n/en/otp.json`: `unavailable` is spec 8's for a policy system that is down or did
 * not answer; `invalid` is spec 8's for a verified policy that is not eligible for the service, or details that do
 * not match; `tooManyLookups` refuses too many lookups of one policy number (decision 67).
 */
export const POLICY_MESSAGES = {
  ...otp.policyMessages,
  policyNumberMax: format(otp.policyMessages.policyNumberMax, { length: POLICY_NUMBER_LENGTH }),
  policyNumberMin: format(otp.policyMessages.policyNumberMin, { length: POLICY_NUMBER_LENGTH }),
}

/** Policy numbers are kept and compared in capitals: 'sl2024t0000101' is 'SL2024T0000101'. */
export const normalisePolicyNumber = (value: string) => value.trim().toUpperCase()

export function policyNumberError(value: string | null | undefined): string | null {
  const text = (value ?? '').trim()
  if (text === '') return POLICY_MESSAGES.policyNumberEmpty
  if (!/^[A-Za-z0-9]+$/.test(text)) return POLICY_MESSAGES.policyNumberChars
  if (text.length < POLICY_NUMBER_LENGTH) return POLICY_MESSAGES.policyNumberMin
  if (text.length > POLICY_NUMBER_LENGTH) return POLICY_MESSAGES.policyNumberMax
  return null
}

/** A calendar date `YYYY-MM-DD` that exists. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Date of birth: a real date, not in the future, not more than 120 years back. `today` is `YYYY-MM-DD`. */
export function dobError(value: string | null | undefined, today: string): string | null {
  const text = (value ?? '').trim()
  if (text === '') return POLICY_MESSAGES.dobEmpty
  if (!isIsoDate(text) || text > today) return POLICY_MESSAGES.dobInvalid
  const oldest = `${Number(today.slice(0, 4)) - 120}${today.slice(4)}`
  if (text < oldest) return POLICY_MESSAGES.dobInvalid
  return null
}

export interface IPolicyLookupErrors {
  policy_number?: string
  dob?: string
  mobile?: string
}

/** The lookup's mobile number: spec 5's mobile rules and messages, as the lead forms check it. */
export function lookupMobileError(value: unknown): string | null {
  const key = validateMobile(typeof value === 'string' ? value.trim() : '')
  return key ? formMessage(key) : null
}

export function policyLookupErrors(
  input: { policy_number?: unknown; dob?: unknown; mobile?: unknown },
  today: string,
): IPolicyLookupErrors {
  const errors: IPolicyLookupErrors = {}
  const number = policyNumberError(typeof input.policy_number === 'string' ? input.policy_number : '')
  if (number) errors.policy_number = number
  const dob = dobError(typeof input.dob === 'string' ? input.dob : '', today)
  if (dob) errors.dob = dob
  const mobile = lookupMobileError(input.mobile)
  if (mobile) errors.mobile = mobile
  return errors
}

/** Today in India (IST), `YYYY-MM-DD`: dates of birth and due dates are Indian calendar dates. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10)
}
