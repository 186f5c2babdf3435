import { isPersonName } from '../forms/filters'
import { isIndianMobile } from '../otp/protocol'
import services from '../i18n/en/services.json' with { type: 'json' }

/** Spec 5 and 9: the policy number is exactly 14 letters or digits. */
export const POLICY_NUMBER_LENGTH = 14

export const SERVICE_MESSAGES = services.serviceMessages

/** A field's first problem, or null. */
export type TCheck = (value: string) => string | null

export function checkPolicyNumber(value: string, required = true): string | null {
  const text = value.trim()
  if (!text) return required ? SERVICE_MESSAGES.policyRequired : null
  if (!/^[A-Za-z0-9]+$/.test(text)) return SERVICE_MESSAGES.invalidInputs
  if (text.length > POLICY_NUMBER_LENGTH) return SERVICE_MESSAGES.policyMax
  if (text.length < POLICY_NUMBER_LENGTH) return SERVICE_MESSAGES.policyMin
  return null
}

export function checkMobile(value: string): string | null {
  if (!value) return SERVICE_MESSAGES.mobileRequired
  if (!/^\d+$/.test(value)) return SERVICE_MESSAGES.mobileInvalid
  if (value.length < 10) return SERVICE_MESSAGES.mobileMin
  return isIndianMobile(value) ? null : SERVICE_MESSAGES.mobileInvalid
}

export function checkName(value: string): string | null {
  if (!value.trim()) return SERVICE_MESSAGES.nameRequired
  if (value.startsWith(' ')) return SERVICE_MESSAGES.nameSpace
  if (value.trim().length < 3) return SERVICE_MESSAGES.nameMin
  if (value.length > 64) return SERVICE_MESSAGES.nameMax
  if (!isPersonName(value.trim())) return SERVICE_MESSAGES.invalidInputs
  return null
}

/** Indian PAN: five letters, four digits, a letter (`ABCDE1234F`). */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/

export function checkPan(value: string, required = false): string | null {
  if (!value) return required ? SERVICE_MESSAGES.panInvalid : null
  return PAN_PATTERN.test(value) ? null : SERVICE_MESSAGES.panInvalid
}

/** A calendar date `YYYY-MM-DD` that exists and is not in the future. */
export function isPastDate(value: string, today: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false
  return date.getTime() <= today.getTime() && date.getUTCFullYear() >= 1900
}

export type TValidation<T, F extends string> =
  { ok: true; value: T } | { ok: false; errors: Partial<Record<F, string>> }

/** The string at `key` of an untrusted object, trimmed at the ends only when `trim` is set. */
export function field(input: unknown, key: string, trim = true): string {
  const value = input && typeof input === 'object' ? (input as Record<string, unknown>)[key] : undefined
  if (typeof value !== 'string') return ''
  return trim ? value.trim() : value
}

/** Builds a validation result from checks that answered a message or null. */
export function collect<T, F extends string>(checks: Record<F, string | null>, value: T): TValidation<T, F> {
  const errors = Object.fromEntries(
    Object.entries(checks).filter(([, message]) => message !== null),
  ) as Partial<Record<F, string>>
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value }
}

/** The first message of a failed validation, in field order. */
export const firstError = <F extends string>(errors: Partial<Record<F, string>>): string =>
  Object.values(errors).find((message): message is string => typeof message === 'string') ??
  SERVICE_MESSAGES.invalidInputs
