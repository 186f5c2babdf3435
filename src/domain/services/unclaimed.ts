import {
  checkName,
  checkPan,
  checkPolicyNumber,
  collect,
  field,
  isPastDate,
  SERVICE_MESSAGES,
  type TValidation,
} from './common'
import services from '../i18n/en/services.json' with { type: 'json' }

/** Why an amount is unclaimed (the categories IRDAI's unclaimed-amount disclosures use). */
export const UNCLAIMED_REASONS = [
  { value: 'maturity', label: 'Maturity benefit' },
  { value: 'survival_benefit', label: 'Survival benefit' },
  { value: 'death_claim', label: 'Death claim' },
  { value: 'premium_refund', label: 'Premium refund or excess premium' },
  { value: 'surrender', label: 'Surrender value' },
  { value: 'other', label: 'Other amount due' },
] as const
export type TUnclaimedReason = (typeof UNCLAIMED_REASONS)[number]['value']

export const unclaimedReasonLabel = (value: string) =>
  UNCLAIMED_REASONS.find((item) => item.value === value)?.label ?? 'Amount due'

export const UNCLAIMED_TEXTS = services.unclaimed

/** IRDAI: search by policy number, or by name and date of birth (PAN optional). */
export type TUnclaimedQuery =
  { by: 'policy'; policy_number: string } | { by: 'person'; name: string; dob: string; pan: string }

export function validateUnclaimedQuery(
  input: unknown,
): TValidation<TUnclaimedQuery, 'policy_number' | 'name' | 'dob' | 'pan'> {
  if (field(input, 'by') === 'person') {
    const value = {
      by: 'person' as const,
      name: field(input, 'name', false),
      dob: field(input, 'dob'),
      pan: field(input, 'pan').toUpperCase(),
    }
    return collect<TUnclaimedQuery, 'name' | 'dob' | 'pan'>(
      {
        name: checkName(value.name),
        dob: isPastDate(value.dob) ? null : UNCLAIMED_TEXTS.dobRequired,
        pan: checkPan(value.pan),
      },
      { ...value, name: value.name.trim() },
    )
  }
  const policy = field(input, 'policy_number').toUpperCase()
  return collect<TUnclaimedQuery, 'policy_number'>(
    { policy_number: checkPolicyNumber(policy) },
    { by: 'policy', policy_number: policy },
  )
}

/** Names compared without case, dots or repeated spaces ("A. K. Sharma" = "a k sharma"). */
export const normaliseName = (name: string) =>
  name.toLowerCase().replace(/[.]/g, ' ').replace(/\s+/g, ' ').trim()

/** The holder's name as shown to someone who searched by policy number: initials and the last name's first letter. */
export function maskName(name: string): string {
  return normaliseName(name)
    .split(' ')
    .map((part) => `${part[0]!.toUpperCase()}${'*'.repeat(Math.max(part.length - 1, 2))}`)
    .join(' ')
}

export { SERVICE_MESSAGES }
