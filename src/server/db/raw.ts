import type { SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

export { sql } from '@payloadcms/db-sqlite/drizzle'

type TDrizzle = {
  all?: (query: SQL) => Promise<Record<string, unknown>[]>
  execute?: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * Runs one SQL statement on Payload's database and answers its rows, for the few writes that must be a single
 * conditional statement (claiming a row, a once-only state change). The statement must be valid on both SQLite
 * and PostgreSQL: double-quoted snake_case names, ISO date strings as parameters, `RETURNING`.
 * libsql (SQLite) answers `all()`; node-postgres answers `execute().rows`.
 */
export async function rows(payload: Payload, query: SQL): Promise<Record<string, unknown>[]> {
  const db = (payload.db as unknown as { drizzle: TDrizzle }).drizzle
  if (typeof db.all === 'function') return db.all(query)
  if (typeof db.execute === 'function') return (await db.execute(query)).rows
  throw new Error('Raw statements need the SQLite or PostgreSQL adapter')
}
