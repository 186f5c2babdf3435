#!/usr/bin/env node
/**
 * `npm test`: the whole suite, as CI runs it. Static checks, unit tests, a production build, browser journeys and
 * API contract tests against a real server on a fresh SQLite database, then the API contract tests again on a
 * fresh PostgreSQL database (TEST_POSTGRES_URL's server, else the local one). First it makes sure the machine has
 * what the parts asked for need (scripts/lib/system.mjs): it sets it up, or stops before the first test saying how.
 */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { clearRuntimeCache, needsBuild } from './lib/build.mjs'
import { phoneFontsEnv } from './lib/chromium.mjs'
import { startRedis } from './lib/redis.mjs'
import { run } from './lib/run.mjs'
import { runMultiInstanceLeg } from './lib/multi-leg.mjs'
import { startS3 } from './lib/s3.mjs'
import { sharedCacheEnv, startServer } from './lib/server.mjs'
import { ensureSystem, LOCAL_POSTGRES_URL } from './lib/system.mjs'

// `npm test -- sqlite tests/api/otp.test.ts tests/e2e/lead-form.spec.ts`: parts to run, and test files to limit
// the API and browser runs to (a run whose kind of file is not named is skipped).
const files = process.argv.slice(2).filter((arg) => arg.endsWith('.ts'))
const only = process.argv.slice(2).filter((arg) => !arg.endsWith('.ts'))
const wants = (step) => only.length === 0 || only.includes(step)
const multiFiles = files.filter((file) => file.endsWith('.test.ts') && file.startsWith('tests/multi/'))
const apiFiles = files.filter((file) => file.endsWith('.test.ts') && !file.startsWith('tests/multi/'))
const readFiles = files.filter((file) => file.endsWith('.spec.ts') && !file.endsWith('.edit.spec.ts'))
const editFiles = files.filter((file) => file.endsWith('.edit.spec.ts'))
/** The files of one kind to run: all (no file named), the named ones, or null (files named, none of this kind). */
const pick = (kind) => (files.length === 0 ? [] : kind.length ? kind : null)
const runStarted = Date.now()
const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []
/** The failing tests of each failed step, with their first error line, repeated at the end of the run. */
const failedTests = []

// What this run needs beyond npm (Chromium, Varnish, Redis, PostgreSQL), there before the first step: set up when
// it can be (root, apt-get), else the run stops here with the command to run.
const system = ensureSystem({
  browser: Boolean(
    (wants('sqlite') && (pick(readFiles) || pick(editFiles))) || (wants('postgres') && pick(editFiles)),
  ),
  api: wants('sqlite') || wants('postgres') ? pick(apiFiles) : null,
  postgres: wants('postgres') || Boolean(wants('multi') && pick(multiFiles)),
  multi: Boolean(wants('multi') && pick(multiFiles)),
  unit: wants('unit'),
  postgresUrl: process.env.TEST_POSTGRES_URL || null,
})
if (!system.ok) {
  console.error(system.message)
  process.exit(1)
}

/** A runner's output without its colours (runners colour their summaries under CI). */
const plain = (raw) => raw.replace(/\x1b\[[0-9;]*m/g, '')

function count(raw) {
  const output = plain(raw)
  // Vitest: "Tests  12 passed | 1 failed (13)"; Playwright: "  34 passed (1.2m)", "  2 failed", "  1 flaky".
  const grab = (re) => [...output.matchAll(re)].reduce((sum, m) => sum + Number(m[1]), 0)
  const vitest = /^\s*Tests\s+(.*)$/m.exec(output)
  if (vitest) {
    return {
      passed: Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0),
      failed: Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0),
      skipped: Number(/(\d+) skipped/.exec(vitest[1])?.[1] ?? 0),
    }
  }
  return {
    passed: grab(/^\s+(\d+) (?:passed|flaky)/gm),
    failed: grab(/^\s+(\d+) failed/gm),
    skipped: grab(/^\s+(\d+) skipped/gm),
  }
}

/**
 * Runs one step. `aside`: the step runs beside another (`sideBySide`), so its output is held and printed in one
 * piece when it ends, not mixed line by line with the other's.
 */
async function step(name, command, args, { env = process.env, counts = false, aside = false } = {}) {
  console.log(`\n━━ ${name} ━━${aside ? ' (beside another step: its output follows when it ends)' : ''}`)
  const started = Date.now()
  const result = await run(command, args, { env, silent: aside })
  if (aside) {
    console.log(`\n━━ ${name}: output ━━`)
    process.stdout.write(result.stdout)
    process.stderr.write(result.stderr)
  }
  took(name, started)
  return settle(name, result, counts)
}

/** Runs the given steps at once (each told it runs aside when there is more than one); resolves when all end. */
function sideBySide(steps) {
  const aside = steps.length > 1
  return Promise.all(steps.map((start) => start(aside)))
}

/** Each step's time, said after it and listed at the end: where a run's minutes go, on the machine that ran it. */
const times = []
function took(name, started) {
  const seconds = Math.round((Date.now() - started) / 1000)
  times.push(`  ${name}: ${Math.floor(seconds / 60)} min ${seconds % 60} s`)
  console.log(`  (${name}: ${seconds} s)`)
}

function settle(name, result, counts) {
  if (counts) {
    const c = count(result.stdout)
    totals.passed += c.passed
    totals.failed += c.failed
    totals.skipped += c.skipped
  }
  if (result.code !== 0) {
    failures.push(name)
    failedTests.push(
      ...whatFailed(`${result.stdout}\n${result.stderr ?? ''}`).map((line) => `  ${name}: ${line}`),
    )
  }
  return result.code === 0
}

/**
 * The failing tests a runner reported, each with the first line of its error, so the end of a long run says what
 * failed: CI keeps the tail of the output, and a step's own report may be thousands of lines above it.
 * Vitest: " FAIL  src/a.test.ts > group > name", then the error;
 * Playwright: "  1) [mobile] › tests/e2e/a.spec.ts:3:1 › name", then the error.
 */
function whatFailed(raw) {
  const lines = plain(raw).split('\n')
  const found = []
  lines.forEach((line, i) => {
    if (!/^\s*FAIL\s+\S/.test(line) && !/^\s+\d+\) \[[\w-]+\] › /.test(line)) return
    const error = lines.slice(i + 1, i + 12).find((next) => /^\s*(\w*Error|expect\(|Test timeout)/.test(next))
    found.push(`${line.trim()}${error ? ` — ${error.trim().slice(0, 200)}` : ''}`)
  })
  return [...new Set(found)].slice(0, 30)
}

// Ports of the servers under test (TEST_PORT, then TEST_PORT + 1, and + 2 for the second PostgreSQL instance), so
// two checkouts can test side by side.
const sqlitePort = Number(process.env.TEST_PORT || 3100)
const postgresPort = sqlitePort + 1

const baseEnv = {
  ...process.env,
  APP_ENV: 'test',
  NODE_OPTIONS: '--no-deprecation',
  ADMIN_EMAIL: 'admin@sahyoglife.example',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || 'test-admin-password-1',
  NEXT_TELEMETRY_DISABLED: '1',
  // The local payment sandbox's key: the API tests sign webhooks with it.
  PAYMENT_LOCAL_SECRET: process.env.PAYMENT_LOCAL_SECRET || 'test-payment-sandbox-secret-0123456789abcdef',
  // The application status SMS's DLT template id: the tests read it back from the development outbox.
  SMS_DLT_TEMPLATE_ID_APPLICATION_STATUS:
    process.env.SMS_DLT_TEMPLATE_ID_APPLICATION_STATUS || '1107000000000000105',
  // The acknowledgement SMS's own DLT template ids, English and Hindi: the tests read them back from the outbox.
  SMS_DLT_TEMPLATE_ID_CAREERS: '1107000000000000431',
  SMS_DLT_TEMPLATE_ID_CAREERS_HI: '1107000000000000432',
  SMS_DLT_TEMPLATE_ID_GRIEVANCE: '1107000000000000441',
  SMS_DLT_TEMPLATE_ID_GRIEVANCE_HI: '1107000000000000442',
  SMS_DLT_TEMPLATE_ID_DGH: '1107000000000000451',
  SMS_DLT_TEMPLATE_ID_DGH_HI: '1107000000000000452',
  // CDN_PURGE=varnish, CDN_PURGE_URL and CDN_PURGE_TOKEN: the servers purge a Varnish there on every publish,
  // which tests/api/shared-cache.test.ts starts on that address with that token.
  ...(await sharedCacheEnv()),
}

function freshSqlite(name) {
  const dir = path.resolve('data', name)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  return {
    SQLITE_PATH: path.join(dir, 'site.db'),
    MEDIA_DIR: path.join(dir, 'media'),
    RESUME_DIR: path.join(dir, 'resumes'),
  }
}

/**
 * Migrates and seeds a fresh database. A prepare that fails is tried once more on a fresh database and the log says
 * so: on a busy machine a migration has failed now and then, which no test is about (the error is printed above).
 */
async function prepare(name, env, fresh) {
  console.log(`\n━━ ${name} ━━`)
  const started = Date.now()
  let result = await run('node', ['scripts/run-ts.mjs', 'scripts/prepare.ts'], { env })
  if (result.code !== 0) {
    console.log(
      `  ${name} failed (${result.signal ?? `exit code ${result.code}`}); once more on a fresh database`,
    )
    fresh()
    result = await run('node', ['scripts/run-ts.mjs', 'scripts/prepare.ts'], { env })
  }
  took(name, started)
  return settle(name, result, false)
}

/** The API contract tests (all, or the named files). */
async function api(name, env, aside = false) {
  const chosen = pick(apiFiles)
  if (chosen)
    await step(name, 'npx', ['vitest', 'run', '-c', 'vitest.api.config.ts', ...chosen], {
      env,
      counts: true,
      aside,
    })
}

let devanagariFontconfig
/**
 * The journeys' Chromium has a system Devanagari font, as every phone and computer a Hindi reader uses does; this
 * machine has none (decision 106). Written once per run, for that Chromium only.
 */
function withDevanagari(env) {
  devanagariFontconfig ??= phoneFontsEnv(
    fs.mkdtempSync(path.join(os.tmpdir(), 'site-fonts-')),
  ).FONTCONFIG_FILE
  return { ...env, FONTCONFIG_FILE: devanagariFontconfig }
}

/**
 * Browser journeys of some Playwright projects (all, or the named files; null: none of them named). `output`: the
 * run's own results folder, when another Playwright run goes on beside it (each empties its folder as it starts).
 */
async function browser(name, projects, chosen, env, { aside = false, output = null } = {}) {
  if (chosen)
    await step(
      name,
      'npx',
      ['playwright', 'test', ...projects, ...(output ? [`--output=${output}`] : []), ...chosen],
      { env: withDevanagari(env), counts: true, aside },
    )
}

/** A server's log kept in data/ when a step of its leg failed. */
function keepLog(label, server) {
  if (!server || !failures.some((f) => f.startsWith(label))) return
  fs.writeFileSync(path.resolve('data', `${label}-server.log`), server.log())
  console.log(`  server log: data/${label}-server.log`)
}

/**
 * A database's leg of the run, in phases the run takes each leg through together: `up` (its server), `api` (the
 * API contract tests), `browse` (the browser journeys that only read; the SQLite leg's only), `edit` (the editing
 * journeys), `down`.
 */
function sqliteLeg(env) {
  let server = null
  let testEnv = env
  return {
    async up() {
      server = await startServer({ port: sqlitePort, env })
      testEnv = { ...env, TEST_BASE_URL: server.url }
    },
    api: (aside) => api('sqlite: api', testEnv, aside),
    browse: () =>
      browser('sqlite: browser', ['--project=mobile', '--project=desktop'], pick(readFiles), testEnv),
    edit: (aside) =>
      browser('sqlite: browser (editing)', ['--project=editing', '--workers=1'], pick(editFiles), testEnv, {
        aside,
        output: 'test-results/editing-sqlite',
      }),
    async down() {
      await server?.stop()
      keepLog('sqlite', server)
    },
  }
}

/**
 * The PostgreSQL leg: a database of its own, its OTP state in Redis, its uploads in one S3-compatible store both
 * of its instances share (scripts/lib/s3.mjs; tests/api/object-storage.test.ts), and a second instance on the next
 * port while the API tests run, which proves the limits hold across instances (tests/api/otp-shared.test.ts).
 * ensureSystem has seen the database server and redis-server answer.
 */
function postgresLeg() {
  const pgAdmin = process.env.TEST_POSTGRES_URL || LOCAL_POSTGRES_URL
  const dbName = `site_test_${process.pid}`
  const adminUrl = new URL(pgAdmin)
  const dbUrl = new URL(pgAdmin)
  dbUrl.pathname = `/${dbName}`
  const psql = (sql) => execSync(`psql "${adminUrl}" -q -c "${sql}"`, { stdio: 'inherit' })
  let redis = null
  let s3 = null
  let server = null
  let second = null
  let ready = false
  let env = null
  return {
    async up() {
      psql(`CREATE DATABASE ${dbName}`)
      redis = await startRedis()
      s3 = await startS3()
      env = {
        ...baseEnv,
        // Its own Varnish address: the shared-cache test starts one there, beside the SQLite leg's.
        ...(await sharedCacheEnv()),
        ...freshSqlite('test-postgres'),
        DATABASE_URL: dbUrl.toString(),
        SITE_URL: `http://localhost:${postgresPort}`,
        ...(redis ? { REDIS_URL: redis.url } : {}),
        ...s3.env,
      }
      const freshDatabase = () => {
        psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
        psql(`CREATE DATABASE ${dbName}`)
        freshSqlite('test-postgres')
      }
      if (!(await prepare('postgres: prepare', env, freshDatabase))) return
      server = await startServer({ port: postgresPort, env })
      second = redis ? await startServer({ port: postgresPort + 1, env }) : null
      ready = true
    },
    api: async (aside) => {
      if (!ready) return
      await api(
        'postgres: api',
        { ...env, TEST_BASE_URL: server.url, ...(second ? { TEST_BASE_URL_2: second.url } : {}) },
        aside,
      )
      await second?.stop()
      second = null
    },
    edit: async (aside) => {
      if (!ready) return
      await browser(
        'postgres: browser (editing)',
        ['--project=editing', '--workers=1'],
        pick(editFiles),
        { ...env, TEST_BASE_URL: server.url },
        { aside, output: 'test-results/editing-postgres' },
      )
    },
    async down() {
      try {
        await second?.stop()
        await server?.stop()
        keepLog('postgres', server)
      } finally {
        await redis?.stop()
        await s3?.stop()
        psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
      }
    },
  }
}

// The static checks and the unit tests side by side: each check keeps one core busy, and the unit run keeps about
// one busy on average too (much of its time goes to importing modules), so together they take the unit run's time.
await sideBySide([
  ...(wants('static')
    ? [
        async (aside) => {
          await step('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { aside })
          await step('type-check', 'npx', ['tsc', '--noEmit'], { aside })
          await step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], { aside })
        },
      ]
    : []),
  ...(wants('unit') ? [(aside) => step('unit', 'npx', ['vitest', 'run'], { counts: true, aside })] : []),
])

if (wants('sqlite') || wants('postgres') || wants('multi')) {
  const sqliteEnv = { ...baseEnv, ...freshSqlite('test-sqlite'), SITE_URL: `http://localhost:${sqlitePort}` }
  if (!(await prepare('sqlite: prepare', sqliteEnv, () => freshSqlite('test-sqlite')))) finish()
  // The static step has run `tsc --noEmit`; the build need not check the same types again.
  const buildArgs = ['scripts/build.mjs', ...(wants('static') ? ['--no-type-check'] : [])]
  if (needsBuild() && !(await step('build', 'node', buildArgs, { env: sqliteEnv }))) finish()

  // The legs' phases, each leg on its own server, database, ports and shared cache. Their API contract tests run
  // side by side: each leg's files one after another, much of it waiting on timers (an OTP's resend countdown, a
  // request cut after 20 s) and on the loopback, time the other leg's use. The browser journeys that only read take
  // both cores with two browsers, alone; the editing journeys, one browser a leg, side by side again.
  const legs = [
    ...(wants('sqlite') ? [sqliteLeg(sqliteEnv)] : []),
    ...(wants('postgres') && (pick(apiFiles) || pick(editFiles)) ? [postgresLeg()] : []),
  ]
  // Runtime cache entries describe the database they were made from; the SQLite leg's server keeps them on this
  // disk (the PostgreSQL leg's, in its Redis), so they start empty, once, before any server is up.
  clearRuntimeCache()
  try {
    await Promise.all(legs.map((leg) => leg.up()))
    await sideBySide(legs.map((leg) => (aside) => leg.api(aside)))
    for (const leg of legs) await leg.browse?.()
    await sideBySide(legs.map((leg) => (aside) => leg.edit(aside)))
  } finally {
    for (const leg of legs) await leg.down()
  }

  // Several instances from this build behind Varnish, on a database, Redis and object store of their own
  // (tests/multi, scripts/lib/multi-leg.mjs).
  if (wants('multi') && pick(multiFiles)) {
    await runMultiInstanceLeg({
      baseEnv,
      port: postgresPort + 2,
      postgresAdmin: process.env.TEST_POSTGRES_URL || LOCAL_POSTGRES_URL,
      prepare: (env, fresh) => prepare('multi: prepare', env, fresh),
      run: (env) =>
        step('multi: api', 'npx', ['vitest', 'run', '-c', 'vitest.multi.config.ts', ...pick(multiFiles)], {
          env,
          counts: true,
        }),
      onFailure: (name, log) => {
        if (!failures.some((f) => f.startsWith('multi'))) return
        fs.writeFileSync(path.resolve('data', `multi-${name}.log`), log)
        console.log(`  server log: data/multi-${name}.log`)
      },
    })
  }
}

finish()

/** Prints the summary line and exits: at the end, or early when a later step cannot run without a failed one. */
function finish() {
  if (times.length)
    console.log(
      `\nTime by step (${Math.round((Date.now() - runStarted) / 60000)} min in all):\n${times.join('\n')}`,
    )
  if (failedTests.length)
    console.log(
      `\nFailures the runners reported (a flaky test that passed on retry included):\n${failedTests.join('\n')}`,
    )
  console.log(`\n${failures.length ? `✖ failed: ${failures.join(', ')}` : '✔ all steps passed'}`)
  // A failed step that counts no tests (lint, build…) still counts as one failure in the summary line.
  const failed = Math.max(totals.failed, failures.length)
  console.log(`test: ${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`)
  process.exit(failures.length ? 1 : 0)
}
