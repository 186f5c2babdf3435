/** The CRM outbox on a fresh SQLite file, migrated like production (see testing/outbox-suite.ts). */
import { describe, expect, it } from 'vitest'

import { openSqlitePayload } from '@/testing/sqlite-payload'
import { retryDelayMs } from './outbox'
import { outboxSuite } from './testing/outbox-suite'

outboxSuite('SQLite', openSqlitePayload)

describe('retry backoff', () => {
  it('doubles from the base, capped at 6 hours, spread by ±20 %', () => {
    expect(retryDelayMs(1, 30_000, () => 0.5)).toBe(30_000)
    expect(retryDelayMs(2, 30_000, () => 0.5)).toBe(60_000)
    expect(retryDelayMs(4, 30_000, () => 0.5)).toBe(240_000)
    expect(retryDelayMs(30, 30_000, () => 0.5)).toBe(6 * 3600_000)
    expect(retryDelayMs(1, 30_000, () => 0)).toBe(24_000)
    expect(retryDelayMs(1, 30_000, () => 1)).toBe(36_000)
  })
})
