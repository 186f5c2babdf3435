#!/usr/bin/env node
/**
 * `npm start`: prepares the database (migrations, demo seed, first admin), builds the site when needed (both at
 * once), and serves the production build. Works on a fresh machine with no configuration (embedded SQLite).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { needsBuild, clearRuntimeCache } from './lib/build.mjs'
import { mustRun } from './lib/run.mjs'

const port = process.env.PORT || '3000'
const env = {
  ...process.env,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' '),
}
env.SITE_URL ||= `http://localhost:${port}`

// On a first start (or after a change) the build runs beside the database's preparation: compiling needs no
// database, and the pages the build prerenders wait for the file written below (src/server/content/payload.ts).
// The build leaves out Next's type check: `npm test` and CI run `tsc --noEmit` on every change.
// In a folder of its own that only this user may write, so no one else can say the database is ready.
const markerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-start-'))
const preparedMarker = path.join(markerDir, 'database-prepared')
const building =
  process.env.SKIP_BUILD !== '1' && needsBuild()
    ? spawn('node', ['scripts/build.mjs', '--no-type-check'], {
        env: { ...env, BUILD_WAITS_FOR_DATABASE: preparedMarker },
        stdio: 'inherit',
        // Its own process group, so that a failed preparation or Ctrl-C stops the whole build (npx, next, workers).
        detached: true,
      })
    : null
const built = building && new Promise((resolve) => building.on('close', (code) => resolve(code ?? 1)))
process.on('exit', () => {
  fs.rmSync(markerDir, { recursive: true, force: true })
  if (building && building.exitCode === null) {
    try {
      process.kill(-building.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
})
const stopOnSignal = () => process.exit(130)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopOnSignal)

console.log(
  building
    ? '› Preparing the database (migrations, demo content, administrator) and building the site (first start or\n' +
        '  changed sources; about 2.5 minutes on two cores)…'
    : '› Preparing the database (migrations, demo content, administrator)…',
)
// In production the migrations of a release are applied once, by `npm run migrate` before any instance starts;
// each instance only checks they are there (scripts/prepare.ts --check).
const production = env.APP_ENV === 'production'
const prepared = await mustRun(
  'node',
  ['scripts/run-ts.mjs', 'scripts/prepare.ts', ...(production ? ['--check'] : [])],
  {
    env,
    quiet: true,
  },
)
const line = prepared.stdout.split('\n').find((l) => l.startsWith('PREPARED '))
const { seeded, admin } = JSON.parse(line?.slice('PREPARED '.length) ?? '{}')
console.log(seeded ? '  database ready, demo content seeded' : '  database ready')
fs.writeFileSync(preparedMarker, '')

if (built) {
  const code = await built
  if (code !== 0) {
    console.error(`\n✖ node scripts/build.mjs failed with exit code ${code}`)
    process.exit(code)
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, stopOnSignal)
clearRuntimeCache()

const server = spawn('node', ['.next/host/server.mjs'], {
  env: { ...env, PORT: port, NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
let announced = false
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  if (!announced && /Ready on/.test(String(chunk))) {
    announced = true
    console.log(`\n  Site:   ${env.SITE_URL}`)
    console.log(`  Admin:  ${env.SITE_URL}/admin`)
    console.log(`  Login:  ${admin?.email}  /  ${admin?.password}\n`)
  }
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('close', (code) => process.exit(code ?? 0))
