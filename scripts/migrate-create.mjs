#!/usr/bin/env node
/**
 * Writes a migration for both databases after a content-model change:
 * `npm run migrate:create -- add-branches`. A database without changes gets no file (SQLite keeps select values
 * as text, so a new option only changes PostgreSQL). The PostgreSQL one needs a reachable server
 * (MIGRATE_POSTGRES_URL, default the local test role's database).
 */
import { mustRun } from './lib/run.mjs'

const name = process.argv[2]
if (!name) {
  console.error('Usage: npm run migrate:create -- <name>')
  process.exit(2)
}
const { DATABASE_URL: _ignored, ...base } = process.env
await mustRun('npx', ['payload', 'migrate:create', name, '--skip-empty'], { env: base })
await mustRun('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
  env: {
    ...base,
    DATABASE_URL: process.env.MIGRATE_POSTGRES_URL || 'postgres://site:site@127.0.0.1:5432/postgres',
  },
})
await mustRun('npx', ['payload', 'generate:types'], { env: base })
