/**
 * Brings the database up to date before the site starts: applies committed migrations, seeds the demo content
 * on an empty database, and makes sure a first administrator exists. Safe to run on every start.
 */
import path from 'node:path'

import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from '@/cms/seed'
import { ensureAdmin } from '@/cms/seed/admin'
import { env } from '@/server/env'

// Payload ends the process itself when a migration fails (process.exit(1) right after logging it), and its
// logger writes asynchronously, so the reason was lost. Here that exit becomes an error this script reports, after
// a moment for the log to flush.
const exit = process.exit.bind(process)
process.exit = ((code?: number) => {
  if (!code) return exit(code)
  setTimeout(() => exit(code), 500)
  throw new Error(`Payload stopped with exit code ${code} (its log above says why)`)
}) as typeof process.exit

async function main() {
  const payload = await getPayload({ config })
  await payload.db.migrate()
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
