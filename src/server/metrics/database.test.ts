import { describe, expect, it } from 'vitest'

import { openSqlitePayload } from '@/testing/sqlite-payload'
import { ageSeconds, timeOf } from './database'
import { databaseMetricsSuite } from './testing/database-suite'

databaseMetricsSuite('SQLite', openSqlitePayload)

describe('a stored time', () => {
  it("is read as SQLite keeps it and as PostgreSQL's driver answers it", () => {
    const instant = Date.parse('2026-11-27T15:19:10.123Z')
    expect(timeOf('2026-11-27T15:19:10.123Z')).toBe(instant)
    expect(timeOf('2026-11-27 15:19:10.123+00')).toBe(instant)
    expect(timeOf('2026-11-27 20:49:10.123+05:30')).toBe(instant)
    expect(timeOf(new Date(instant))).toBe(instant)
    expect(timeOf(null)).toBeNull()
    expect(timeOf('not a time')).toBeNull()
  })

  it('gives an age in seconds, 0 for none', () => {
    const instant = Date.parse('2026-11-27T15:19:10.000Z')
    expect(ageSeconds('2026-11-27 15:19:10+00', instant + 90_000)).toBe(90)
    expect(ageSeconds(undefined, instant)).toBe(0)
  })
})
