import { FORM_MESSAGES } from '../forms/messages'
import forms from '../i18n/en/forms.json' with { type: 'json' }
import { format } from '../i18n/format'
import { validateEmail, validateFullName, validateMobile } from '../forms/lead'
import { isJobSlug } from './jobs'

/**
 * The career application form (issue 5 item 5): its fields, their rules and messages (spec 5 texts where the spec
 * has one). The browser and the upload route use the same rules; the resume's content is checked on the server.
 */

export const APPLICATION_FIELDS = ['name', 'email', 'mobile', 'experience', 'job', 'resume'] as const
export type TApplicationField = (typeof APPLICATION_FIELDS)[number]

/** Total experience in whole years. */
export const EXPERIENCE_MAX_YEARS = 45

export const APPLICATION_MESSAGES = {
  ...forms.application,
  experienceInvalid: format(forms.application.experienceInvalid, { max: EXPERIENCE_MAX_YEARS }),
}

export interface IApplicationValues {
  name: string
  email: string
  mobile: string
  experience: string
  job: string
}

export interface IApplication {
  name: string
  email: string
  mobile: string
  experienceYears: number
  job: string
}

export type TApplicationErrors = Partial<Record<TApplicationField, string>>

export function validateExperience(value: string): string | null {
  if (value.trim() === '') return APPLICATION_MESSAGES.experienceRequired
  if (!/^\d{1,2}$/.test(value.trim()) || Number(value) > EXPERIENCE_MAX_YEARS)
    return APPLICATION_MESSAGES.experienceInvalid
  return null
}

/** Each field's first failing rule as the text to show; the resume is checked apart (`hasFile`). */
export function applicationErrors(values: IApplicationValues, hasFile: boolean): TApplicationErrors {
  const errors: TApplicationErrors = {}
  const name = validateFullName(values.name)
  if (name) errors.name = FORM_MESSAGES[name]
  const email = validateEmail(values.email)
  if (email) errors.email = FORM_MESSAGES[email]
  const mobile = validateMobile(values.mobile)
  if (mobile) errors.mobile = FORM_MESSAGES[mobile]
  const experience = validateExperience(values.experience)
  if (experience) errors.experience = experience
  if (!isJobSlug(values.job)) errors.job = APPLICATION_MESSAGES.jobRequired
  if (!hasFile) errors.resume = APPLICATION_MESSAGES.fileRequired
  return errors
}

export type TApplicationValidation =
  { ok: true; value: IApplication } | { ok: false; errors: TApplicationErrors }

/** Untrusted text fields (a multipart body's): anything not a string counts as empty. */
export function validateApplication(
  input: Record<string, unknown>,
  hasFile: boolean,
): TApplicationValidation {
  const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : '')
  const values: IApplicationValues = {
    name: text('name'),
    email: text('email').trim(),
    mobile: text('mobile').trim(),
    experience: text('experience').trim(),
    job: text('job').trim(),
  }
  const errors = applicationErrors(values, hasFile)
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    value: {
      name: values.name,
      email: values.email.toLowerCase(),
      mobile: values.mobile,
      experienceYears: Number(values.experience),
      job: values.job,
    },
  }
}

/** A reference the applicant can quote: CA-YYMMDD-XXXXXX (six characters without look-alikes). */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export function applicationReference(date: Date, randomBytes: Uint8Array): string {
  const ymd = date.toISOString().slice(2, 10).replace(/-/g, '')
  const suffix = Array.from(randomBytes.slice(0, 6), (byte) => REFERENCE_ALPHABET[byte % 32]).join('')
  return `CA-${ymd}-${suffix}`
}
export const isApplicationReference = (value: string) => /^CA-\d{6}-[A-HJ-NP-Z2-9]{6}$/.test(value)
