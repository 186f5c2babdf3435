/**
 * The embedded database's journal (decision 73): a write-ahead log synced on every commit, so that a lead the
 * visitor was thanked for survives a power cut, and a writer in another process is waited for.
 */
import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rows, sql } from '@/server/db/raw'
import { openSqlitePayload } from '@/testing/sqlite-payload'

let opened: Awaited<ReturnType<typeof openSqlitePayload>>

beforeAll(async () => {
  opened = await openSqlitePayload()
}, 60_000)
afterAll(async () => opened?.close())

const pragma = async (name: string) =>
  Object.values((await rows(opened.payload, sql.raw(`PRAGMA ${name}`)))[0] ?? {})[0]

describe('SQLite as the site opens it', () => {
  it('keeps a write-ahead log beside the database file', async () => {
    expect(await pragma('journal_mode')).toBe('wal')
    expect(fs.existsSync(`${process.env.SQLITE_PATH}-wal`)).toBe(true)
  })

  it('syncs every commit to disk before answering it (synchronous FULL, not NORMAL)', async () => {
    expect(await pragma('synchronous')).toBe(2)
  })

  it('waits up to 5 s for another process that is writing', async () => {
    expect(await pragma('busy_timeout')).toBe(5000)
  })
})
