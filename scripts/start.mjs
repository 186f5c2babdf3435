#!/usr/bin/env node
/**
 * `npm start`: prepares the database (migrations, demo seed, first admin), builds the site when needed,
 * and serves the production build. Works on a fresh machine with no configuration (embedded SQLite).
 */
import { spawn } from 'node:child_process'

import { needsBuild, clearRuntimeCache } from './lib/build.mjs'
import { mustRun } from './lib/run.mjs'

const port = process.env.PORT || '3000'
const env = {
  ...process.env,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' '),
}
env.SITE_URL ||= `http://localhost:${port}`

console.log('› Preparing the database (migrations, demo content, administrator)…')
const prepared = await mustRun('npx', ['tsx', 'scripts/prepare.ts'], { env, quiet: true })
const line = prepared.stdout.split('\n').find((l) => l.startsWith('PREPARED '))
const { seeded, admin } = JSON.parse(line?.slice('PREPARED '.length) ?? '{}')
if (seeded) console.log('  demo content seeded')

if (process.env.SKIP_BUILD !== '1' && needsBuild()) {
  console.log('› Building the site (first start or changed sources; about 3 minutes on two cores)…')
  await mustRun('node', ['scripts/build.mjs'], { env })
}
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
