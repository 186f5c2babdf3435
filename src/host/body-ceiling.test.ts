import { type ChildProcess, spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { postChunked } from '../../tests/support/stream'

const MB = 1024 * 1024
const children: ChildProcess[] = []

/** The eager route of testing/eager-server.ts in its own process; answers its base address. */
async function start(hold: boolean): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'testing/eager-server.ts'), ...(hold ? ['--hold'] : [])],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  children.push(child)
  const port = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (data) => resolve(String(data).trim())),
  )
  return `http://127.0.0.1:${port}`
}

const bytesRead = (base: string) =>
  new Promise<number>((resolve, reject) =>
    http.get(`${base}/read`, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += String(chunk)))
      res.on('end', () => resolve(Number(body)))
      res.on('error', reject)
    }),
  )

afterAll(() => children.forEach((child) => child.kill()))

// A route that checks a form token before reading lets Next read the body meanwhile: 64 MB sent in the second it
// checks would all be in memory. Held at the ceiling (1 MB here, 16 MB in the host), the server stops reading and the
// client waits; the route's own answer still goes out.
describe('a body past the ceiling, while the route has not read it', () => {
  it(
    'is not read past the ceiling; the route still answers, long before the body is sent',
    { timeout: 30_000 },
    async () => {
      const base = await start(true)
      const answer = await postChunked(`${base}/apply`, { from: '127.0.0.1', totalBytes: 64 * MB })
      expect(answer.status).toBe(403)
      expect(answer.sentWhenAnswered).toBeLessThan(32 * MB)
      expect(await bytesRead(base)).toBeLessThanOrEqual(1 * MB)
    },
  )

  it('(the control: without it, the whole body is read into memory)', { timeout: 30_000 }, async () => {
    const base = await start(false)
    const answer = await postChunked(`${base}/apply`, { from: '127.0.0.1', totalBytes: 64 * MB })
    expect(answer.status).toBe(403)
    expect(await bytesRead(base)).toBeGreaterThan(32 * MB)
  })

  it('refuses a declared length over the ceiling before the route runs', { timeout: 30_000 }, async () => {
    const base = await start(true)
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${base}/apply`, {
        method: 'POST',
        headers: { 'content-length': String(64 * MB), 'content-type': 'application/json' },
      })
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0)
        res.resume()
        req.destroy()
      })
      req.on('error', reject)
      req.write(Buffer.alloc(64 * 1024, 'a'))
    })
    expect(status).toBe(413)
  })
})
