/**
 * A real varnishd in front of instances of the site on this machine, with the committed VCL (ops/varnish/site.vcl)
 * and a backends.vcl naming their ports, each probed on /readyz like a deployment's. Used by the shared-cache and
 * many-instances tests (tests/support/varnish.ts) and by `npm run bench` (two instances behind Varnish).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const VCL_DIR = fileURLToPath(new URL('../../ops/varnish/', import.meta.url))

/** varnishd on the PATH, or where Debian's package puts it (/usr/sbin is not on every user's PATH). */
export function findVarnishd() {
  for (const candidate of ['varnishd', '/usr/sbin/varnishd']) {
    if (!spawnSync(candidate, ['-V'], { stdio: 'ignore' }).error) return candidate
  }
  return null
}

/** backends.vcl for instances on this machine's `ports`, this machine the only purger. @param {number[]} ports */
export function backendsVcl(ports) {
  const backends = ports
    .map(
      (port, i) =>
        `backend app${i + 1} {\n    .host = "127.0.0.1";\n    .port = "${port}";\n    .probe = ready;\n}\n`,
    )
    .join('\n')
  const adds = ports.map((_, i) => `    site.add_backend(app${i + 1});`).join('\n')
  return `${backends}\nsub site_backends {\n${adds}\n}\n\nacl purgers {\n    "127.0.0.1";\n    "::1";\n}\n`
}

/**
 * Starts varnishd on `listen` (http://127.0.0.1:port) in front of `ports`, with `token` as CDN_PURGE_TOKEN;
 * resolves once a page comes through it (an instance is healthy).
 * @param {{ listen: string, ports: number[], token: string }} options
 * @returns {Promise<{ url: string, log: () => string, stop: () => Promise<void> }>}
 */
export async function startVarnish({ listen, ports, token }) {
  const varnishd = findVarnishd()
  if (!varnishd) {
    throw new Error(
      'varnishd is not installed: run `sudo bash scripts/setup-system.sh` (Debian’s varnish package); `npm test` runs it itself as root',
    )
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-varnish-'))
  fs.copyFileSync(path.join(VCL_DIR, 'site.vcl'), path.join(workDir, 'site.vcl'))
  fs.writeFileSync(path.join(workDir, 'backends.vcl'), backendsVcl(ports))
  const address = new URL(listen)
  const child = spawn(
    varnishd,
    [
      '-F',
      // No separate user for the worker process: the caller's own user runs it all, root or not.
      '-j',
      'none',
      '-a',
      `${address.hostname}:${address.port}`,
      '-n',
      path.join(workDir, 'work'),
      '-f',
      path.join(workDir, 'site.vcl'),
      '-s',
      'malloc,64m',
    ],
    { env: { ...process.env, CDN_PURGE_TOKEN: token }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let log = ''
  let running = true
  const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => (running = false))
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
  const stop = async () => {
    child.kill('SIGTERM')
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 10_000)),
    ])
    if (!stopped) child.kill('SIGKILL')
    fs.rmSync(workDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 30_000
  for (;;) {
    if (!running) throw new Error(`varnishd exited:\n${log}`)
    try {
      const res = await fetch(new URL('/robots.txt', listen))
      await res.text()
      if (res.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`varnishd did not answer in 30 s:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url: listen, log: () => log, stop }
}
