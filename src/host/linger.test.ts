import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { postChunked } from '../../tests/support/stream'

const MB = 1024 * 1024
const children: ChildProcess[] = []

/** The refusing route of testing/refusing-server.ts in its own process; answers its address. */
async function start(linger: boolean): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'testing/refusing-server.ts'), ...(linger ? ['--linger'] : [])],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  children.push(child)
  const port = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (data) => resolve(String(data).trim())),
  )
  return `http://127.0.0.1:${port}/upload`
}

/** How many of `tries` chunked 16 MB posts get their 413 (the rest lose it to a reset connection). */
async function answered(url: string, tries: number) {
  let count = 0
  for (let i = 0; i < tries; i++) {
    const answer = await postChunked(url, { from: '127.0.0.1', totalBytes: 16 * MB }).catch(() => null)
    if (answer?.status === 413 && answer.raw.includes('The request is too large.')) count++
  }
  return count
}

afterAll(() => children.forEach((child) => child.kill()))

describe('a body refused as it streams in', () => {
  it('reaches the client as a 413 every time through the lingering close', { timeout: 60_000 }, async () => {
    expect(await answered(await start(true), 100)).toBe(100)
  })

  it(
    '(the control: without it, Node resets the connection under some of them)',
    { timeout: 60_000 },
    async () => {
      expect(await answered(await start(false), 100)).toBeLessThan(100)
    },
  )
})
