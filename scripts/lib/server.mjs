import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'

/**
 * The shared cache the API suite puts in front of the server under test: tests/api/shared-cache.test.ts starts
 * varnishd on this address with this token, and the server, started with these, bans its pages there on every
 * publish. A port free now and a random token, once per run, for both databases' servers and the tests (the same
 * env). While no varnishd listens there (the rest of the suite) a purge fails at once and is only logged.
 */
export async function sharedCacheEnv() {
  const port = await new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
  return {
    CDN_PURGE: 'varnish',
    CDN_PURGE_URL: `http://127.0.0.1:${port}`,
    CDN_PURGE_TOKEN: randomBytes(24).toString('hex'),
  }
}

/**
 * Starts the production server on a port and resolves once it answers; `stop()` ends it (SIGTERM: it drains). No
 * load balancer watches a server under test, so it drains without the grace one would need, unless told otherwise.
 */
export async function startServer({ port, env }) {
  const child = spawn('node', ['.next/host/server.mjs'], {
    env: { DRAIN_GRACE_MS: '0', ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`)
    try {
      const res = await fetch(`${url}/`, { redirect: 'manual' })
      if (res.status < 500) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return {
    url,
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.on('close', () => resolve())
        try {
          process.kill(-child.pid, 'SIGTERM')
        } catch {
          resolve()
        }
      }),
  }
}
