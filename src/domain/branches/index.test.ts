import { describe, expect, it } from 'vitest'

import {
  branchesIn,
  branchOptions,
  branchPath,
  childPlaces,
  mapLink,
  parsePlace,
  slugify,
  type TBranch,
} from '.'

const branch = (name: string, state: string, district: string, city: string): TBranch => ({
  name,
  slug: slugify(name),
  state,
  state_slug: slugify(state),
  district,
  district_slug: slugify(district),
  city,
  city_slug: slugify(city),
  address: '1st Floor, Example Plaza',
  pincode: '411005',
  phone: '020 4000 1400',
  email: null,
  opening_hours: null,
  latitude: 18.5,
  longitude: 73.8,
})

const BRANCHES = [
  branch('Pune Shivajinagar', 'Maharashtra', 'Pune', 'Pune'),
  branch('Pimpri Chinchwad', 'Maharashtra', 'Pune', 'Pimpri-Chinchwad'),
  branch('Mumbai Andheri East', 'Maharashtra', 'Mumbai Suburban', 'Mumbai'),
  branch('Mumbai Lower Parel', 'Maharashtra', 'Mumbai City', 'Mumbai'),
  branch('Bengaluru MG Road', 'Karnataka', 'Bengaluru Urban', 'Bengaluru'),
]

describe('branch places (spec 2.1 contact-us/branches/{state}/{district}/{city}/{location})', () => {
  it('makes address segments from names', () => {
    expect(slugify('Mumbai Suburban')).toBe('mumbai-suburban')
    expect(slugify('Pimpri-Chinchwad')).toBe('pimpri-chinchwad')
    expect(slugify('  Jammu & Kashmir ')).toBe('jammu-and-kashmir')
  })

  it('builds branch page paths as deep as the place given', () => {
    expect(branchPath({})).toBe('/contact-us/branches')
    expect(branchPath({ state: 'maharashtra', district: 'pune' })).toBe(
      '/contact-us/branches/maharashtra/pune',
    )
  })

  it('reads a branch address, refusing deeper or malformed ones', () => {
    expect(parsePlace(undefined)).toEqual({ level: 'country', place: {} })
    expect(parsePlace(['maharashtra', 'pune', 'pune'])?.level).toBe('city')
    expect(parsePlace(['a', 'b', 'c', 'd', 'e'])).toBeNull()
    expect(parsePlace(['Maharashtra'])).toBeNull()
  })

  it('lists the places one level down with their branch counts', () => {
    expect(childPlaces(BRANCHES, {}).map((p) => [p.name, p.count])).toEqual([
      ['Karnataka', 1],
      ['Maharashtra', 4],
    ])
    expect(childPlaces(BRANCHES, { state: 'maharashtra', district: 'pune' }).map((p) => p.path)).toEqual([
      '/contact-us/branches/maharashtra/pune/pimpri-chinchwad',
      '/contact-us/branches/maharashtra/pune/pune',
    ])
    expect(branchesIn(BRANCHES, { state: 'kerala' })).toEqual([])
  })

  it('links to a map by coordinates', () => {
    expect(mapLink({ latitude: 18.5, longitude: 73.8, address: 'x', pincode: '1' })).toContain(
      'query=18.5%2C73.8',
    )
  })
})

describe('branch suggestions (spec 3 "Search option" type branch_locator_address)', () => {
  it('suggests states, districts and cities containing the text, ignoring case, each once', () => {
    const options = branchOptions(BRANCHES, 'MUM', 10)
    expect(options.map((o) => o.label)).toEqual([
      'Mumbai City, Maharashtra',
      'Mumbai Suburban, Maharashtra',
      'Mumbai, Mumbai City, Maharashtra',
      'Mumbai, Mumbai Suburban, Maharashtra',
    ])
    expect(options.every((o) => o.type === 'branch_locator_address')).toBe(true)
  })

  it('puts exact names first and links each to its branch page', () => {
    const [first] = branchOptions(BRANCHES, 'pune', 10)
    expect(first).toMatchObject({
      heading: 'Pune',
      label: 'Pune, Maharashtra',
      state: 'Maharashtra',
      district: 'Pune',
      city: null,
      link: '/contact-us/branches/maharashtra/pune',
    })
    expect(branchOptions(BRANCHES, 'maharashtra', 10)[0]).toMatchObject({
      label: 'Maharashtra',
      link: '/contact-us/branches/maharashtra',
    })
  })

  it('stops at the limit', () => {
    expect(branchOptions(BRANCHES, 'a', 2)).toHaveLength(2)
  })
})
