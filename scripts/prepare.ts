/**
 * Brings the database up to date before the site starts: applies committed migrations, seeds the demo content
 * on an empty database, and makes sure a first administrator exists. Safe to run again (`npm run migrate`, once per
 * release; `npm start` runs it on a laptop). On PostgreSQL it holds an advisory lock throughout, so instances or
 * deploy jobs started at once wait for each other instead of applying the same migration twice.
 *
 * `--check` changes nothing: it fails, naming what is missing, when a committed migration is not applied. A
 * production start runs only the check (scripts/start.mjs): one release's migrations run once, by `npm run migrate`.
 */
import './lib/migration-env'

import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Migration, type Payload } from 'payload'

import { migrations as postgresMigrations } from '@/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '@/cms/migrations/sqlite'
import { seed } from '@/cms/seed'
import { ensureAdmin } from '@/cms/seed/admin'
import { env, isPostgres } from '@/server/env'

// Payload ends the process itself when a migration fails (process.exit(1) right after logging it), and its
// logger writes asynchronously, so the reason was lost. Here that exit becomes an error this script reports, after
// a moment for the log to flush.
const exit = process.exit.bind(process)
process.exit = ((code?: number) => {
  if (!code) return exit(code)
  setTimeout(() => exit(code), 500)
  throw new Error(`Payload stopped with exit code ${code} (its log above says why)`)
}) as typeof process.exit

/** Any number will do, the same for every process of this site: the advisory lock's key. */
const MIGRATION_LOCK = 7_304_812_026

type TPoolClient = { query(sql: string): Promise<unknown>; release(): void }

/** Runs `work` holding the migration lock (PostgreSQL); on SQLite, one machine's one database: as it is. */
async function underMigrationLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool?: { connect(): Promise<TPoolClient> } }).pool
  if (!pool) return work()
  const client = await pool.connect()
  try {
    await client.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`)
    return await work()
  } finally {
    await client.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined)
    client.release()
  }
}

/**
 * The committed migrations of the database in use, as bundled with this script (each folder's index.ts lists its
 * files): handed to Payload, which would otherwise import each file by path at run time.
 */
function committedMigrations(): Migration[] {
  // The database the configuration chose, by the same rule (src/payload.config.ts). Each migration's up and down
  // take its database's own arguments; Payload hands them the right ones.
  return (isPostgres(env().DATABASE_URL) ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
}

/** The committed migrations the database has not applied. */
async function pendingMigrations(payload: Payload): Promise<string[]> {
  const files = committedMigrations().map((migration) => migration.name)
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    limit: 0,
    pagination: false,
    depth: 0,
  })
  const applied = new Set(docs.map((doc) => (doc as { name?: string }).name))
  return files.filter((name) => !applied.has(name))
}

async function check() {
  const payload = await getPayload({ config })
  const pending = await pendingMigrations(payload)
  if (pending.length > 0) {
    throw new Error(
      `${pending.length} migration(s) not applied (${pending.join(', ')}): run \`npm run migrate\` once for this release, then start`,
    )
  }
  process.stdout.write(`PREPARED ${JSON.stringify({ seeded: false, admin: null })}\n`)
}

async function main() {
  if (process.argv.includes('--check')) return check()
  const payload = await getPayload({ config })
  await underMigrationLock(payload, () => prepare(payload))
}

async function prepare(payload: Payload) {
  await payload.db.migrate({ migrations: committedMigrations() })
  const { seeded } = await seed(payload, { people: env().APP_ENV !== 'production' })
  const admin = await ensureAdmin(payload, {
    production: env().APP_ENV === 'production',
    email: process.env.ADMIN_EMAIL,
    password: process.env.ADMIN_PASSWORD,
    credentialsFile: path.join(path.dirname(path.resolve(env().SQLITE_PATH)), 'admin-login.txt'),
  })
  // One line of JSON for the start script to read.
  process.stdout.write(`PREPARED ${JSON.stringify({ seeded, admin })}\n`)
}

main().then(
  () => exit(0),
  (error: unknown) => {
    // Our own refusals read as one sentence; anything without a message shows where it came from.
    console.error(error instanceof Error ? error.message || error.stack : error)
    // A moment for Payload's asynchronous log to reach the terminal.
    setTimeout(() => exit(1), 500)
  },
)
