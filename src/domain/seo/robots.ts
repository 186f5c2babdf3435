/** Spec 4: robots is forced to this on partner-variant pages and on preview URLs. */
export const NO_INDEX = 'noindex, nofollow'

/** The partner variant of a product page: `/life-insurance/{product}/po` (spec 2.1). */
export const PARTNER_VARIANT = /^\/life-insurance\/([a-z0-9]+(?:-[a-z0-9]+)*)\/po$/

/** The product page behind a partner-variant path, or null when the path is not one. */
export function partnerVariantOf(path: string): string | null {
  const match = PARTNER_VARIANT.exec(path)
  return match && match[1] !== 'withdrawn-plan' ? `/life-insurance/${match[1]}` : null
}

/** A preview address: the query carries `_preview=` (spec 4 and 6). */
export function isPreviewQuery(search: string): boolean {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).has('_preview')
}

/** The robots value a page is served with: the editor's choice unless the address forces noindex. */
export function effectiveRobots(
  chosen: string | null | undefined,
  { partner = false, preview = false }: { partner?: boolean; preview?: boolean } = {},
): string {
  if (partner || preview) return NO_INDEX
  return chosen || 'index, follow'
}
