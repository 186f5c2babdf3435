import { execSync } from 'node:child_process'

import type { Payload } from 'payload'

/** The PostgreSQL server tests may make databases on: TEST_POSTGRES_URL's, or the local one; null when none answers. */
export function postgresAdminUrl(): string | null {
  if (process.env.TEST_POSTGRES_URL) return process.env.TEST_POSTGRES_URL
  try {
    execSync('pg_isready -q -h 127.0.0.1', { stdio: 'ignore' })
    return 'postgres://site:site@127.0.0.1:5432/postgres'
  } catch {
    return null
  }
}

/**
 * One statement on the server as its administrator (`psql`): making and dropping a test's database. A statement the
 * server refuses for a moment (all its connections taken while the whole suite runs, a database still being left)
 * is tried again, up to three times a second apart; the error then says what the server answered.
 */
export function adminStatement(admin: string): (statement: string) => void {
  return (statement) => {
    for (let attempt = 1; ; attempt++) {
      try {
        execSync(`psql "${admin}" -q -v ON_ERROR_STOP=1 -c "${statement}"`, { stdio: 'pipe' })
        return
      } catch (error) {
        if (attempt >= 3) {
          const answer = (error as { stderr?: Buffer }).stderr?.toString().trim()
          throw new Error(`psql: ${statement}: ${answer || (error as Error).message}`)
        }
        execSync('sleep 1')
      }
    }
  }
}

/**
 * For tests that need the real CMS on PostgreSQL: Payload on a fresh database `name` (dropped on close), migrated
 * with the committed migrations. One per test file (Payload keeps one instance per process).
 */
export async function openPostgresPayload(
  admin: string,
  name: string,
): Promise<{ payload: Payload; close: () => Promise<void> }> {
  const psql = adminStatement(admin)
  psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  psql(`CREATE DATABASE ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  const { migrations } = await import('@/cms/migrations/postgres')
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
}
