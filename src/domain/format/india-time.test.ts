import { describe, expect, it } from 'vitest'

import { formatIndiaDateTime, instantOf, parseWallTime, wallTimeIn, wallTimeInputs } from './india-time'

describe('India time in the admin', () => {
  it('shows an instant as the clock in India reads it, whatever the zone of the computer', () => {
    // 06:05 UTC is 11:35 in India (UTC + 5:30).
    expect(formatIndiaDateTime('2026-11-24T06:05:00.000Z')).toBe('24 Nov 2026, 11:35 IST')
    // 18:30 UTC on the 23rd is past midnight in India: the 24th.
    expect(formatIndiaDateTime('2026-11-23T18:45:00.000Z')).toBe('24 Nov 2026, 00:15 IST')
    expect(formatIndiaDateTime(null)).toBeNull()
    expect(formatIndiaDateTime('soon')).toBeNull()
  })

  it('turns a time typed in India, or in UTC, into the instant it stands for', () => {
    const wall = { year: 2026, month: 11, day: 24, hour: 11, minute: 35 }
    expect(instantOf(wall, 'Asia/Kolkata').toISOString()).toBe('2026-11-24T06:05:00.000Z')
    expect(instantOf(wall, 'UTC').toISOString()).toBe('2026-11-24T11:35:00.000Z')
    // Just after midnight in India is still the day before in UTC.
    expect(instantOf({ ...wall, hour: 0, minute: 10 }, 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-23T18:40:00.000Z',
    )
    // A zone with daylight saving: New York in July is UTC − 4, in January UTC − 5.
    expect(instantOf({ ...wall, month: 7, day: 1 }, 'America/New_York').toISOString()).toBe(
      '2026-07-01T15:35:00.000Z',
    )
    expect(instantOf({ ...wall, month: 1, day: 1 }, 'America/New_York').toISOString()).toBe(
      '2026-01-01T16:35:00.000Z',
    )
  })

  it('reads back what it wrote, both ways', () => {
    const at = new Date('2027-03-31T20:59:00.000Z')
    const wall = wallTimeIn(at, 'Asia/Kolkata')
    expect(wall).toEqual({ year: 2027, month: 4, day: 1, hour: 2, minute: 29 })
    expect(instantOf(wall).getTime()).toBe(at.getTime())
    expect(wallTimeInputs(wall)).toEqual(['2027-04-01', '02:29'])
  })

  it('takes the date and time inputs’ values, and nothing that is not a real time', () => {
    expect(parseWallTime('2026-11-24', '11:35')).toEqual({
      year: 2026,
      month: 11,
      day: 24,
      hour: 11,
      minute: 35,
    })
    expect(parseWallTime('2026-02-30', '11:35')).toBeNull()
    expect(parseWallTime('2026-11-24', '24:00')).toBeNull()
    expect(parseWallTime('', '11:35')).toBeNull()
  })
})
