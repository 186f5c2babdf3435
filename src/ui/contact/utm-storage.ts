import { type IUtmPair, parseStoredUtm, UTM_STORAGE_KEY, utmToKeep } from '@/domain/leads/utm'

/** Keeps the landing address's utm_* parameters for the session (see utmToKeep); storage may be blocked. */
export function rememberLandingUtm(search: string) {
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
