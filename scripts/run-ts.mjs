#!/usr/bin/env node
/**
 * `node scripts/run-ts.mjs <script.ts> [arguments]`: runs one of the site's TypeScript scripts that load the CMS
 * (`npm run migrate` is scripts/prepare.ts; scripts/crm.ts) with plain Node, in a process of its own, and ends with
 * its exit code. The script and the site's code it imports are bundled into one module first (esbuild, packages
 * left as imports from node_modules, a fraction of a second), so no loader transpiles TypeScript while it runs, and
 * the production image needs no TypeScript runner.
 *
 * Node runs it with the `development` or `production` condition (as NODE_ENV says), which Lexical's packages (the
 * rich-text editor the configuration names) answer with their build itself. Without it they answer with a wrapper
 * that picks the build with a top-level `await import()`, and on Node 20 the import of the editor's package through
 * those wrappers never finishes: the loop empties and Node ends the process with exit code 13 ("unsettled top-level
 * await") and no output, always on plain Node and now and then through a TypeScript loader on a busy machine.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { build } from 'esbuild'

import { NODE_BUNDLE } from './lib/build.mjs'

const require = createRequire(import.meta.url)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const [script, ...args] = process.argv.slice(2)
if (!script || !/\.ts$/.test(script) || !fs.existsSync(path.resolve(root, script))) {
  console.error('Usage: node scripts/run-ts.mjs <script.ts> [arguments], e.g. scripts/prepare.ts')
  process.exit(2)
}

// Inside node_modules, so the bundle's package imports resolve from the project's node_modules; one per process.
const outfile = path.join(
  root,
  'node_modules',
  '.cache',
  'site-scripts',
  `${path.basename(script, '.ts')}-${process.pid}.mjs`,
)

/**
 * A package without an exports map (Next's `next/cache`, `next/headers`) is imported by file: Node's own import
 * needs the file's extension where TypeScript's resolution did without. Left an import from node_modules still.
 */
const subpathsWithExtension = {
  name: 'subpaths-with-extension',
  setup(build) {
    build.onResolve({ filter: /^(@[^/]+\/)?[^./@][^/]*\/[^.]+$/ }, ({ path: specifier }) => {
      const name = specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/')
      let manifest
      try {
        manifest = require(`${name}/package.json`)
      } catch {
        return undefined
      }
      if (manifest.exports) return undefined
      const file = require.resolve(specifier, { paths: [root] })
      return {
        path: `${name}/${path.relative(path.dirname(require.resolve(`${name}/package.json`)), file)}`,
        external: true,
      }
    })
  },
}

/** `server-only` marks code for the server: this is a server process, so it is nothing here. */
const serverOnly = {
  name: 'server-only',
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'marker' }))
    build.onLoad({ filter: /.*/, namespace: 'marker' }, () => ({ contents: '', loader: 'js' }))
  },
}

/**
 * Each of our files keeps its own `import.meta.url` (the CMS configuration finds its migration folders from its
 * place), not the bundle's.
 */
const ownPlace = {
  name: 'own-place',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const text = await fs.promises.readFile(file, 'utf8')
      if (!text.includes('import.meta.url')) return undefined
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)),
        loader: file.endsWith('x') ? 'tsx' : 'ts',
      }
    })
  },
}

await build({
  entryPoints: [path.resolve(root, script)],
  outfile,
  ...NODE_BUNDLE,
  plugins: [subpathsWithExtension, serverOnly, ownPlace],
})
const condition = process.env.NODE_ENV === 'production' ? 'production' : 'development'
const child = spawn(process.execPath, [`--conditions=${condition}`, outfile, ...args], { stdio: 'inherit' })
// Ended by the deploy job or Ctrl-C: the run ends with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('error', (error) => {
  fs.rmSync(outfile, { force: true })
  console.error(error.message)
  process.exit(1)
})
child.on('exit', (code, signal) => {
  fs.rmSync(outfile, { force: true })
  process.exit(code ?? (signal ? 1 : 0))
})
