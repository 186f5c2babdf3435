import { spawn } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ensureSystem, findCommand, missingFor, SETUP_COMMAND } from './system.mjs'

/** A Debian machine as the set-up leaves it: the files that are there, and which probing commands succeed. */
const DEBIAN = [
  '/usr/bin/apt-get',
  '/usr/bin/chromium',
  '/usr/sbin/varnishd',
  '/usr/bin/redis-server',
  '/usr/bin/pg_ctlcluster',
  '/usr/bin/pg_isready',
  '/usr/bin/psql',
]

interface IFakeMachine {
  files?: string[]
  /** Commands whose probe succeeds: PostgreSQL answering (pg_isready), the role signing in (psql). */
  answers?: string[]
  path?: string
}

function fakeProbe({
  files = DEBIAN,
  answers = ['pg_isready', 'psql'],
  path: PATH = '/usr/bin:/bin',
}: IFakeMachine) {
  const calls: string[] = []
  return {
    calls,
    probe: {
      path: PATH,
      executable: (file: string) => files.includes(file),
      succeeds: (command: string) => {
        calls.push(command)
        return answers.includes(command)
      },
    },
  }
}

const everything = { browser: true, api: [], postgres: true, postgresUrl: null }
const ids = (requirements: { id: string }[]) => requirements.map((r) => r.id)
const noEnv = {}

describe('what the tests need, on a fake machine', () => {
  it('finds all of it where Debian puts it, varnishd in /usr/sbin though that is not on the PATH', () => {
    const { probe } = fakeProbe({})
    expect(missingFor(everything, { probe, env: noEnv })).toEqual([])
    expect(findCommand(probe, 'varnishd', ['/usr/sbin/varnishd'])).toBe('/usr/sbin/varnishd')
    expect(findCommand(probe, 'redis-server')).toBe('/usr/bin/redis-server')
  })

  it('names each missing package the parts asked for need: nothing for static checks, Poppler for unit tests', () => {
    const { probe } = fakeProbe({ files: ['/usr/bin/apt-get'], answers: [] })
    expect(ids(missingFor(everything, { probe, env: noEnv }))).toEqual([
      'chromium',
      'varnish',
      'redis',
      'postgresql',
    ])
    const sqlite = { browser: true, api: [], postgres: false, postgresUrl: null }
    expect(ids(missingFor(sqlite, { probe, env: noEnv }))).toEqual(['chromium', 'varnish'])
    const staticOnly = { browser: false, api: null, postgres: false, postgresUrl: null }
    expect(missingFor(staticOnly, { probe, env: noEnv })).toEqual([])
    expect(ids(missingFor({ ...staticOnly, unit: true }, { probe, env: noEnv }))).toEqual(['poppler'])
  })

  it('asks for Varnish only when the shared-cache test runs, and for Chromium only when a browser runs', () => {
    const { probe } = fakeProbe({ files: [] })
    const api = (files: string[]) => ({ browser: false, api: files, postgres: false, postgresUrl: null })
    expect(missingFor(api(['tests/api/otp.test.ts']), { probe, env: noEnv })).toEqual([])
    expect(ids(missingFor(api(['./tests/api/shared-cache.test.ts']), { probe, env: noEnv }))).toEqual([
      'varnish',
    ])
  })

  it('tells PostgreSQL installed but not answering, and then does not ask for its role', () => {
    const { probe, calls } = fakeProbe({ answers: ['psql'] })
    const missing = missingFor(everything, { probe, env: noEnv })
    expect(ids(missing)).toEqual(['postgresql-running'])
    expect(missing[0]!.missing).toMatch(/installed but does not answer/)
    expect(calls).toEqual(['pg_isready'])
  })

  it('tells a PostgreSQL that answers but does not let the role "site" in', () => {
    const { probe } = fakeProbe({ answers: ['pg_isready'] })
    expect(ids(missingFor(everything, { probe, env: noEnv }))).toEqual(['postgresql-role'])
  })

  it('with TEST_POSTGRES_URL, needs that server and not a local one', () => {
    const { probe } = fakeProbe({
      files: ['/usr/bin/chromium', '/usr/sbin/varnishd', '/usr/bin/redis-server'],
    })
    const run = { ...everything, postgresUrl: 'postgres://u:p@db.internal:5432/postgres' }
    expect(missingFor(run, { probe, env: noEnv })).toEqual([])
    const down = fakeProbe({ answers: [] }).probe
    expect(ids(missingFor(run, { probe: down, env: noEnv }))).toEqual(['test-postgres-url'])
  })

  it('SYSTEM_CHECK_ABSENT makes a present package look missing, never the other way', () => {
    const { probe } = fakeProbe({})
    const env = { SYSTEM_CHECK_ABSENT: 'varnish,postgresql-running' }
    expect(ids(missingFor(everything, { probe, env }))).toEqual(['varnish', 'postgresql-running'])
    const bare = fakeProbe({ files: [], answers: [] }).probe
    expect(ids(missingFor(everything, { probe: bare, env: { SYSTEM_CHECK_ABSENT: '' } }))).toEqual([
      'chromium',
      'varnish',
      'redis',
      'postgresql',
    ])
  })
})

describe('what npm test does about it', () => {
  const lacking = () => fakeProbe({ files: DEBIAN.filter((file) => file !== '/usr/sbin/varnishd') })

  function ensure(
    probe: ReturnType<typeof fakeProbe>['probe'],
    options: { uid?: number; env?: object } = {},
  ) {
    const written: string[] = []
    let setUps = 0
    const result = ensureSystem(everything, {
      probe,
      env: options.env ?? noEnv,
      uid: options.uid ?? 0,
      setUp: () => {
        setUps += 1
        return { code: 0, output: '' }
      },
      write: (text: string) => written.push(text),
    })
    return { result, written: written.join(''), setUps }
  }

  it('goes on at once when all is there', () => {
    expect(ensure(fakeProbe({}).probe)).toEqual({ result: { ok: true }, written: '', setUps: 0 })
  })

  it('stops with the command to run, and without running the set-up, when not root', () => {
    const { result, setUps } = ensure(lacking().probe, { uid: 1000 })
    expect(result.ok).toBe(false)
    expect(result.message).toContain('Varnish is not installed')
    expect(result.message).toContain(`\`${SETUP_COMMAND}\``)
    expect(setUps).toBe(0)
  })

  it('stops the same way as root where there is no apt-get', () => {
    const { probe } = fakeProbe({
      files: DEBIAN.filter((f) => f !== '/usr/bin/apt-get' && f !== '/usr/sbin/varnishd'),
    })
    const { result, setUps } = ensure(probe)
    expect(result.message).toMatch(/without apt-get/)
    expect(result.message).toContain(SETUP_COMMAND)
    expect(setUps).toBe(0)
  })

  it('as root with apt-get, runs the set-up, says in one line what it did, and goes on', () => {
    const files = DEBIAN.filter((file) => file !== '/usr/sbin/varnishd')
    const written: string[] = []
    const result = ensureSystem(everything, {
      probe: { ...fakeProbe({}).probe, executable: (file: string) => files.includes(file) },
      env: noEnv,
      uid: 0,
      setUp: () => {
        files.push('/usr/sbin/varnishd')
        return { code: 0, output: '› Installing varnish (Debian packages)…' }
      },
      write: (text: string) => written.push(text),
    })
    expect(result).toEqual({ ok: true })
    expect(written.join('')).toMatch(
      /^› bash scripts\/setup-system\.sh, to install Varnish… done in \d+ s\n$/,
    )
  })

  it('stops when the set-up fails or leaves something missing', () => {
    const failing = ensureSystem(everything, {
      probe: lacking().probe,
      env: noEnv,
      uid: 0,
      setUp: () => ({ code: 100, output: 'E: Unable to locate package varnish' }),
      write: () => {},
    })
    expect(failing.ok).toBe(false)
    expect(failing.message).toContain('E: Unable to locate package varnish')
    expect(failing.message).toContain('exit code 100')
    const { result, setUps } = ensure(lacking().probe)
    expect(setUps).toBe(1)
    expect(result.message).toMatch(/still:\n {2}- Varnish is not installed/)
  })
})

/** `node scripts/test.mjs <args>` in its own process group, the whole group killed if it outlives `limitMs`. */
function testScript(args: string[], env: NodeJS.ProcessEnv, limitMs: number) {
  return new Promise<{ code: number | null; killed: boolean; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/test.mjs', ...args], {
      cwd: path.resolve(__dirname, '../..'),
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    let killed = false
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => {
      killed = true
      process.kill(-child.pid!, 'SIGKILL')
    }, limitMs)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, killed, stdout, stderr })
    })
  })
}

describe('npm test on a machine that lacks a package and may not install it', () => {
  it('prints what is missing and the command to run, and exits non-zero before the first step', async () => {
    // Were the check to let it through, the run would go on to prepare a database and build the site: cut short.
    const child = await testScript(
      ['sqlite'],
      { ...process.env, SYSTEM_CHECK_ABSENT: 'varnish', SYSTEM_CHECK_NOT_ROOT: '1', TEST_PORT: '3390' },
      20_000,
    )
    expect(child.killed).toBe(false)
    expect(child.code).toBe(1)
    expect(child.stderr).toContain('Varnish is not installed')
    expect(child.stderr).toContain(`Run \`${SETUP_COMMAND}\``)
    // No step started: every step prints its "━━ name ━━" heading first.
    expect(child.stdout).not.toContain('━━')
  })
})
