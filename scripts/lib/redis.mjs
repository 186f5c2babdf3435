import { spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * A throwaway redis-server (no persistence) on a free port, or null when redis-server is not installed
 * (scripts/setup-system.sh installs it; scripts/test.mjs sees to it before a PostgreSQL leg). `stop()` ends it.
 */
export async function startRedis() {
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) return null
  const port = await freePort()
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000)
    child.stdout.on('data', (chunk) => {
      if (/ready to accept connections/i.test(String(chunk))) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)))
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
