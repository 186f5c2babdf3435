import { spawn } from 'node:child_process'

/** Starts the production server on a port and resolves once it answers; `stop()` ends it. */
export async function startServer({ port, env }) {
  const child = spawn('node', ['.next/host/server.mjs'], {
    env: { ...env, PORT: String(port), NODE_ENV: 'production' },
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
