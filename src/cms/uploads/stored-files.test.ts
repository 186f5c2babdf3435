import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { S3 } from '@aws-sdk/client-s3'
import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startS3 } from '../../../scripts/lib/s3.mjs'
import { etagOf, MEDIA_CACHE_CONTROL, mediaFileAnswer } from '../collections/Media/file-answer'
import { missingFileAnswer } from './missing-file'
import { bucketFiles, diskFiles, isMissingObject, type IStoredFiles } from '@/server/uploads/stored-files'

let s3: Awaited<ReturnType<typeof startS3>>
let client: S3
let media: IStoredFiles
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg"><title>Logo</title></svg>'

beforeAll(async () => {
  s3 = await startS3()
  client = new S3({
    region: s3.env.S3_REGION,
    endpoint: s3.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  })
  const put = (Key: string, Body: string | Buffer, ContentType: string) =>
    client.putObject({ Bucket: s3.env.S3_BUCKET, Key, Body, ContentType })
  await put('media/logo.svg', LOGO, 'image/svg+xml')
  await put('media/photo-640x480.webp', Buffer.alloc(512, 2), 'image/webp')
  await put('media/campaign/banner.png', Buffer.alloc(64, 3), 'image/png')
  media = bucketFiles({ slug: 'media', bucket: s3.env.S3_BUCKET, prefix: 'media', client: () => client })
})

afterAll(async () => {
  client?.destroy()
  await s3?.stop()
})

/**
 * A request as Payload hands it to the file handlers: anyone may read the library, so Payload looked up no document,
 * and the storage plugin finds the file's folder with the document of that name (here: none recorded, or one).
 */
function request(headers: Record<string, string> = {}, docs: Record<string, unknown>[] = []) {
  const find = vi.fn(async () => ({ docs }))
  const req = {
    method: 'GET',
    headers: new Headers(headers),
    payload: {
      config: { cors: [] },
      find,
      collections: { media: { config: { slug: 'media', fields: [] } } },
    },
  } as unknown as PayloadRequest
  return { req, find }
}

const handle = (
  handler: ReturnType<typeof mediaFileAnswer>,
  req: PayloadRequest,
  filename: string,
): Promise<Response | undefined> =>
  handler(req, { doc: undefined as never, params: { collection: 'media', filename } }) as Promise<
    Response | undefined
  >

describe('files in a bucket', () => {
  it('are found under the collection’s prefix, with their length, time and bytes', async () => {
    const file = await media.find({ filename: 'logo.svg', doc: { prefix: 'media' } })
    expect(file!.size).toBe(Buffer.byteLength(LOGO))
    expect(Math.abs(file!.modifiedMs - Date.now())).toBeLessThan(60_000)
    expect(await new Response(await file!.open()).text()).toBe(LOGO)
  })

  it('are found in the folder their document records, as the storage plugin stores them', async () => {
    const file = await media.find({ filename: 'banner.png', doc: { prefix: 'media/campaign' } })
    expect(file!.size).toBe(64)
    const { req } = request({}, [{ prefix: 'media/campaign' }])
    expect((await media.find({ filename: 'banner.png', req }))!.size).toBe(64)
  })

  it('are not there when the bucket has no such object (null), whether or not a document names it', async () => {
    expect(await media.find({ filename: 'gone.png', doc: { prefix: 'media' } })).toBeNull()
    expect(await media.find({ filename: 'gone.png', req: request().req })).toBeNull()
    // A document records no folder: the collection's prefix.
    expect(await media.find({ filename: 'logo.svg', req: request().req })).not.toBeNull()
  })

  it('are looked up once per request, however many answers ask', async () => {
    const { req, find } = request()
    const [a, b] = await Promise.all([
      media.find({ filename: 'logo.svg', req }),
      media.find({ filename: 'logo.svg', req }),
    ])
    expect(a).toBe(b)
    expect(find).toHaveBeenCalledTimes(1)
  })

  it('tell a missing object from other errors', () => {
    expect(isMissingObject({ name: 'NotFound', $metadata: { httpStatusCode: 404 } })).toBe(true)
    expect(isMissingObject({ name: 'NoSuchKey' })).toBe(true)
    expect(isMissingObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } })).toBe(false)
    expect(isMissingObject(new Error('socket hang up'))).toBe(false)
  })
})

describe('a media file’s answer from a bucket', () => {
  it('carries its type, length, lifetime and validator, and is 304 to a client that holds it', async () => {
    const answer = mediaFileAnswer(media)
    const res = (await handle(answer, request().req, 'logo.svg'))!
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(LOGO)))
    expect(res.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
    expect(res.headers.get('content-security-policy')).toContain("script-src 'none'")
    const etag = res.headers.get('etag')!
    const modified = Date.parse(res.headers.get('last-modified')!)
    expect(etag).toBe(etagOf(Buffer.byteLength(LOGO), modified))
    expect(await res.text()).toBe(LOGO)

    const again = (await handle(answer, request({ 'if-none-match': etag }).req, 'logo.svg'))!
    expect(again.status).toBe(304)
    expect(again.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
    expect(await again.text()).toBe('')
  })

  it('leaves a byte range to the storage plugin’s own answer', async () => {
    expect(
      await handle(mediaFileAnswer(media), request({ range: 'bytes=0-9' }).req, 'logo.svg'),
    ).toBeUndefined()
  })

  it('is a 404 no cache keeps for an object not in the bucket, and nothing for one that is', async () => {
    const missing = missingFileAnswer(media)
    const res = (await handle(missing, request().req, 'gone.png'))!
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ errors: [{ message: 'Not Found' }] })
    expect(await handle(missing, request().req, 'photo-640x480.webp')).toBeUndefined()
  })
})

describe('files on the disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stored-files-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(path.join(dir, 'brochure.pdf'), Buffer.alloc(100, 1))

  it('are found in their folder; a missing one is null, a name out of the folder is left to Payload', async () => {
    const files = diskFiles(dir)
    expect((await files.find({ filename: 'brochure.pdf' }))!.size).toBe(100)
    expect(await files.find({ filename: 'gone.pdf' })).toBeNull()
    expect(await files.find({ filename: '../brochure.pdf' })).toBeUndefined()
    const res = (await handle(missingFileAnswer(files), request().req, 'gone.pdf'))!
    expect(res.status).toBe(404)
  })
})
