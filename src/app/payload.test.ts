import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The server's Payload client has the CMS configuration only once something in the process has loaded it
 * (src/server/content/payload-config.ts). Next loads each route handler, metadata route and root layout on its own,
 * at build as well as when serving, so each must load it: a route that did not would answer 500 on a fresh
 * instance whose first request it was.
 */
const APP = path.resolve(__dirname)

function entries(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entries(full)
    return /^(route\.tsx?|layout\.tsx|sitemap\.ts|robots\.ts|manifest\.ts)$/.test(entry.name) ? [full] : []
  })
}

describe('every entry Next loads on its own loads the CMS configuration', () => {
  const files = entries(APP)

  it('finds the route handlers, metadata routes and root layouts', () => {
    expect(files.length).toBeGreaterThan(60)
  })

  it.each(files.map((file) => [path.relative(APP, file), file]))('%s', (_name, file) => {
    const source = fs.readFileSync(file, 'utf8')
    expect(source).toMatch(/^import '@\/app\/payload'$|from '@payload-config'$/m)
  })
})
