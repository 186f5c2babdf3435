#!/usr/bin/env node
/**
 * `npm run build`: the production build. Next's build (webpack, docs/decisions), then the host that serves it
 * (src/host/server.ts, bundled to .next/host/server.mjs; its packages stay imports from node_modules) and the
 * shared cache handler Next uses when REDIS_URL is set (.next/host/cache-handler.mjs), and the Hindi page texts the
 * browser loads as data (.next/static/texts).
 *
 * `--no-type-check` leaves out Next's type check, for callers that run `tsc --noEmit` themselves or build code that
 * has passed it (`npm start`, `npm test`).
 */
import { rmSync } from 'node:fs'

import { build } from 'esbuild'

import { NODE_BUNDLE } from './lib/build.mjs'
import { mustRun } from './lib/run.mjs'

// Content read while pages are prerendered is kept in Next's data cache. Left from an earlier build, it would put
// that build's database (an old footer, old settings) into this build's pages: every build reads its own database.
rmSync('.next/cache/fetch-cache', { recursive: true, force: true })

const env = {
  ...process.env,
  // The build reports nothing about itself to anyone.
  NEXT_TELEMETRY_DISABLED: '1',
  ...(process.argv.includes('--no-type-check') ? { BUILD_SKIPS_TYPE_CHECK: '1' } : {}),
}
await mustRun('npx', ['next', 'build', '--webpack'], { env })
// Each language's page texts among the build's static files (src/ui/i18n/page-texts-file.ts).
await mustRun('npx', ['tsx', 'scripts/page-texts.ts'], { env })
const bundle = (entry, outfile) => build({ ...NODE_BUNDLE, entryPoints: [entry], outfile })
await bundle('src/host/server.ts', '.next/host/server.mjs')
// Next's cache handler with REDIS_URL (next.config.ts), imported by Next by path when the server starts.
await bundle('src/server/cache/next-handler.ts', '.next/host/cache-handler.mjs')
console.log('✓ Host built: .next/host/server.mjs, .next/host/cache-handler.mjs')
