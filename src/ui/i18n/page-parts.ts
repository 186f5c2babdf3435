import type { TPart } from '@/domain/i18n/messages'

/** The texts every page's browser code may show: the shell's, the forms', the OTP popup's, the APIs' answers. */
export const PAGE_PARTS = ['shell', 'fields', 'forms', 'otp', 'errors'] as const satisfies readonly TPart[]

/**
 * Pairs with each English text once, as the translator reads them: the first one given wins, so a later pair of the
 * same English text was never used.
 */
export function uniquePairs(pairs: readonly (readonly [string, string])[]): [string, string][] {
  const seen = new Set<string>()
  const unique: [string, string][] = []
  for (const [english, translation] of pairs) {
    if (seen.has(english)) continue
    seen.add(english)
    unique.push([english, translation])
  }
  return unique
}
