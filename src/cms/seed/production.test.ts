/** What the seed and the first administrator leave on a production database: no made-up people, no default login. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openSqlitePayload } from '@/testing/sqlite-payload'

let payload: Payload
let close: () => Promise<void>

beforeAll(async () => {
  ;({ payload, close } = await openSqlitePayload())
}, 120_000)

afterAll(async () => close?.())

describe('a production start on an empty database', () => {
  it('seeds the site but no demo policyholder, mandate or unclaimed amount', async () => {
    const { seed } = await import('.')
    expect((await seed(payload, { people: false })).seeded).toBe(true)
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBeGreaterThan(10)
    // The plans with a quote get their premium rate tables, linked to their pages.
    expect((await payload.count({ collection: 'quote-tables' })).totalDocs).toBe(4)
    for (const collection of ['policies', 'nach-mandates', 'unclaimed-amounts'] as const) {
      expect((await payload.count({ collection, overrideAccess: true })).totalDocs).toBe(0)
    }
  }, 120_000)

  it('creates no administrator without ADMIN_EMAIL and ADMIN_PASSWORD, and writes no password anywhere', async () => {
    const { ensureAdmin } = await import('./admin')
    const credentialsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-')), 'admin-login.txt')
    for (const [email, password] of [
      [undefined, undefined],
      ['it@sahyoglife.in', undefined],
      [undefined, 'a-long-secret-password'],
    ] as const) {
      await expect(
        ensureAdmin(payload, { production: true, email, password, credentialsFile }),
      ).rejects.toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD are required/)
    }
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
    expect(fs.existsSync(credentialsFile)).toBe(false)
    const admin = await ensureAdmin(payload, {
      production: true,
      email: 'it@sahyoglife.in',
      password: 'a-long-secret-password',
      credentialsFile,
    })
    expect(admin).toEqual({ email: 'it@sahyoglife.in', password: '(from ADMIN_PASSWORD)' })
    expect(fs.existsSync(credentialsFile)).toBe(false)
  })

  it('a demo or test database does get the demo policies', async () => {
    const { seed } = await import('.')
    await seed(payload, { people: true })
    expect((await payload.count({ collection: 'policies', overrideAccess: true })).totalDocs).toBeGreaterThan(
      5,
    )
  }, 120_000)
})
