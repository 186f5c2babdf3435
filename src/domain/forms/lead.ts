import { isIndianMobile } from '../otp/protocol'
import { isPersonName, MOBILE_LENGTH, NAME_MAX_LENGTH } from './filters'
import type { TFormMessageKey } from './messages'

/**
 * The contact lead form (spec 3 and 5): its fields, languages and validators. Pure functions, used by the panel in
 * the browser and by the server when the lead arrives with the send-OTP call.
 */

/** Spec 3: the languages offered, in the spec's order; English is the fallback (spec 9). */
export const LEAD_LANGUAGES = ['Tamil', 'English', 'Hindi', 'Telugu'] as const
export type TLeadLanguage = (typeof LEAD_LANGUAGES)[number]
export const DEFAULT_LEAD_LANGUAGE: TLeadLanguage = 'English'

export const isLeadLanguage = (value: unknown): value is TLeadLanguage =>
  typeof value === 'string' && (LEAD_LANGUAGES as readonly string[]).includes(value)

/** Spec 9: a name is 3 to 64 characters. */
export const NAME_MIN_LENGTH = 3

/** The form's values as the browser holds them (field names exactly as spec 3 spells them). */
export interface ILeadFormValues {
  full_name: string
  full_email: string
  full_number: string
  prefferd_language: string
  is_submit_contact: boolean
}

/** A lead that passed every rule. */
export interface ILeadForm extends ILeadFormValues {
  prefferd_language: TLeadLanguage
  is_submit_contact: true
}

/** The fields in the order they appear, so the first invalid one can be focused. */
export const LEAD_FIELDS = [
  'full_name',
  'full_email',
  'full_number',
  'prefferd_language',
  'is_submit_contact',
] as const satisfies readonly (keyof ILeadFormValues)[]
export type TLeadField = (typeof LEAD_FIELDS)[number]

export const EMPTY_LEAD_FORM: ILeadFormValues = {
  full_name: '',
  full_email: '',
  full_number: '',
  prefferd_language: '',
  is_submit_contact: false,
}

export function validateFullName(value: string): TFormMessageKey | null {
  if (value.trim() === '') return 'fullNameEmptyValidation'
  if (/^\s/.test(value)) return 'fullNameValidtion'
  if (value.length < NAME_MIN_LENGTH) return 'namelengthValidation'
  if (value.length > NAME_MAX_LENGTH) return 'nameMaxLengthValidation'
  if (/\s$/.test(value)) return 'fullNameEndValidation'
  // Spec 5's filter for names, held on the server too: no markup, digits or spreadsheet formulas in a lead.
  if (!isPersonName(value)) return 'fullNameCharacters'
  return null
}

// One local part, one @, a domain of dot-separated labels ending in a 2+ letter top-level domain.
const EMAIL =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/

export function validateEmail(value: string): TFormMessageKey | null {
  if (value.trim() === '') return 'emailEmptyValidation'
  if (value.length > 254 || !EMAIL.test(value) || value.includes('..')) return 'emailValid'
  const local = value.slice(0, value.indexOf('@'))
  if (local.startsWith('.') || local.endsWith('.') || local.length > 64) return 'emailValid'
  return null
}

export function validateMobile(value: string): TFormMessageKey | null {
  if (value === '') return 'mobileNumberEmptyValidation'
  if (!/^\d+$/.test(value)) return 'mobileNumberValidation'
  if (value.length > MOBILE_LENGTH) return 'mobileNumberMaxLength'
  if (value.length < MOBILE_LENGTH) return 'mobileNumberMinLength'
  if (!isIndianMobile(value) || /^(\d)\1{9}$/.test(value)) return 'mobileNumberValidation'
  return null
}

export const validateLanguage = (value: string): TFormMessageKey | null =>
  isLeadLanguage(value) ? null : 'languageValidation'

export const validateConsent = (value: boolean): TFormMessageKey | null =>
  value === true ? null : 'authorization'

export type TLeadErrors = Partial<Record<TLeadField, TFormMessageKey>>

/** Every field's first failing rule (message key); an empty object when the form is valid. */
export function leadFormErrors(values: ILeadFormValues): TLeadErrors {
  const errors: TLeadErrors = {}
  const checks: Record<TLeadField, TFormMessageKey | null> = {
    full_name: validateFullName(values.full_name),
    full_email: validateEmail(values.full_email),
    full_number: validateMobile(values.full_number),
    prefferd_language: validateLanguage(values.prefferd_language),
    is_submit_contact: validateConsent(values.is_submit_contact),
  }
  for (const field of LEAD_FIELDS) {
    const key = checks[field]
    if (key) errors[field] = key
  }
  return errors
}

/** The first field (in form order) with an error, to focus after a refused submit. */
export const firstInvalidField = (errors: TLeadErrors): TLeadField | null =>
  LEAD_FIELDS.find((field) => errors[field] !== undefined) ?? null

export type TLeadValidation = { ok: true; value: ILeadForm } | { ok: false; errors: TLeadErrors }

/**
 * Checks untrusted input (a request body's fields, or the browser form): wrong types count as empty, so the
 * answer is always a message key, never an exception.
 */
export function validateLeadForm(input: unknown): TLeadValidation {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '')
  const values: ILeadFormValues = {
    full_name: text('full_name'),
    full_email: text('full_email'),
    full_number: text('full_number'),
    prefferd_language: text('prefferd_language'),
    is_submit_contact: record.is_submit_contact === true,
  }
  const errors = leadFormErrors(values)
  if (firstInvalidField(errors) !== null) return { ok: false, errors }
  return { ok: true, value: values as ILeadForm }
}
