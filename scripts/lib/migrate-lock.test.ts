import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { adminStatement, postgresAdminUrl } from '@/testing/postgres-payload'

const admin = postgresAdminUrl()
const MIGRATIONS = path.resolve(__dirname, '../../src/cms/migrations/postgres')

/** `npm run migrate` (scripts/prepare.ts, run by scripts/run-ts.mjs) on `databaseUrl`, in a process of its own: its exit code and output. */
function migrate(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', ['scripts/run-ts.mjs', 'scripts/prepare.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        APP_ENV: 'test',
        ADMIN_EMAIL: 'admin@sahyoglife.example',
        ADMIN_PASSWORD: 'migrate-lock-password-1',
        NODE_OPTIONS: '--no-deprecation',
      },
      cwd: path.resolve(__dirname, '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })
}

/**
 * Deploy jobs of one release started at once (two instances' start scripts, a retried pipeline) run the migrations
 * and the seed one after the other, never together: each applied once, the demo content seeded once.
 */
describe.skipIf(!admin)('the migration run of a release (PostgreSQL)', () => {
  it('run three times at once applies each migration once and seeds once', { timeout: 300_000 }, async () => {
    const name = `site_migrate_lock_${process.pid}`
    const url = new URL(admin!)
    url.pathname = `/${name}`
    const psql = adminStatement(admin!)
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    psql(`CREATE DATABASE ${name}`)
    try {
      const runs = await Promise.all([1, 2, 3].map(() => migrate(url.toString())))
      for (const run of runs) expect(run.code, run.output.slice(-2000)).toBe(0)
      const seeded = runs.map((run) => /PREPARED (.*)/.exec(run.output)?.[1]).map((line) => JSON.parse(line!))
      expect(seeded.filter((result) => result.seeded)).toHaveLength(1)
      const db = new pg.Client({ connectionString: url.toString() })
      await db.connect()
      try {
        const files = readdirSync(MIGRATIONS).filter((file) => /^\d.*\.ts$/.test(file))
        const { rows } = await db.query<{ name: string; times: string }>(
          `SELECT name, count(*) AS times FROM payload_migrations WHERE batch <> -1 GROUP BY name`,
        )
        expect(rows).toHaveLength(files.length)
        expect(rows.every((row) => Number(row.times) === 1)).toBe(true)
        const { rows: settings } = await db.query<{ n: string }>('SELECT count(*) AS n FROM site_settings')
        expect(Number(settings[0]!.n)).toBe(1)
      } finally {
        await db.end()
      }
    } finally {
      psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    }
  })
})
