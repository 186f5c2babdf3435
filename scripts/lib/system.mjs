/**
 * What the test suite needs beyond npm, which runs need what, and what `npm test` does when something is missing:
 * as root with apt-get it runs scripts/setup-system.sh (idempotent: installs what is missing, starts PostgreSQL,
 * makes the `site` role) and goes on; otherwise it stops before the first test with the command to run.
 *
 * A new need is one more entry in REQUIREMENTS (and, when the set-up can provide it, a few lines in
 * scripts/setup-system.sh).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { CHROMIUM_PATH } from './chromium.mjs'

export const SETUP_SCRIPT = fileURLToPath(new URL('../setup-system.sh', import.meta.url))
export const SETUP_COMMAND = 'sudo bash scripts/setup-system.sh'

/** The local PostgreSQL as the set-up makes it: the role `site` (password `site`, CREATEDB) on 127.0.0.1:5432. */
export const LOCAL_POSTGRES_URL = 'postgres://site:site@127.0.0.1:5432/postgres'

/**
 * @typedef {{ path: string, executable: (file: string) => boolean,
 *   succeeds: (command: string, args: string[], extraEnv?: Record<string, string>) => boolean }} Probe
 * @typedef {{ browser: boolean, api: string[] | null, postgres: boolean, postgresUrl: string | null,
 *   unit?: boolean, multi?: boolean }} Run
 * @typedef {Record<string, string | undefined>} Env
 */

/**
 * The machine as the checks see it: whether a file is an executable, whether a command succeeds, and the PATH.
 * Tests pass a fake one.
 * @param {Env} [env] @returns {Probe}
 */
export function machineProbe(env = process.env) {
  return {
    path: env.PATH ?? '',
    executable(file) {
      try {
        fs.accessSync(file, fs.constants.X_OK)
        return fs.statSync(file).isFile()
      } catch {
        return false
      }
    },
    succeeds(command, args, extraEnv = {}) {
      const result = spawnSync(command, args, {
        stdio: 'ignore',
        timeout: 15_000,
        env: { ...env, ...extraEnv },
      })
      return result.status === 0
    },
  }
}

/**
 * A command's file: the first `name` on the PATH, else the first of `fallbacks` that is there; null if none.
 * @param {Probe} probe @param {string} name @param {string[]} [fallbacks] @returns {string | null}
 */
export function findCommand(probe, name, fallbacks = []) {
  for (const dir of probe.path.split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name)
    if (probe.executable(file)) return file
  }
  return fallbacks.find((file) => probe.executable(file)) ?? null
}

/**
 * Whether a run includes an API test file: `run.api` lists the files it runs ([] for all of them, null for none),
 * as given on the command line (relative or absolute).
 * @param {Run} run @param {string} file
 */
export function runsApiFile(run, file) {
  if (!run.api) return false
  if (run.api.length === 0) return true
  return run.api.some((named) => path.relative(process.cwd(), path.resolve(named)) === file)
}

const postgresLocal = (run) => run.postgres && !run.postgresUrl

/**
 * What the suite needs beyond npm. Each: `id` (for SYSTEM_CHECK_ABSENT), `needed(run)` given what the run runs
 * (`browser`: any Playwright run; `api`: see runsApiFile; `postgres`: the PostgreSQL leg; `postgresUrl`:
 * TEST_POSTGRES_URL), `present(probe, run)`, `missing` (what to tell), `setUp` (what the set-up does about it),
 * `after` (probed only when that one is present: PostgreSQL that is not installed does not answer either), and
 * `fix` when the set-up cannot provide it.
 */
export const REQUIREMENTS = [
  {
    id: 'chromium',
    needed: (run) => run.browser,
    present: (probe) => probe.executable(CHROMIUM_PATH),
    missing: `Chromium is not installed (${CHROMIUM_PATH}; the browser journeys)`,
    setUp: 'install Chromium',
  },
  {
    id: 'poppler',
    // The unit leg renders a PDF with Hindi in it to an image to check its shaping (src/server/pdf).
    needed: (run) => Boolean(run.unit),
    present: (probe) => findCommand(probe, 'pdftoppm') !== null,
    missing: 'Poppler is not installed (pdftoppm; the PDF rendering check of the unit tests)',
    setUp: 'install poppler-utils',
  },
  {
    id: 'varnish',
    // tests/api/shared-cache.test.ts and the many-instances leg (tests/multi) start varnishd, found the same way.
    needed: (run) => Boolean(run.multi) || runsApiFile(run, 'tests/api/shared-cache.test.ts'),
    present: (probe) => findCommand(probe, 'varnishd', ['/usr/sbin/varnishd']) !== null,
    missing: 'Varnish is not installed (varnishd; tests/api/shared-cache.test.ts)',
    setUp: 'install Varnish',
  },
  {
    id: 'redis',
    // The PostgreSQL leg keeps its OTP state in a throwaway redis-server shared by two app instances.
    needed: (run) => run.postgres,
    present: (probe) => findCommand(probe, 'redis-server') !== null,
    missing: 'Redis is not installed (redis-server; the PostgreSQL leg)',
    setUp: 'install Redis',
  },
  {
    id: 'postgresql',
    needed: postgresLocal,
    present: (probe) => findCommand(probe, 'pg_ctlcluster') !== null,
    missing: 'PostgreSQL is not installed (pg_ctlcluster; the PostgreSQL leg)',
    setUp: 'install PostgreSQL',
  },
  {
    id: 'postgresql-running',
    after: 'postgresql',
    needed: postgresLocal,
    present: (probe) => probe.succeeds('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']),
    missing: 'PostgreSQL is installed but does not answer on 127.0.0.1:5432 (not started since a restart?)',
    setUp: 'start PostgreSQL',
  },
  {
    id: 'postgresql-role',
    after: 'postgresql-running',
    needed: postgresLocal,
    present: (probe) =>
      probe.succeeds('psql', ['-w', '-q', '-tAc', 'SELECT 1', LOCAL_POSTGRES_URL], {
        PGCONNECT_TIMEOUT: '5',
      }),
    missing: 'PostgreSQL answers, but the role "site" (password "site") cannot sign in',
    setUp: 'make the role "site"',
  },
  {
    id: 'test-postgres-url',
    needed: (run) => Boolean(run.postgres && run.postgresUrl),
    present: (probe, run) =>
      probe.succeeds('psql', ['-w', '-q', '-tAc', 'SELECT 1', run.postgresUrl], { PGCONNECT_TIMEOUT: '5' }),
    missing: 'the PostgreSQL of TEST_POSTGRES_URL does not answer (or psql is not installed)',
    fix: 'start that server, or unset TEST_POSTGRES_URL to use the local one',
  },
]

/**
 * The requirements a run needs that are missing. SYSTEM_CHECK_ABSENT (test-only: ids, comma-separated) makes
 * those look missing; nothing makes a missing one look present.
 * @param {Run} run @param {{ probe?: Probe, requirements?: typeof REQUIREMENTS, env?: Env }} [options]
 */
export function missingFor(
  run,
  { probe = machineProbe(), requirements = REQUIREMENTS, env = process.env } = {},
) {
  const absent = new Set((env.SYSTEM_CHECK_ABSENT ?? '').split(',').map((id) => id.trim()))
  const missing = []
  // Not probed, as what they come after is missing (or was not probed either).
  const unprobed = new Set()
  for (const requirement of requirements) {
    if (!requirement.needed(run)) continue
    if (
      requirement.after &&
      (unprobed.has(requirement.after) || missing.some((m) => m.id === requirement.after))
    ) {
      unprobed.add(requirement.id)
      continue
    }
    if (absent.has(requirement.id) || !requirement.present(probe, run)) missing.push(requirement)
  }
  return missing
}

/**
 * Why the set-up cannot run here (null when it can): it needs root and apt-get. SYSTEM_CHECK_NOT_ROOT=1
 * (test-only) makes the user look like someone else than root.
 * @param {{ probe?: Probe, env?: Env, uid?: number }} [options]
 */
export function whyNoSetUp({ probe = machineProbe(), env = process.env, uid = process.getuid?.() } = {}) {
  if (uid !== 0 || env.SYSTEM_CHECK_NOT_ROOT === '1') return 'not root'
  if (findCommand(probe, 'apt-get') === null) return 'no apt-get'
  return null
}

/** Runs scripts/setup-system.sh, its output kept for when it fails. @returns {{ code: number, output: string }} */
export function runSetUpScript() {
  const result = spawnSync('bash', [SETUP_SCRIPT], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  })
  return { code: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` }
}

/** 'a', 'a and b', 'a, b and c'. */
const sentence = (items) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '')

const list = (requirements) => requirements.map((r) => `  - ${r.missing}`).join('\n')

/**
 * Makes sure what a run needs is there: nothing to do; or the set-up run, with one line saying what it did; or a
 * message saying what is missing and the command to run. Returns { ok: true } or { ok: false, message }.
 * @param {Run} run
 * @param {{ probe?: Probe, requirements?: typeof REQUIREMENTS, env?: Env, uid?: number,
 *   setUp?: () => { code: number, output: string }, write?: (text: string) => void, now?: () => number }} [options]
 * @returns {{ ok: true, message?: undefined } | { ok: false, message: string }}
 */
export function ensureSystem(
  run,
  {
    probe = machineProbe(),
    requirements = REQUIREMENTS,
    env = process.env,
    uid = process.getuid?.(),
    setUp = runSetUpScript,
    write = (text) => void process.stdout.write(text),
    now = () => Date.now(),
  } = {},
) {
  const options = { probe, requirements, env }
  const missing = missingFor(run, options)
  if (missing.length === 0) return { ok: true }

  const unfixable = missing.filter((r) => r.fix)
  if (unfixable.length) {
    return {
      ok: false,
      message: `✖ The tests cannot start:\n${unfixable.map((r) => `  - ${r.missing}: ${r.fix}`).join('\n')}`,
    }
  }
  const why = whyNoSetUp({ probe, env, uid })
  if (why === 'not root') {
    return {
      ok: false,
      message: `✖ The tests asked for need what this machine lacks:\n${list(missing)}\nRun \`${SETUP_COMMAND}\` once (Debian; it installs and starts them), then run the tests again.`,
    }
  }
  if (why === 'no apt-get') {
    return {
      ok: false,
      message: `✖ The tests asked for need what this machine lacks:\n${list(missing)}\nOn Debian \`${SETUP_COMMAND}\` installs and starts them; without apt-get, install them with the system's own package manager, then run the tests again.`,
    }
  }

  write(`› bash scripts/setup-system.sh, to ${sentence(missing.map((r) => r.setUp))}…`)
  const started = now()
  const result = setUp()
  if (result.code !== 0) {
    write(' failed\n')
    return {
      ok: false,
      message: `${result.output.trimEnd()}\n✖ bash scripts/setup-system.sh failed (exit code ${result.code}); the tests did not start.`,
    }
  }
  const still = missingFor(run, options)
  if (still.length) {
    write(' not enough\n')
    return {
      ok: false,
      message: `✖ After bash scripts/setup-system.sh, still:\n${list(still)}\nThe tests did not start.`,
    }
  }
  write(` done in ${Math.round((now() - started) / 1000)} s\n`)
  return { ok: true }
}
