import { describe, expect, it } from 'vitest'

import { addDays, ageOn, todayInIndia } from './age'

describe('ageOn', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('1996-11-24', '2026-11-24')).toBe(30)
    expect(ageOn('1996-11-25', '2026-11-24')).toBe(29)
    expect(ageOn('1996-12-01', '2026-11-24')).toBe(29)
    expect(ageOn('1996-01-31', '2026-11-24')).toBe(30)
    expect(ageOn('2026-11-24', '2026-11-24')).toBe(0)
  })

  it('reaches a 29 February birthday on 1 March in a year without one', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17)
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18)
    // In a leap year, on the day itself.
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19)
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20)
  })

  it('answers null for a day that does not exist or is still to come', () => {
    expect(ageOn('2001-02-29', '2026-11-24')).toBeNull()
    expect(ageOn('1990-13-01', '2026-11-24')).toBeNull()
    expect(ageOn('24/11/1990', '2026-11-24')).toBeNull()
    expect(ageOn('', '2026-11-24')).toBeNull()
    expect(ageOn('2026-11-25', '2026-11-24')).toBeNull()
  })
})

describe('todayInIndia', () => {
  it('is the day on India’s calendar (UTC + 5:30)', () => {
    expect(todayInIndia(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23')
    expect(todayInIndia(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24')
    expect(todayInIndia(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01')
  })
})

describe('addDays', () => {
  it('moves across months and years', () => {
    expect(addDays('2026-11-24', 30)).toBe('2026-12-24')
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14')
    expect(addDays('2028-02-15', 14)).toBe('2028-02-29')
  })
})
