/**
 * Branches and their places (spec 2.1 "contact-us/branches with optional nesting {state}/{district}/{city}/{location}",
 * spec 2.3 "states, districts and cities linking to branch pages").
 */

export const BRANCHES_PATH = '/contact-us/branches'

export type TBranch = {
  name: string
  slug: string
  state: string
  state_slug: string
  district: string
  district_slug: string
  city: string
  city_slug: string
  address: string
  pincode: string
  phone: string
  email: string | null
  opening_hours: string | null
  latitude: number | null
  longitude: number | null
}

/** A name as an address segment: 'Navi Mumbai' → 'navi-mumbai', 'Thiruvananthapuram (Trivandrum)' → 'thiruvananthapuram-trivandrum'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export type TPlace = { state?: string; district?: string; city?: string; location?: string }

/** The branch page of a place: /contact-us/branches/{state}/{district}/{city}/{location}, as deep as given. */
export function branchPath(place: TPlace): string {
  const parts = [place.state, place.district, place.city, place.location]
  const given: string[] = []
  for (const part of parts) {
    if (!part) break
    given.push(part)
  }
  return [BRANCHES_PATH, ...given].join('/')
}

export type TBranchLevel = 'country' | 'state' | 'district' | 'city' | 'location'

/** What a branch page address asks for, or null when it is not one (too deep, or a segment that is no slug). */
export function parsePlace(segments: string[] | undefined): { level: TBranchLevel; place: TPlace } | null {
  const list = segments ?? []
  if (list.length > 4 || !list.every((segment) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment))) return null
  const [state, district, city, location] = list
  const levels: TBranchLevel[] = ['country', 'state', 'district', 'city', 'location']
  return { level: levels[list.length]!, place: { state, district, city, location } }
}

/** The branches in a place; an empty list means the place does not exist. */
export function branchesIn(branches: TBranch[], place: TPlace): TBranch[] {
  return branches.filter(
    (branch) =>
      (!place.state || branch.state_slug === place.state) &&
      (!place.district || branch.district_slug === place.district) &&
      (!place.city || branch.city_slug === place.city) &&
      (!place.location || branch.slug === place.location),
  )
}

export type TPlaceSummary = { name: string; slug: string; path: string; count: number }

/** The next level down inside a place (states of the country, districts of a state, …), sorted by name. */
export function childPlaces(branches: TBranch[], place: TPlace): TPlaceSummary[] {
  const inside = branchesIn(branches, place)
  const key = (branch: TBranch): [string, string, TPlace] => {
    if (!place.state) return [branch.state, branch.state_slug, { state: branch.state_slug }]
    if (!place.district)
      return [branch.district, branch.district_slug, { ...place, district: branch.district_slug }]
    if (!place.city) return [branch.city, branch.city_slug, { ...place, city: branch.city_slug }]
    return [branch.name, branch.slug, { ...place, location: branch.slug }]
  }
  const found = new Map<string, TPlaceSummary>()
  for (const branch of inside) {
    const [name, slug, childPlace] = key(branch)
    const seen = found.get(slug)
    if (seen) seen.count += 1
    else found.set(slug, { name, slug, path: branchPath(childPlace), count: 1 })
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-IN'))
}

/** Spec 3 "Search option": a place in the header box that links to its branch page. */
export type TBranchOption = {
  type: 'branch_locator_address'
  label: string
  heading: string
  state: string
  district: string | null
  city: string | null
  link: string
}

const fold = (value: string) => value.toLocaleLowerCase('en-IN')

/**
 * States, districts and cities whose name contains the text (ignoring case), each once: exact names first, then
 * states before districts before cities, then by name.
 */
export function branchOptions(branches: TBranch[], text: string, limit: number): TBranchOption[] {
  const needle = fold(text.trim())
  if (!needle) return []
  const options = new Map<string, { option: TBranchOption; rank: number; exact: number }>()
  const add = (key: string, name: string, rank: number, option: Omit<TBranchOption, 'type' | 'heading'>) => {
    if (options.has(key) || !fold(name).includes(needle)) return
    options.set(key, {
      option: { type: 'branch_locator_address', heading: name, ...option },
      rank,
      exact: fold(name) === needle ? 0 : 1,
    })
  }
  for (const b of branches) {
    add(`s:${b.state_slug}`, b.state, 0, {
      label: b.state,
      state: b.state,
      district: null,
      city: null,
      link: branchPath({ state: b.state_slug }),
    })
    add(`d:${b.state_slug}/${b.district_slug}`, b.district, 1, {
      label: `${b.district}, ${b.state}`,
      state: b.state,
      district: b.district,
      city: null,
      link: branchPath({ state: b.state_slug, district: b.district_slug }),
    })
    // A city named like its district is offered once, as the district.
    if (b.city_slug === b.district_slug) continue
    add(`c:${b.state_slug}/${b.district_slug}/${b.city_slug}`, b.city, 2, {
      label: `${b.city}, ${b.district}, ${b.state}`,
      state: b.state,
      district: b.district,
      city: b.city,
      link: branchPath({ state: b.state_slug, district: b.district_slug, city: b.city_slug }),
    })
  }
  return [...options.values()]
    .sort(
      (a, b) =>
        a.exact - b.exact ||
        a.rank - b.rank ||
        a.option.heading.localeCompare(b.option.heading, 'en-IN') ||
        a.option.label.localeCompare(b.option.label, 'en-IN'),
    )
    .slice(0, limit)
    .map(({ option }) => option)
}

/** A map search for the branch: by coordinates when known, else by its address. */
export function mapLink(branch: Pick<TBranch, 'latitude' | 'longitude' | 'address' | 'pincode'>): string {
  const query =
    branch.latitude != null && branch.longitude != null
      ? `${branch.latitude},${branch.longitude}`
      : `${branch.address} ${branch.pincode}`
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}
