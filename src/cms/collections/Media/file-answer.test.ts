import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { PayloadRequest } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { diskFiles } from '@/server/uploads/stored-files'
import { etagOf, isUnchanged, MEDIA_CACHE_CONTROL, mediaFileAnswer, typeOfFile } from './file-answer'

const dir = mkdtempSync(path.join(tmpdir(), 'media-answer-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg"><title>Logo</title></svg>'
writeFileSync(path.join(dir, 'logo.svg'), LOGO)
writeFileSync(path.join(dir, 'photo.jpg'), Buffer.alloc(2048, 1))
writeFileSync(path.join(dir, 'photo-640x480.webp'), Buffer.alloc(512, 2))
// A known modification time: 2026-11-20 10:00:00 UTC.
const MODIFIED = Date.UTC(2026, 10, 20, 10, 0, 0)
utimesSync(path.join(dir, 'logo.svg'), MODIFIED / 1000, MODIFIED / 1000)

const request = (headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, headers: new Headers(headers), payload: { config: { cors: [] } } }) as unknown as PayloadRequest

// Anyone may read the library, so Payload looks up no document before the handler runs.
const answer = (filename: string, headers?: Record<string, string>, method?: string) =>
  mediaFileAnswer(diskFiles(dir))(request(headers, method), {
    doc: undefined as never,
    params: { collection: 'media', filename },
  }) as Promise<Response | undefined>

describe('the type of a stored file', () => {
  it('follows its extension, in any case, for the types the library takes; nothing for another', () => {
    expect(typeOfFile('photo.jpg')).toBe('image/jpeg')
    expect(typeOfFile('PHOTO.JPEG')).toBe('image/jpeg')
    expect(typeOfFile('photo-640x480.webp')).toBe('image/webp')
    expect(typeOfFile('logo.svg')).toBe('image/svg+xml')
    expect(typeOfFile('brochure-2026.pdf')).toBe('application/pdf')
    expect(typeOfFile('film.mp4')).toBe('video/mp4')
    expect(typeOfFile('notes.html')).toBeNull()
    expect(typeOfFile('no-extension')).toBeNull()
  })
})

describe('whether the client already holds the file', () => {
  const etag = etagOf(100, MODIFIED)
  it('compares If-None-Match weakly, in a list, and takes *', () => {
    expect(isUnchanged(new Headers({ 'if-none-match': etag }), etag, MODIFIED)).toBe(true)
    expect(isUnchanged(new Headers({ 'if-none-match': etag.slice(2) }), etag, MODIFIED)).toBe(true)
    expect(isUnchanged(new Headers({ 'if-none-match': `W/"other", ${etag}` }), etag, MODIFIED)).toBe(true)
    expect(isUnchanged(new Headers({ 'if-none-match': '*' }), etag, MODIFIED)).toBe(true)
    expect(isUnchanged(new Headers({ 'if-none-match': etagOf(101, MODIFIED) }), etag, MODIFIED)).toBe(false)
  })

  it('lets If-None-Match decide over If-Modified-Since when both are sent', () => {
    const headers = new Headers({
      'if-none-match': etagOf(101, MODIFIED),
      'if-modified-since': new Date(MODIFIED).toUTCString(),
    })
    expect(isUnchanged(headers, etag, MODIFIED)).toBe(false)
  })

  it('compares If-Modified-Since to the second, and ignores a date it cannot read', () => {
    const at = (ms: number) => new Headers({ 'if-modified-since': new Date(ms).toUTCString() })
    expect(isUnchanged(at(MODIFIED), etag, MODIFIED + 400)).toBe(true)
    expect(isUnchanged(at(MODIFIED - 1000), etag, MODIFIED)).toBe(false)
    expect(isUnchanged(new Headers({ 'if-modified-since': 'yesterday' }), etag, MODIFIED)).toBe(false)
    expect(isUnchanged(new Headers(), etag, MODIFIED)).toBe(false)
  })
})

describe('a media file’s answer', () => {
  it('carries its type, length, a lifetime for browsers and shared caches, and validators', async () => {
    const res = (await answer('logo.svg'))!
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(LOGO)))
    expect(res.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
    expect(MEDIA_CACHE_CONTROL).toMatch(/^public, max-age=600\b/)
    expect(res.headers.get('etag')).toBe(etagOf(Buffer.byteLength(LOGO), MODIFIED))
    expect(res.headers.get('last-modified')).toBe('Fri, 20 Nov 2026 10:00:00 GMT')
    // An SVG could carry script: it never runs, as with Payload's own answer.
    expect(res.headers.get('content-security-policy')).toBe(
      "script-src 'none'; frame-src 'none'; object-src 'none'",
    )
    expect(await res.text()).toBe(LOGO)
  })

  it('is 304 with no body to a client that holds the same version', async () => {
    const etag = (await answer('logo.svg'))!.headers.get('etag')!
    const again = (await answer('logo.svg', { 'if-none-match': etag }))!
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
    expect(await again.text()).toBe('')
    const since = (await answer('logo.svg', {
      'if-modified-since': 'Fri, 20 Nov 2026 10:00:00 GMT',
    }))!
    expect(since.status).toBe(304)
  })

  it('changes its validator when the file is written again', async () => {
    const before = (await answer('photo.jpg'))!.headers.get('etag')
    writeFileSync(path.join(dir, 'photo.jpg'), Buffer.alloc(2049, 1))
    const after = (await answer('photo.jpg', { 'if-none-match': before! }))!
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(before)
  })

  it('answers a picture’s size as WebP, with no script policy', async () => {
    const res = (await answer('photo-640x480.webp'))!
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('content-security-policy')).toBeNull()
    expect((await res.arrayBuffer()).byteLength).toBe(512)
  })

  it('leaves to Payload a byte range, another method, another type, a missing file, a path out of the folder', async () => {
    expect(await answer('photo.jpg', { range: 'bytes=0-99' })).toBeUndefined()
    expect(await answer('photo.jpg', {}, 'POST')).toBeUndefined()
    expect(await answer('notes.html')).toBeUndefined()
    expect(await answer('gone.jpg')).toBeUndefined()
    expect(await answer('../logo.svg')).toBeUndefined()
  })
})
