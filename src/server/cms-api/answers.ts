/**
 * The limits and refusals of Payload's REST API front (index.ts) that tests and docs quote. Plain constants, so
 * the contract tests can import them.
 */

/** The most documents a page of a list holds for anyone not signed in (requests.ts). */
export const MAX_PAGE_SIZE = 100

export const PAGE_SIZE_REFUSED = `A page of results holds at most ${MAX_PAGE_SIZE} documents: ask for the next page with page=2, 3…`

/** Staff password resets (password-reset.ts). */
export const RESET_LIMITS = {
  perAddress: { points: 10, seconds: 60 * 60 },
  perEmail: { points: 3, seconds: 60 * 60 },
} as const

export const RESET_REFUSED =
  'Too many password reset requests from this network. Please try again in an hour.'
