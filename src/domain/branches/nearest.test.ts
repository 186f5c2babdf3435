import { describe, expect, it } from 'vitest'

import { slugify, type TBranch } from '.'
import {
  BRANCH_FINDER_PATH,
  branchesForPin,
  branchesNear,
  branchFinderView,
  distanceKm,
  distanceNote,
  formatDistance,
  LOCATION_MESSAGES,
  nearPointPath,
  parsePin,
  parsePoint,
  pinResultLine,
} from './nearest'

// Expected distances below were worked out apart from the code under test: with the spherical law of cosines,
// d = R·acos(sin φ1·sin φ2 + cos φ1·cos φ2·cos Δλ), R = 6371.0088 km (a different formula from the haversine the
// code uses), and the round figures by hand from the circumference 2πR = 40 030.2 km.

const branch = (
  name: string,
  pincode: string,
  latitude: number | null,
  longitude: number | null,
): TBranch => ({
  name,
  slug: slugify(name),
  state: 'State',
  state_slug: 'state',
  district: 'District',
  district_slug: 'district',
  city: 'City',
  city_slug: 'city',
  address: '1st Floor, Sahyog House',
  pincode,
  phone: '020 4000 1400',
  email: null,
  opening_hours: null,
  latitude,
  longitude,
})

// Coordinates and PIN codes as seeded (src/cms/seed/branches.ts), plus one branch without coordinates.
const PUNE = branch('Pune Shivajinagar', '411005', 18.5236, 73.8414)
const PIMPRI = branch('Pimpri Chinchwad', '411018', 18.6298, 73.7997)
const LOWER_PAREL = branch('Mumbai Lower Parel', '400013', 18.9986, 72.8258)
const MG_ROAD = branch('Bengaluru MG Road', '560001', 12.9756, 77.6066)
const JAYANAGAR = branch('Bengaluru Jayanagar', '560011', 12.9299, 77.5826)
const MYSURU = branch('Mysuru Saraswathipuram', '570009', 12.3051, 76.6553)
const CHENNAI = branch('Chennai T Nagar', '600017', 13.0418, 80.2341)
const KOCHI = branch('Kochi MG Road', '682016', 9.9658, 76.2854)
const DELHI = branch('New Delhi Connaught Place', '110001', 28.6315, 77.2167)
const NASHIK = branch('Nashik College Road', '422005', null, null)

const BRANCHES = [PUNE, PIMPRI, LOWER_PAREL, MG_ROAD, JAYANAGAR, MYSURU, CHENNAI, KOCHI, DELHI, NASHIK]

const at = (b: TBranch) => ({ latitude: b.latitude!, longitude: b.longitude! })
const names = (list: { branch: TBranch }[]) => list.map((listed) => listed.branch.name)

describe('distanceKm: great-circle distance by the haversine formula', () => {
  it('gives Mumbai CST to Pune railway station as about 118.6 km', () => {
    // Law of cosines: 118.561 km. (An ellipsoidal WGS84 geodesic by Vincenty's method gives 118.63 km; the road is
    // about 150 km.)
    const cst = { latitude: 18.9398, longitude: 72.8355 }
    const pune = { latitude: 18.5286, longitude: 73.8743 }
    expect(distanceKm(cst, pune)).toBeCloseTo(118.561, 2)
    expect(distanceKm(pune, cst)).toBeCloseTo(distanceKm(cst, pune), 10)
  })

  it('agrees with figures worked out by hand from the circumference', () => {
    const origin = { latitude: 0, longitude: 0 }
    // One degree of longitude on the equator: 40 030.2 / 360 = 111.195 km.
    expect(distanceKm(origin, { latitude: 0, longitude: 1 })).toBeCloseTo(111.195, 2)
    // Equator to pole: a quarter of the circumference, 10 007.56 km.
    expect(distanceKm(origin, { latitude: 90, longitude: 0 })).toBeCloseTo(10007.557, 2)
    // Antipodes: half of it, 20 015.11 km (the formula's rounding must not step outside asin's domain).
    expect(distanceKm(origin, { latitude: 0, longitude: 180 })).toBeCloseTo(20015.114, 2)
    expect(distanceKm(origin, origin)).toBe(0)
  })

  it('measures between seeded branches as worked out apart', () => {
    // Law of cosines: Shivajinagar to Pimpri 12.600 km, to Lower Parel 119.262 km.
    expect(distanceKm(at(PUNE), at(PIMPRI))).toBeCloseTo(12.6, 2)
    expect(distanceKm(at(PUNE), at(LOWER_PAREL))).toBeCloseTo(119.262, 2)
  })
})

describe('formatDistance: a distance for people', () => {
  it('says metres below 1 km, to 10 m', () => {
    expect(formatDistance(0.847)).toBe('850 m')
    expect(formatDistance(0.214)).toBe('210 m')
    expect(formatDistance(0.05)).toBe('50 m')
  })

  it('never claims the place is at the door', () => {
    expect(formatDistance(0)).toBe('under 50 m')
    expect(formatDistance(0.03)).toBe('under 50 m')
  })

  it('says km to one decimal below 10 km, whole km above, grouped the Indian way', () => {
    expect(formatDistance(0.9996)).toBe('1.0 km')
    expect(formatDistance(2.34)).toBe('2.3 km')
    expect(formatDistance(9.94)).toBe('9.9 km')
    expect(formatDistance(9.96)).toBe('10 km')
    expect(formatDistance(42.4)).toBe('42 km')
    expect(formatDistance(1234.4)).toBe('1,234 km')
  })

  it('makes the line under a listed branch', () => {
    expect(distanceNote(2.34)).toBe('2.3 km away')
    expect(distanceNote(0.01)).toBe('Under 50 m away')
  })
})

describe('parsePin: an Indian PIN code (6 digits, the first 1 to 9)', () => {
  it('takes 6 digits, forgiving spaces around them', () => {
    expect(parsePin('411005')).toEqual({ ok: true, value: '411005' })
    expect(parsePin(' 560099 ')).toEqual({ ok: true, value: '560099' })
    expect(parsePin('999999')).toEqual({ ok: true, value: '999999' })
  })

  it("refuses an empty field with the spec's 'Pincode is required'", () => {
    for (const empty of ['', '   ', null, undefined])
      expect(parsePin(empty)).toEqual({ ok: false, message: 'Pincode is required' })
  })

  it("refuses anything else with the spec's 'Enter valid Pincode'", () => {
    for (const bad of [
      'abc',
      '41100',
      '4110055',
      '011001',
      '411 005',
      '41100a',
      '४११००५',
      '４１１００５',
      '-41100',
    ])
      expect(parsePin(bad), bad).toEqual({ ok: false, message: 'Enter valid Pincode' })
  })
})

describe('parsePoint: a point inside India, from the address', () => {
  it('takes decimal degrees inside India, edges included', () => {
    expect(parsePoint('18.524', '73.841')).toEqual({
      ok: true,
      value: { latitude: 18.524, longitude: 73.841 },
    })
    expect(parsePoint('6', '68').ok).toBe(true)
    expect(parsePoint('37.5', '97.5').ok).toBe(true)
  })

  it('refuses a point outside India', () => {
    for (const [lat, lng] of [
      ['51.507', '-0.128'], // London
      ['37.51', '80'],
      ['5.99', '80'],
      ['20', '67.99'],
      ['20', '97.51'],
    ])
      expect(parsePoint(lat, lng), `${lat},${lng}`).toEqual({
        ok: false,
        message: LOCATION_MESSAGES.outsideIndia,
      })
  })

  it('refuses what is not a plain number, or half a point', () => {
    for (const [lat, lng] of [
      ['', ''],
      ['18.5', undefined],
      [undefined, '73.8'],
      ['abc', '73.8'],
      ['1e1', '73.8'],
      ['Infinity', '73.8'],
      ['NaN', '73.8'],
      ['18,5', '73.8'],
      ['0x12', '73.8'],
    ])
      expect(parsePoint(lat, lng), `${lat},${lng}`).toEqual({
        ok: false,
        message: LOCATION_MESSAGES.unreadable,
      })
  })

  it('builds the results address rounded to 3 decimals (about 110 m)', () => {
    expect(nearPointPath({ latitude: 18.523649, longitude: 73.841421 })).toBe(
      `${BRANCH_FINDER_PATH}?lat=18.524&lng=73.841`,
    )
    expect(BRANCH_FINDER_PATH).toBe('/contact-us/branches/near')
  })
})

describe('branchesForPin', () => {
  it('lists the branches with that very PIN code first, without a made-up distance, then the nearest others', () => {
    const result = branchesForPin(BRANCHES, '411005')
    expect(result).toMatchObject({ pin: '411005', match: 'exact', prefix: null, withPin: 1 })
    expect(result.branches[0]).toEqual({ branch: PUNE, distanceKm: null })
    // Then by distance from Shivajinagar: Pimpri 12.600 km, Lower Parel 119.262 km (law of cosines).
    expect(names(result.branches.slice(1, 3))).toEqual(['Pimpri Chinchwad', 'Mumbai Lower Parel'])
    expect(result.branches[1]!.distanceKm).toBeCloseTo(12.6, 2)
    expect(result.branches[2]!.distanceKm).toBeCloseTo(119.262, 2)
    expect(pinResultLine(result)).toBe(
      'Pune Shivajinagar has PIN code 411005; the others are the nearest branches to that area.',
    )
  })

  it('returns at most 5, or the limit given', () => {
    expect(branchesForPin(BRANCHES, '411005').branches).toHaveLength(5)
    expect(branchesForPin(BRANCHES, '560099').branches).toHaveLength(5)
    expect(branchesForPin(BRANCHES, '411005', 1).branches).toEqual([{ branch: PUNE, distanceKm: null }])
    expect(pinResultLine(branchesForPin(BRANCHES, '411005', 1))).toBe(
      'Pune Shivajinagar has PIN code 411005.',
    )
  })

  it('counts several branches with the same PIN code', () => {
    const twin = branch('Pune Deccan Gymkhana', '411005', 18.5167, 73.8417)
    const result = branchesForPin([...BRANCHES, twin], '411005')
    expect(result.withPin).toBe(2)
    expect(result.branches.slice(0, 2)).toEqual([
      { branch: twin, distanceKm: null },
      { branch: PUNE, distanceKm: null },
    ])
    expect(pinResultLine(result)).toBe(
      '2 branches have PIN code 411005; the others are the nearest branches to that area.',
    )
  })

  it('places an unknown PIN code by the branches of its sorting district (the first 3 digits)', () => {
    const result = branchesForPin(BRANCHES, '560099')
    expect(result).toMatchObject({ match: 'sorting-district', prefix: '560', withPin: 0 })
    // From the middle of MG Road and Jayanagar (12.95275, 77.5946): both 2.854 km, Mysuru 124.794, Chennai
    // 286.150, Kochi 361.475 (law of cosines).
    expect(names(result.branches)).toEqual([
      'Bengaluru MG Road',
      'Bengaluru Jayanagar',
      'Mysuru Saraswathipuram',
      'Chennai T Nagar',
      'Kochi MG Road',
    ])
    const km = result.branches.map((listed) => listed.distanceKm!)
    for (const [index, expected] of [2.854, 2.854, 124.794, 286.15, 361.475].entries())
      expect(km[index]).toBeCloseTo(expected, 2)
    expect(pinResultLine(result)).toBe('No branch has PIN code 560099; these are the nearest to that area.')
  })

  it('falls back to the postal circle (2 digits), then the region (1 digit), and says so', () => {
    const circle = branchesForPin(BRANCHES, '571234')
    expect(circle).toMatchObject({ match: 'circle', prefix: '57' })
    expect(circle.branches[0]).toMatchObject({ branch: MYSURU })
    expect(circle.branches[0]!.distanceKm).toBeCloseTo(0, 6)
    expect(pinResultLine(circle)).toBe(
      'No branch has PIN code 571234; these are the nearest to its postal circle (PIN codes starting 57), so distances are a rough guide.',
    )

    const region = branchesForPin(BRANCHES, '533001')
    expect(region).toMatchObject({ match: 'region', prefix: '5' })
    // From the middle of the three 5xxxxx branches (12.73687, 77.2815): Jayanagar 39.069 km, MG Road 44.122,
    // Mysuru 83.219 (law of cosines).
    expect(names(region.branches.slice(0, 3))).toEqual([
      'Bengaluru Jayanagar',
      'Bengaluru MG Road',
      'Mysuru Saraswathipuram',
    ])
    expect(region.branches[0]!.distanceKm).toBeCloseTo(39.069, 2)
    expect(pinResultLine(region)).toBe(
      'No branch has PIN code 533001; these are the nearest in its postal region (PIN codes starting 5), so distances are only a rough guide.',
    )
  })

  it('lists nothing when no branch shares even the region, and does not pretend', () => {
    const result = branchesForPin(BRANCHES, '790001')
    expect(result).toEqual({ pin: '790001', match: 'none', prefix: null, withPin: 0, branches: [] })
    expect(pinResultLine(result)).toBe(
      'No branch has PIN code 790001, and we could not place it. Choose a state to see every branch.',
    )
  })

  it('never gives a branch without coordinates a distance, nor places a PIN code by it', () => {
    // Listed for its own PIN code, first and without a distance; the others are measured from the region's middle.
    const own = branchesForPin(BRANCHES, '422005')
    expect(own.match).toBe('exact')
    expect(own.branches[0]).toEqual({ branch: NASHIK, distanceKm: null })
    expect(own.branches.slice(1).every((listed) => typeof listed.distanceKm === 'number')).toBe(true)
    // Its sorting district (422) has no placed branch, nor its circle (42): the region (4) places the PIN code.
    const near = branchesForPin(BRANCHES, '422010')
    expect(near).toMatchObject({ match: 'region', prefix: '4' })
    expect(names(near.branches)).not.toContain('Nashik College Road')
    expect(near.branches.every((listed) => typeof listed.distanceKm === 'number')).toBe(true)
    // Nothing to place by at all: nothing listed.
    expect(branchesForPin([NASHIK], '422010').branches).toEqual([])
  })
})

describe('branchesNear', () => {
  it('lists the nearest 5 branches with coordinates, each with its distance', () => {
    const near = branchesNear(BRANCHES, { latitude: 18.525, longitude: 73.84 })
    expect(near).toHaveLength(5)
    // Law of cosines: Shivajinagar 0.215 km, Pimpri 12.403 km.
    expect(names(near.slice(0, 3))).toEqual(['Pune Shivajinagar', 'Pimpri Chinchwad', 'Mumbai Lower Parel'])
    expect(near[0]!.distanceKm).toBeCloseTo(0.215, 3)
    expect(near[1]!.distanceKm).toBeCloseTo(12.403, 3)
    expect(formatDistance(near[0]!.distanceKm!)).toBe('210 m')
    expect(names(near)).not.toContain('Nashik College Road')
  })

  it('lists nothing when no branch has coordinates', () => {
    expect(branchesNear([NASHIK], { latitude: 20, longitude: 73.8 })).toEqual([])
  })
})

describe("branchFinderView: the results page's query", () => {
  it('shows the bare form when nothing is asked', () => {
    expect(branchFinderView(BRANCHES, {})).toEqual({ kind: 'start', pin: '' })
  })

  it('answers a bad PIN code with the message and what was typed', () => {
    expect(branchFinderView(BRANCHES, { pin: 'abc' })).toEqual({
      kind: 'pin-refused',
      pin: 'abc',
      message: 'Enter valid Pincode',
    })
    expect(branchFinderView(BRANCHES, { pin: '' })).toMatchObject({ message: 'Pincode is required' })
    expect(branchFinderView(BRANCHES, { pin: '56009912345' })).toMatchObject({ pin: '560099' })
  })

  it('searches by PIN code, the first value when repeated, before any point', () => {
    const view = branchFinderView(BRANCHES, { pin: ['560099', '411005'], lat: '18.5', lng: '73.8' })
    expect(view).toMatchObject({
      kind: 'pin',
      pin: '560099',
      line: 'No branch has PIN code 560099; these are the nearest to that area.',
    })
  })

  it('searches by point, refusing one outside India or half given', () => {
    const view = branchFinderView(BRANCHES, { lat: '18.525', lng: '73.84' })
    expect(view.kind).toBe('point')
    if (view.kind === 'point') expect(view.branches[0]!.branch).toBe(PUNE)
    expect(branchFinderView(BRANCHES, { lat: '51.507', lng: '-0.128' })).toEqual({
      kind: 'point-refused',
      pin: '',
      message: 'That location is outside India. Enter your PIN code instead.',
    })
    expect(branchFinderView(BRANCHES, { lat: '18.525' })).toMatchObject({
      kind: 'point-refused',
      message: 'We could not read that location. Enter your PIN code instead.',
    })
  })
})
