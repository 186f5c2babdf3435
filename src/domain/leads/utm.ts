/**
 * Campaign parameters (utm_*) of the address a visitor landed on. The browser keeps them for the session, so a lead
 * sent pages later still carries its campaign; the server re-checks them with `sanitizeUtm`.
 */

export const UTM_STORAGE_KEY = 'sahyog.utm'

/** Spec 3: the named utm fields of the lead payload. */
export const UTM_FIELDS = ['utm_campaign', 'utm_content', 'utm_medium', 'utm_source', 'utm_term'] as const
export type TUtmField = (typeof UTM_FIELDS)[number]

export interface IUtmPair {
  key: string
  value: string
}

/** Limits that keep a hostile address from filling the lead with junk. */
const MAX_PARAMS = 10
const MAX_VALUE_LENGTH = 200
const UTM_KEY = /^utm_[a-z0-9_]{1,40}$/

// Control characters are dropped from values.
const CONTROL = /[\u0000-\u001f\u007f]/g

/** Keeps the valid utm_* pairs (lower-case keys, first value of each, at most 10, values cut at 200 characters). */
export function sanitizeUtm(pairs: readonly IUtmPair[] | unknown): IUtmPair[] {
  if (!Array.isArray(pairs)) return []
  const seen = new Set<string>()
  const kept: IUtmPair[] = []
  for (const pair of pairs as unknown[]) {
    if (typeof pair !== 'object' || pair === null) continue
    const { key, value } = pair as Record<string, unknown>
    if (typeof key !== 'string' || typeof value !== 'string') continue
    const name = key.toLowerCase()
    if (!UTM_KEY.test(name) || seen.has(name)) continue
    const text = value.replace(CONTROL, '').trim().slice(0, MAX_VALUE_LENGTH)
    if (text === '') continue
    seen.add(name)
    kept.push({ key: name, value: text })
    if (kept.length === MAX_PARAMS) break
  }
  return kept
}

/** The utm_* pairs of a query string (`?utm_source=x&…`, with or without the `?`). */
export function utmFromSearch(search: string): IUtmPair[] {
  let params: URLSearchParams
  try {
    params = new URLSearchParams(search)
  } catch {
    return []
  }
  return sanitizeUtm([...params.entries()].map(([key, value]) => ({ key, value })))
}

/** Reads pairs stored as JSON (session storage); anything malformed counts as none. */
export function parseStoredUtm(stored: string | null): IUtmPair[] {
  if (!stored) return []
  try {
    return sanitizeUtm(JSON.parse(stored))
  } catch {
    return []
  }
}

/**
 * What to keep for the session on a page load: the landing page's parameters are kept; a later page with
 * parameters of its own (a new campaign click) replaces them; a page without any leaves them as they are.
 */
export function utmToKeep(stored: IUtmPair[], search: string): IUtmPair[] {
  const current = utmFromSearch(search)
  return current.length > 0 ? current : stored
}

/** The five named fields of spec 3 (empty when absent) and the full list as `utm_params`. */
export function utmFields(
  pairs: readonly IUtmPair[],
): Record<TUtmField, string> & { utm_params: IUtmPair[] } {
  const clean = sanitizeUtm(pairs)
  const value = (field: TUtmField) => clean.find((pair) => pair.key === field)?.value ?? ''
  return {
    utm_campaign: value('utm_campaign'),
    utm_content: value('utm_content'),
    utm_medium: value('utm_medium'),
    utm_source: value('utm_source'),
    utm_term: value('utm_term'),
    utm_params: clean,
  }
}
