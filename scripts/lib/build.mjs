import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const INPUTS = ['src', 'public', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json']

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)))
  return newest
}

/** True when there is no production build (or no host), or a source file changed after it was made. */
export function needsBuild() {
  const buildId = path.join('.next', 'BUILD_ID')
  if (!fs.existsSync(buildId) || !fs.existsSync(path.join('.next', 'host', 'server.mjs'))) return true
  const built = fs.statSync(buildId).mtimeMs
  return INPUTS.some((input) => newestMtime(input) > built)
}

/**
 * Runtime cache entries describe the database they were made from; a restart may face another database
 * (a fresh seed, a restore), so they start empty. Build output stays.
 */
export function clearRuntimeCache() {
  for (const dir of [
    path.join('.next', 'cache', 'fetch-cache'),
    path.join('.next', 'server', 'route-cache'),
  ]) {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * How our TypeScript for Node is bundled (the host, the cache handler, the scripts scripts/run-ts.mjs runs): one ES
 * module for Node 20, the site's own code inside, packages left as imports from node_modules.
 */
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
  logLevel: 'warning',
}
