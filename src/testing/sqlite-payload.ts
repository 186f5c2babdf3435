import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * For tests that need the real CMS: Payload on a fresh SQLite file in a temporary folder, migrated with the
 * committed migrations as `npm start` applies them. One per test file (Payload keeps one instance per process).
 */
export async function openSqlitePayload(): Promise<{ payload: Payload; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
  process.env.SQLITE_PATH = path.join(dir, 'site.db')
  delete process.env.DATABASE_URL
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { env } = await import('@/server/env')
  if (env().SQLITE_PATH !== process.env.SQLITE_PATH) {
    throw new Error('The test imported the Payload config before opening its database: import it lazily')
  }
  const payload = await getPayload({ config })
  const { migrations } = await import('@/cms/migrations/sqlite')
  // The adapter's own loader cannot import .ts migration files under the test runner.
  await payload.db.migrate({ migrations: migrations as never })
  return {
    payload,
    close: async () => {
      await payload.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
