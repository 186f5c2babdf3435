import fs from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { StaticAssets, headerRulesOf } from './static-assets'

let dir: string
let server: Server
let base: string
let assets: StaticAssets
const script = Buffer.from(`/* a chunk */\n${'export const value = "the same words again";\n'.repeat(400)}`)
const style = Buffer.from(`.card{color:#084887}\n`.repeat(200))
const font = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251))

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'))
  const root = path.join(dir, 'static')
  fs.mkdirSync(path.join(root, 'chunks', 'app', '(site)', '[[...slug]]'), { recursive: true })
  fs.mkdirSync(path.join(root, 'css'))
  fs.mkdirSync(path.join(root, 'media'))
  fs.writeFileSync(path.join(root, 'chunks', 'main-abc123.js'), script)
  fs.writeFileSync(path.join(root, 'chunks', 'app', '(site)', '[[...slug]]', 'page-def456.js'), script)
  fs.writeFileSync(path.join(root, 'chunks', 'tiny.js'), 'x=1')
  fs.writeFileSync(path.join(root, 'chunks', 'notes.md'), 'not a type answered here')
  fs.writeFileSync(path.join(root, 'css', 'site-0a1b.css'), style)
  fs.writeFileSync(path.join(root, 'media', 'font-9f.woff2'), font)
  fs.writeFileSync(path.join(dir, 'secret.js'), 'outside the static folder')
  const manifest = path.join(dir, 'routes-manifest.json')
  fs.writeFileSync(
    manifest,
    JSON.stringify({
      headers: [
        {
          source: '/:path*',
          regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
          headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
        },
        { source: '/admin/:path*', regex: '^/admin(?:/.*)?$', headers: [{ key: 'Critical-CH', value: 'x' }] },
      ],
    }),
  )
  assets = new StaticAssets(root, headerRulesOf(manifest))
  server = createServer((req, res) => {
    if (assets.answer(req, res)) return
    res.writeHead(299, { 'content-type': 'text/plain' }) // stands for Next
    res.end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

const get = async (address: string, headers: Record<string, string> = {}, method = 'GET') => {
  const res = await fetch(base + address, { method, headers: { 'accept-encoding': 'identity', ...headers } })
  return { res, body: Buffer.from(await res.arrayBuffer()) }
}
/** Raw bytes and headers as sent, not decoded by fetch. */
const raw = (address: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(base)
    request({ hostname, port, path: address, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })

describe('StaticAssets: the build’s files, compressed once and answered before Next', () => {
  it('leaves the first request for a file to Next, and answers the next ones itself', async () => {
    const first = await get('/_next/static/chunks/main-abc123.js')
    expect(first.res.status).toBe(299)
    expect(await assets.ready('/_next/static/chunks/main-abc123.js')).toBe(true)
    const second = await get('/_next/static/chunks/main-abc123.js')
    expect(second.res.status).toBe(200)
    expect(second.body.equals(script)).toBe(true)
  })

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, the file itself otherwise', async () => {
    const address = '/_next/static/chunks/main-abc123.js'
    await assets.ready(address)
    const br = await raw(address, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true)
    expect(br.body.byteLength).toBeLessThan(script.byteLength / 10)
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength)

    const gz = await raw(address, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).equals(script)).toBe(true)

    const plain = await raw(address, { 'accept-encoding': 'br;q=0, gzip;q=0' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(script)).toBe(true)
  })

  it('says what the file is, that it never changes, that the answer varies by encoding, and what next.config adds', async () => {
    await assets.ready('/_next/static/css/site-0a1b.css')
    const { res } = await get('/_next/static/css/site-0a1b.css')
    expect(res.headers.get('content-type')).toBe('text/css; charset=UTF-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('critical-ch')).toBeNull() // the admin's rule is not this address's
  })

  it('answers 304 to a browser that has the file already, and a HEAD without a body', async () => {
    const address = '/_next/static/css/site-0a1b.css'
    await assets.ready(address)
    const etag = (await get(address)).res.headers.get('etag')!
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await get(address, { 'if-none-match': `"other", ${etag}` })
    expect(again.res.status).toBe(304)
    expect(again.body.byteLength).toBe(0)
    const head = await get(address, {}, 'HEAD')
    expect(head.res.status).toBe(200)
    expect(Number(head.res.headers.get('content-length'))).toBe(style.byteLength)
    expect(head.body.byteLength).toBe(0)
  })

  it('serves a route chunk whose folder name is sent escaped ([[...slug]])', async () => {
    const address = '/_next/static/chunks/app/(site)/%5B%5B...slug%5D%5D/page-def456.js'
    expect(await assets.ready(address)).toBe(true)
    const { res, body } = await get(address)
    expect(res.status).toBe(200)
    expect(body.equals(script)).toBe(true)
  })

  it('sends a font and a tiny script as they are: compressing them would not pay', async () => {
    for (const [address, bytes] of [
      ['/_next/static/media/font-9f.woff2', font],
      ['/_next/static/chunks/tiny.js', Buffer.from('x=1')],
    ] as const) {
      await assets.ready(address)
      const sent = await raw(address, { 'accept-encoding': 'br, gzip' })
      expect(sent.status).toBe(200)
      expect(sent.headers['content-encoding']).toBeUndefined()
      expect(sent.body.equals(bytes)).toBe(true)
    }
  })

  it.each([
    ['a missing file', '/_next/static/chunks/missing-000.js'],
    ['a file of a type it does not know', '/_next/static/chunks/notes.md'],
    ['a dot segment', '/_next/static/chunks/../../secret.js'],
    ['an escaped dot segment', '/_next/static/chunks/%2e%2e/%2e%2e/secret.js'],
    ['an escaped slash', '/_next/static/chunks%2f..%2f..%2fsecret.js'],
    ['a malformed escape', '/_next/static/chunks/%E0%A4%A.js'],
    ['an empty segment', '/_next/static//chunks/main-abc123.js'],
    ['an address outside /_next/static', '/secret.js'],
  ])('leaves %s to Next', async (_, address) => {
    await assets.ready(address)
    // Sent exactly as written: a URL parser would resolve the dot segments before they reach the server.
    const status = await new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(base)
      request({ hostname, port, path: address }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
        .on('error', reject)
        .end()
    })
    expect(status).toBe(299)
  })

  it('remembers nothing of a missing file: once the file is there, it is served', async () => {
    const address = '/_next/static/chunks/later-5e6f.js'
    expect(await assets.ready(address)).toBe(false)
    expect((await get(address)).res.status).toBe(299)
    fs.writeFileSync(path.join(dir, 'static', 'chunks', 'later-5e6f.js'), script)
    expect(await assets.ready(address)).toBe(true)
    const { res, body } = await get(address)
    expect(res.status).toBe(200)
    expect(body.equals(script)).toBe(true)
  })

  it('leaves every POST to Next', async () => {
    const { res } = await get('/_next/static/chunks/main-abc123.js', {}, 'POST')
    expect(res.status).toBe(299)
  })

  it('answers nothing itself when next.config’s header rules have conditions it cannot judge', () => {
    const manifest = path.join(dir, 'conditional.json')
    fs.writeFileSync(
      manifest,
      JSON.stringify({
        headers: [{ source: '/:path*', regex: '^/.*$', headers: [], has: [{ type: 'host' }] }],
      }),
    )
    expect(headerRulesOf(manifest)).toBeNull()
    expect(headerRulesOf(path.join(dir, 'no-such-manifest.json'))).toBeNull()
  })
})
