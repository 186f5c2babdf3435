/**
 * The CRM outbox on PostgreSQL (see testing/outbox-suite.ts): a fresh database on the local server, or on
 * TEST_POSTGRES_URL's; skipped when neither answers.
 */
import { execSync } from 'node:child_process'

import { describe, it } from 'vitest'

import { outboxSuite } from './testing/outbox-suite'

function postgresAdminUrl(): string | null {
  if (process.env.TEST_POSTGRES_URL) return process.env.TEST_POSTGRES_URL
  try {
    execSync('pg_isready -q -h 127.0.0.1', { stdio: 'ignore' })
    return 'postgres://site:site@127.0.0.1:5432/postgres'
  } catch {
    return null
  }
}

const admin = postgresAdminUrl()

if (!admin) {
  describe.skip('leads on their way to the CRM (PostgreSQL)', () => it('needs PostgreSQL'))
} else {
  outboxSuite('PostgreSQL', async () => {
    const name = `crm_outbox_test_${process.pid}`
    const psql = (statement: string) => execSync(`psql "${admin}" -q -c "${statement}"`, { stdio: 'ignore' })
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    psql(`CREATE DATABASE ${name}`)
    const url = new URL(admin)
    url.pathname = `/${name}`
    process.env.DATABASE_URL = url.toString()
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const payload = await getPayload({ config })
    const { migrations } = await import('@/cms/migrations/postgres')
    // The committed migrations, as `npm start` applies them (the adapter's own loader cannot read .ts files here).
    await payload.db.migrate({ migrations: migrations as never })
    return {
      payload,
      close: async () => {
        await payload.destroy()
        // Dropping the database ends the pool's idle connections: expected here, not an error.
        ;(payload.db as unknown as { pool?: { on: (e: string, f: () => void) => void } }).pool?.on(
          'error',
          () => {},
        )
        psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      },
    }
  })
}
