import { describe, expect, it } from 'vitest'

import { formatDate } from './date'

describe('dates as the site writes them', () => {
  it.each([
    ['2026-11-24', '24 Nov 2026'],
    ['2025-09-05', '5 Sep 2025'],
    ['2023-03-31T00:00:00.000Z', '31 Mar 2023'],
    // 18:30 UTC on 23 Nov is midnight in India: already the 24th there.
    ['2026-11-23T18:30:00.000Z', '24 Nov 2026'],
    ['2026-11-23T18:29:59.000Z', '23 Nov 2026'],
    // New Year's Eve, late evening UTC: the next year in India.
    ['2026-12-31T20:00:00.000Z', '1 Jan 2027'],
  ])('%s → %s', (value, text) => {
    expect(formatDate(value)).toBe(text)
  })

  it('takes a Date', () => {
    expect(formatDate(new Date(Date.UTC(2026, 1, 28, 12)))).toBe('28 Feb 2026')
  })

  it('writes nothing for no date or a value that is not one', () => {
    expect(formatDate(null)).toBeNull()
    expect(formatDate(undefined)).toBeNull()
    expect(formatDate('')).toBeNull()
    expect(formatDate('not a date')).toBeNull()
  })
})
