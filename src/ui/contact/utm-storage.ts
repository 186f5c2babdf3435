import { type IUtmPair, parseStoredUtm, UTM_STORAGE_KEY, utmFromSearch, utmToKeep } from '@/domain/leads/utm'

/** Keeps the landing address's utm_* parameters for the session (see utmToKeep); storage may be blocked. */
export function rememberLandingUtm(search: string) {
  // An address without parameters leaves the stored ones as they are, so most page loads need not open the
  // session storage at all (its first use costs the browser a round trip to set it up).
  if (utmFromSearch(search).length === 0) return
  try {
    const kept = utmToKeep(parseStoredUtm(sessionStorage.getItem(UTM_STORAGE_KEY)), search)
    if (kept.length > 0) sessionStorage.setItem(UTM_STORAGE_KEY, JSON.stringify(kept))
  } catch {
    // storage blocked: the lead goes without campaign data
  }
}

export function readSessionUtm(): IUtmPair[] {
  try {
    return parseStoredUtm(sessionStorage.getItem(UTM_STORAGE_KEY))
  } catch {
    return []
  }
}
