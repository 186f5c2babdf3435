import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { migrations as postgres } from './postgres'
import { migrations as sqlite } from './sqlite'

/**
 * The migration run applies the migrations each folder's index lists (scripts/prepare.ts), not the files it finds:
 * a migration file the index left out would never run.
 */
describe.each([
  ['postgres', postgres],
  ['sqlite', sqlite],
])('the %s migrations index', (folder, listed) => {
  const files = readdirSync(path.join(__dirname, folder))
    .filter((file) => /^\d.*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()

  it('lists every migration file once, in the order of their names', () => {
    const names = listed.map((migration) => migration.name)
    expect(names).toEqual(files)
    expect(files.length).toBeGreaterThan(0)
  })

  it("gives each its file's own up and down", async () => {
    for (const migration of listed) {
      const file = (await import(`./${folder}/${migration.name}.ts`)) as Record<string, unknown>
      expect(migration.up, migration.name).toBe(file.up)
      expect(migration.down, migration.name).toBe(file.down)
    }
  })
})
