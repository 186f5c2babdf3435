/** The CRM outbox on a fresh SQLite file, migrated like production (see testing/outbox-suite.ts). */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { retryDelayMs } from './outbox'
import { outboxSuite } from './testing/outbox-suite'

outboxSuite('SQLite', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-outbox-'))
  process.env.SQLITE_PATH = path.join(dir, 'site.db')
  delete process.env.DATABASE_URL
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  const { migrations } = await import('@/cms/migrations/sqlite')
  // The committed migrations, as `npm start` applies them (the adapter's own loader cannot read .ts files here).
  await payload.db.migrate({ migrations: migrations as never })
  return {
    payload,
    close: async () => {
      await payload.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
})

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
