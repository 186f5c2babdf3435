/**
 * The quote journey's addresses: a plan's quote page beside its plan page, and a saved quote's shareable page and
 * PDF, named by a reference that cannot be guessed (12 characters of 32, about 60 bits) and is easy to read out.
 * Addresses are lower case (the site redirects any other), so is the stored reference; it is printed in capitals.
 */

/** `/life-insurance/sahyog-smart-term` → `/life-insurance/sahyog-smart-term/quote`. */
export const quotePathOf = (planPath: string) => `${planPath.replace(/\/+$/, '')}/quote`

/** Letters and digits a reader cannot confuse (no i, o, 0 or 1). */
export const QUOTE_REF_ALPHABET = 'abcdefghjklmnpqrstuvwxyz23456789'
export const QUOTE_REF_LENGTH = 12

/** A reference as stored and in addresses: 12 characters of the alphabet. */
export const isQuoteRef = (value: unknown): value is string =>
  typeof value === 'string' && new RegExp(`^[${QUOTE_REF_ALPHABET}]{${QUOTE_REF_LENGTH}}$`).test(value)

/** A reference from 12 random bytes (each byte's low 5 bits pick a character: 256 is a multiple of 32). */
export const quoteRefFrom = (bytes: Uint8Array) =>
  Array.from(bytes.slice(0, QUOTE_REF_LENGTH), (byte) => QUOTE_REF_ALPHABET[byte & 31]).join('')

/** As read out or printed: `k7qm2xpd9hta` → `K7QM-2XPD-9HTA`. */
export const formatQuoteRef = (ref: string) =>
  ref
    .toUpperCase()
    .match(/.{1,4}/g)
    ?.join('-') ?? ref

export const savedQuotePath = (ref: string) => `/quotes/${ref}`
export const savedQuotePdfPath = (ref: string) => `/api/v1/quotes/${ref}/pdf`
