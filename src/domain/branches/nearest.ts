/**
 * The branch finder: the branches nearest to a PIN code or to a point the visitor's browser gave. Distances are
 * great-circle ("as the crow flies"), never road distances, and a branch without coordinates never gets one.
 *
 * An Indian PIN code is read from the left: the first digit is the postal region, the first two the postal circle,
 * the first three the sorting district. A PIN code no branch has is placed at the middle of the branches that share
 * the longest start with it, and the page says how rough that guess is.
 */

import { formatIndianNumber } from '../format/money'
import { SERVICE_MESSAGES } from '../services/common'
import { BRANCHES_PATH, type TBranch } from '.'
import services from '../i18n/en/services.json' with { type: 'json' }

/** The finder's results page (a static segment beside the place pages: a state slugged `near` would be hidden). */
export const BRANCH_FINDER_PATH = `${BRANCHES_PATH}/near`

/** How many branches a search lists. */
export const BRANCH_FINDER_LIMIT = 5

/** The spec's PIN code messages, the same texts as every other PIN code field of the site. */
export const PIN_MESSAGES = {
  required: SERVICE_MESSAGES.pincodeRequired,
  invalid: SERVICE_MESSAGES.pincodeInvalid,
} as const

/** `unavailable` is what the "Use my location" button says when the browser refuses or fails. */
export const LOCATION_MESSAGES = services.location

export type TGeoPoint = { latitude: number; longitude: number }

/** Mean radius of the Earth (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in km between two points (haversine formula on a sphere of the Earth's mean radius). */
export function distanceKm(a: TGeoPoint, b: TGeoPoint): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLng = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2
  // min() keeps rounding from pushing asin past its domain for points on opposite sides of the Earth.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * A distance for people: '850 m' below 1 km (to 10 m), '2.3 km' below 10 km, '42 km' and '1,234 km' above; 'under
 * 50 m' rather than a figure that would claim the searched place is the branch's door.
 */
export function formatDistance(km: number): string {
  const metres = Math.round((km * 1000) / 10) * 10
  if (metres < 50) return 'under 50 m'
  if (metres < 1000) return `${metres} m`
  const tenths = Math.round(km * 10) / 10
  if (tenths < 10) return `${tenths.toFixed(1)} km`
  return `${formatIndianNumber(km)} km`
}

/** The line under a listed branch's name: '2.3 km away', 'Under 50 m away'. */
export function distanceNote(km: number): string {
  const text = `${formatDistance(km)} away`
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export type TParsed<T> = { ok: true; value: T } | { ok: false; message: string }

/** A PIN code as typed: exactly 6 digits, the first 1 to 9 (no region 0); spaces around it are forgiven. */
export function parsePin(input: string | null | undefined): TParsed<string> {
  const text = (input ?? '').trim()
  if (!text) return { ok: false, message: PIN_MESSAGES.required }
  return /^[1-9]\d{5}$/.test(text) ? { ok: true, value: text } : { ok: false, message: PIN_MESSAGES.invalid }
}

/** India's extent, roughly, with a margin: a point outside it is refused rather than matched to a far branch. */
export const INDIA_BOUNDS = {
  minLatitude: 6,
  maxLatitude: 37.5,
  minLongitude: 68,
  maxLongitude: 97.5,
} as const

const DEGREES = /^[+-]?\d{1,3}(?:\.\d{1,12})?$/

/** A point from the address's `lat` and `lng`: plain decimal degrees inside India. */
export function parsePoint(
  lat: string | null | undefined,
  lng: string | null | undefined,
): TParsed<TGeoPoint> {
  const [latText, lngText] = [(lat ?? '').trim(), (lng ?? '').trim()]
  if (!DEGREES.test(latText) || !DEGREES.test(lngText))
    return { ok: false, message: LOCATION_MESSAGES.unreadable }
  const point = { latitude: Number(latText), longitude: Number(lngText) }
  const inside =
    point.latitude >= INDIA_BOUNDS.minLatitude &&
    point.latitude <= INDIA_BOUNDS.maxLatitude &&
    point.longitude >= INDIA_BOUNDS.minLongitude &&
    point.longitude <= INDIA_BOUNDS.maxLongitude
  return inside ? { ok: true, value: point } : { ok: false, message: LOCATION_MESSAGES.outsideIndia }
}

/** A coordinate to 3 decimals (about 110 m): no more is needed, or sent, to find a branch. */
export const roundCoordinate = (degrees: number) => Math.round(degrees * 1000) / 1000

/** The results page for a point, rounded: /contact-us/branches/near?lat=18.524&lng=73.841. */
export function nearPointPath(point: TGeoPoint): string {
  const query = new URLSearchParams({
    lat: String(roundCoordinate(point.latitude)),
    lng: String(roundCoordinate(point.longitude)),
  })
  return `${BRANCH_FINDER_PATH}?${query.toString()}`
}

/** A listed branch: its distance in km from the searched place, or null when it is listed for its PIN code alone. */
export type TNearBranch = { branch: TBranch; distanceKm: number | null }

const pointOf = (branch: TBranch): TGeoPoint | null =>
  branch.latitude != null &&
  branch.longitude != null &&
  Number.isFinite(branch.latitude) &&
  Number.isFinite(branch.longitude)
    ? { latitude: branch.latitude, longitude: branch.longitude }
    : null

const byName = (a: TBranch, b: TBranch) => a.name.localeCompare(b.name, 'en-IN')

/** The branches with coordinates, nearest to `origin` first (ties by name). */
function byDistance(branches: TBranch[], origin: TGeoPoint): TNearBranch[] {
  const placed: { branch: TBranch; distanceKm: number }[] = []
  for (const branch of branches) {
    const point = pointOf(branch)
    if (point) placed.push({ branch, distanceKm: distanceKm(origin, point) })
  }
  return placed.sort((a, b) => a.distanceKm - b.distanceKm || byName(a.branch, b.branch))
}

/** The middle of some points (their mean latitude and longitude: fine within India, far from the date line). */
function centroid(points: TGeoPoint[]): TGeoPoint {
  const sum = points.reduce(
    (total, point) => ({
      latitude: total.latitude + point.latitude,
      longitude: total.longitude + point.longitude,
    }),
    { latitude: 0, longitude: 0 },
  )
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length }
}

/** The nearest branches to a point, each with its distance. */
export function branchesNear(
  branches: TBranch[],
  point: TGeoPoint,
  limit = BRANCH_FINDER_LIMIT,
): TNearBranch[] {
  return byDistance(branches, point).slice(0, limit)
}

/**
 * How a PIN code was matched: a branch has it (`exact`), or it was placed by the branches sharing its sorting
 * district (3 digits), its postal circle (2) or its postal region (1), or not at all (`none`).
 */
export type TPinMatch = 'exact' | 'sorting-district' | 'circle' | 'region' | 'none'

export type TPinResult = {
  pin: string
  match: TPinMatch
  /** The PIN code start the place was estimated from ('560'), or null when it was not estimated. */
  prefix: string | null
  /** How many branches have the PIN code itself (all of them, even past the limit). */
  withPin: number
  branches: TNearBranch[]
}

const PREFIX_MATCH: Record<number, TPinMatch> = { 3: 'sorting-district', 2: 'circle', 1: 'region' }

/**
 * The branches for a PIN code: those with that very PIN code first (by name, without a distance: a PIN code covers
 * an area, not a point), then the nearest others. "Nearest" is measured from the middle of the branches with
 * coordinates that share the longest start with the PIN code (all 6 digits, then 3, 2, 1); a branch without
 * coordinates can neither place the PIN code nor be placed, so it is listed only when its PIN code is the one asked.
 */
export function branchesForPin(branches: TBranch[], pin: string, limit = BRANCH_FINDER_LIMIT): TPinResult {
  const same = branches.filter((branch) => branch.pincode === pin).sort(byName)
  let origin: TGeoPoint | null = null
  let digits = 0
  for (const length of [6, 3, 2, 1]) {
    const start = pin.slice(0, length)
    const points = branches
      .filter((branch) => branch.pincode.startsWith(start))
      .map(pointOf)
      .filter((point): point is TGeoPoint => point !== null)
    if (points.length) {
      origin = centroid(points)
      digits = length
      break
    }
  }
  const others = origin
    ? byDistance(
        branches.filter((branch) => branch.pincode !== pin),
        origin,
      )
    : []
  const match: TPinMatch = same.length ? 'exact' : (PREFIX_MATCH[digits] ?? 'none')
  return {
    pin,
    match,
    prefix: match === 'exact' || match === 'none' ? null : pin.slice(0, digits),
    withPin: same.length,
    branches: [...same.map((branch) => ({ branch, distanceKm: null })), ...others].slice(0, limit),
  }
}

/** What the results page says about how the list was made, so it never claims more than it knows. */
export function pinResultLine(result: TPinResult): string {
  const { pin, prefix, withPin, branches } = result
  switch (result.match) {
    case 'exact': {
      const who = withPin === 1 ? `${branches[0]!.branch.name} has` : `${withPin} branches have`
      const others = branches.some((listed) => listed.distanceKm !== null)
      return others
        ? `${who} PIN code ${pin}; the others are the nearest branches to that area.`
        : `${who} PIN code ${pin}.`
    }
    case 'sorting-district':
      return `No branch has PIN code ${pin}; these are the nearest to that area.`
    case 'circle':
      return `No branch has PIN code ${pin}; these are the nearest to its postal circle (PIN codes starting ${prefix}), so distances are a rough guide.`
    case 'region':
      return `No branch has PIN code ${pin}; these are the nearest in its postal region (PIN codes starting ${prefix}), so distances are only a rough guide.`
    case 'none':
      return `No branch has PIN code ${pin}, and we could not place it. Choose a state to see every branch.`
  }
}

export type TQueryValue = string | string[] | undefined

/** What the finder's results page shows for its query (?pin= or ?lat=&lng=). */
export type TBranchFinderView =
  | { kind: 'start'; pin: '' }
  | { kind: 'pin-refused'; pin: string; message: string }
  | { kind: 'pin'; pin: string; result: TPinResult; line: string }
  | { kind: 'point-refused'; pin: ''; message: string }
  | { kind: 'point'; pin: ''; point: TGeoPoint; branches: TNearBranch[]; line: string }

const first = (value: TQueryValue) => (Array.isArray(value) ? value[0] : value)

/** The results page's view: a PIN code search when `pin` is given (even empty), else a point search, else the form. */
export function branchFinderView(
  branches: TBranch[],
  query: { pin?: TQueryValue; lat?: TQueryValue; lng?: TQueryValue },
): TBranchFinderView {
  const pinText = first(query.pin)
  if (pinText !== undefined) {
    // What the visitor typed goes back into the field, cut to the field's length.
    const typed = pinText.trim().slice(0, 6)
    const parsed = parsePin(pinText)
    if (!parsed.ok) return { kind: 'pin-refused', pin: typed, message: parsed.message }
    const result = branchesForPin(branches, parsed.value)
    return { kind: 'pin', pin: parsed.value, result, line: pinResultLine(result) }
  }
  const [lat, lng] = [first(query.lat), first(query.lng)]
  if (lat === undefined && lng === undefined) return { kind: 'start', pin: '' }
  const parsed = parsePoint(lat, lng)
  if (!parsed.ok) return { kind: 'point-refused', pin: '', message: parsed.message }
  const near = branchesNear(branches, parsed.value)
  return {
    kind: 'point',
    pin: '',
    point: parsed.value,
    branches: near,
    line: near.length
      ? 'These are the branches nearest to your location.'
      : 'We have no branch with a known location yet. Choose a state to see every branch.',
  }
}
