import { maskMobile } from '../otp/protocol'

/**
 * Personal data as a list shows it to staff who do not work with it: enough to tell rows apart, not enough to call
 * or write to anyone. The whole value stays in the record, for the desk that handles it.
 */

/** A mobile number as the OTP screens show it (spec 2.4, `maskMobile`), without the +91: `9XXXXXX210`. */
export function maskPhone(value: string): string {
  if (value.replace(/\D/g, '').length < 4) return 'XXXX'
  return maskMobile(value).replace(/^\+91 /, '')
}

/** An e-mail address: the first letter of the mailbox and the domain, `k•••@example.org`. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${value[0]}•••${value.slice(at)}`
}

/** A stored form (a lead's spec payload): its mobile-number and e-mail values masked, everything else as it is. */
export function maskRecord(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => {
      if (typeof item !== 'string' || !item) return [key, item]
      if (/mobile|phone/i.test(key)) return [key, maskPhone(item)]
      if (/e-?mail/i.test(key)) return [key, maskEmail(item)]
      return [key, item]
    }),
  )
}

export const MASKS = { phone: maskPhone, email: maskEmail, record: maskRecord } as const
export type TMaskKind = keyof typeof MASKS

/**
 * Set in a CMS read's `context` by the CSV exports: whoever may export gets the whole values (the export itself is
 * limited by role and logged, decision 48). Lists in the admin mask them (src/cms/fields/personal-data.ts).
 */
export const FULL_PERSONAL_DATA = 'fullPersonalData'
