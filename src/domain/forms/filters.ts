/**
 * The input filters of spec 5: pure functions from what was typed (or pasted) to what the field keeps. Forms apply
 * them shortly after each input event (FILTER_DELAY_MS), so a paste is cleaned as a whole.
 */

/** Spec 5: filters run 10 ms after the input event. */
export const FILTER_DELAY_MS = 10

/** Spec 9: a name is 3 to 64 characters; a policy number exactly 14. */
export const NAME_MAX_LENGTH = 64
export const POLICY_NUMBER_LENGTH = 14
export const MOBILE_LENGTH = 10

/** Digits only; with `noLeadingZero` any zeros at the start are dropped too. */
export function digitsOnly(
  value: string,
  { noLeadingZero = false }: { noLeadingZero?: boolean } = {},
): string {
  const digits = value.replace(/\D/g, '')
  return noLeadingZero ? digits.replace(/^0+/, '') : digits
}

/** Decimal numbers: digits and one dot, no leading zero (and so no leading dot). */
export function decimals(value: string): string {
  const kept = value.replace(/[^\d.]/g, '')
  const dot = kept.indexOf('.')
  const single = dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '')
  return single.replace(/^[0.]+/, '')
}

export const lettersOnly = (value: string) => value.replace(/[^A-Za-z]/g, '')

export const lettersAndSpaces = (value: string) => value.replace(/[^A-Za-z ]/g, '')

/**
 * The letters of a name: Latin, and Devanagari as Hindi names are written (vowels and consonants with their nukta
 * forms, vowel signs, virama, nukta, candrabindu, anusvara, visarga, and the joiners that choose a conjunct's
 * shape). Not Devanagari digits, nor the danda.
 */
const NAME_LETTERS = 'A-Za-z\\u0900-\\u0963\\u0971-\\u097F\\u200C\\u200D'
const NOT_NAME_CHARACTER = new RegExp(`[^${NAME_LETTERS} .]`, 'g')

/** What a name may begin with: a Latin letter, or a Devanagari vowel or consonant (never a sign that sits on one). */
const NAME_START = /^[A-Za-z\u0904-\u0939\u093D\u0950\u0958-\u0961\u0972-\u097F]/

export const lettersSpacesDots = (value: string) => value.replace(NOT_NAME_CHARACTER, '')

/** A name as spec 5 allows it: a letter first, then letters (Latin or Devanagari), spaces and dots only. */
export const isPersonName = (value: string) => NAME_START.test(value) && lettersSpacesDots(value) === value

export const alphanumeric = (value: string) => value.replace(/[^A-Za-z0-9]/g, '')

export const alphanumericSpaces = (value: string) => value.replace(/[^A-Za-z0-9 ]/g, '')

/** E-mail addresses: lower-cased, then only a-z, 0-9, dash, dot, underscore and @ are kept. */
export const emailChars = (value: string) => value.toLowerCase().replace(/[^a-z0-9\-._@]/g, '')

/** Policy numbers: letters and digits, at most 14. */
export const policyNumber = (value: string) => alphanumeric(value).slice(0, POLICY_NUMBER_LENGTH)

/** Names: cut at 64 characters. */
export const cutName = (value: string) => value.slice(0, NAME_MAX_LENGTH)

/**
 * The name fields of the lead form: letters, spaces and dots (no digits or symbols), cut at 64 characters.
 * Leading spaces stay, so the visitor sees the 'Space should not be at the beginning' message.
 */
export const personName = (value: string) => cutName(lettersSpacesDots(value))

/** Whether any one digit appears `times` times or more. */
const hasRepeatedDigit = (digits: string, times: number) => {
  const counts = new Map<string, number>()
  for (const digit of digits) {
    const count = (counts.get(digit) ?? 0) + 1
    if (count >= times) return true
    counts.set(digit, count)
  }
  return false
}

/**
 * Spec 5, mobile filter: digits only (a +91 prefix dropped), at most 10; cleared when the first digit is below 6, or when any one digit
 * appears 10 or more times (9999999999 is no one's number).
 */
export function mobileNumber(value: string): string {
  // A pasted +91 country code is not part of the number.
  const digits = digitsOnly(value.replace(/^\s*\+91[\s-]*/, '')).slice(0, MOBILE_LENGTH)
  if (digits === '') return ''
  if (Number(digits[0]) < 6) return ''
  if (hasRepeatedDigit(digits, 10)) return ''
  return digits
}

/** Spec 5, amount key filter: the keys an amount field accepts (others are prevented). */
const AMOUNT_KEYS = new Set([
  ',',
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Tab',
  'Enter',
])

export const isAmountKey = (key: string) => /^\d$/.test(key) || AMOUNT_KEYS.has(key)

/** Spec 5 message for the amount validator. */
export const AMOUNT_MULTIPLE_MESSAGE = 'Premium amount should be in multiples of ₹ 1000'

/**
 * Spec 5, amount validator: an amount longer than 4 digits must be a multiple of 1000. Commas are grouping only.
 * Returns the message, or null when the amount passes.
 */
export function amountError(value: string): string | null {
  const digits = value.replace(/,/g, '').trim()
  if (!/^\d+$/.test(digits)) return digits === '' ? null : AMOUNT_MULTIPLE_MESSAGE
  if (digits.length > 4 && Number(digits) % 1000 !== 0) return AMOUNT_MULTIPLE_MESSAGE
  return null
}

/** Upper-case letters and digits (IFSC, PAN). */
export const upperAlphanumeric = (value: string) => alphanumeric(value).toUpperCase()

/**
 * The filters a form field names (`filters: { ifsc: ['upperAlphanumeric', 11] }`): one registry, so each form
 * says which rule a field follows instead of writing it again.
 */
export const FILTERS = {
  digits: (value: string) => digitsOnly(value),
  digitsNoLeadingZero: (value: string) => digitsOnly(value, { noLeadingZero: true }),
  decimals,
  letters: lettersOnly,
  lettersAndSpaces,
  lettersSpacesDots,
  alphanumeric,
  alphanumericSpaces,
  upperAlphanumeric,
  email: emailChars,
  policyNumber,
  personName,
  mobile: mobileNumber,
  noSpaces: (value: string) => value.replace(/\s/g, ''),
  /** A date typed DD/MM/YYYY: digits only, the slashes put in as the digits come. */
  dateDmy: (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, 8)
    if (digits.length <= 2) return digits
    if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`
    return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`
  },
} as const

export type TFilterName = keyof typeof FILTERS

/** A named filter, or a named filter and the most characters the field keeps. */
export type TFilter = TFilterName | readonly [TFilterName, number]

export function applyFilter(filter: TFilter, value: string): string {
  if (typeof filter === 'string') return FILTERS[filter](value)
  return FILTERS[filter[0]](value).slice(0, filter[1])
}
