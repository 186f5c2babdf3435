/**
 * Uploads with many instances behind a load balancer: with S3_BUCKET every upload collection keeps its files in one
 * bucket, so a file uploaded through one instance is served by every other; without it they stay in the folders of
 * the disk, as on a laptop. Either way a file is answered by the site's file route: the library's with a lifetime and
 * an ETag, a private file (a grievance attachment here) only to staff, a missing one with a 404.
 *
 * scripts/test.mjs runs the PostgreSQL leg's two instances (TEST_BASE_URL, TEST_BASE_URL_2) on one S3-compatible
 * store (scripts/lib/s3.mjs), with its settings in this environment as in the servers'; the SQLite leg on the disk.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import { DeleteObjectCommand, ListObjectsV2Command, S3 } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sampleFile } from '@/server/uploads/testing/samples'

import { adminToken, BASE_URL } from './support/http'
import { freshPhone } from './support/otp'
import { formHeaders, postForm, verifiedProof } from './support/service-forms'
import { staffAuthorization } from './support/staff'

const SECOND = process.env.TEST_BASE_URL_2
const BUCKET = process.env.S3_BUCKET
/** Both instances keep their uploads in the bucket the servers were given (the PostgreSQL leg). */
const SHARED_BUCKET = Boolean(BUCKET && SECOND)
const INSTANCES = [BASE_URL, ...(SECOND ? [SECOND] : [])]

/** The folders a server would write uploads to on the disk: the settings, and Payload's fallback (the slug). */
const UPLOAD_FOLDERS = [
  process.env.MEDIA_DIR || 'media',
  process.env.RESUME_DIR || 'data/resumes',
  process.env.GRIEVANCE_DIR || 'data/grievances',
  process.env.DGH_DIR || 'data/dgh',
  process.env.PROPOSAL_DOCUMENTS_DIR || 'data/proposal-documents',
  'media',
  'resumes',
  'grievance-attachments',
  'dgh-reports',
  'proposal-documents',
].map((folder) => path.resolve(folder))

const at = (base: string, address: string, init: RequestInit = {}) =>
  fetch(new URL(address, base), { redirect: 'manual', ...init })

interface IMediaDoc {
  id: number
  filename: string
  url: string
  sizes: Record<string, { filename: string | null; url: string | null; mimeType: string | null }>
}

let admin: string
let desk: string
let picture: { doc: IMediaDoc; bytes: Uint8Array }
let attachment: { url: string; filename: string; bytes: Uint8Array }

/** A picture of its own (400 × 300, so Payload makes its 320-wide size), uploaded by staff through the first instance. */
async function uploadPicture(): Promise<{ doc: IMediaDoc; bytes: Uint8Array }> {
  const bytes = new Uint8Array(
    await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .png()
      .toBuffer(),
  )
  const form = new FormData()
  form.set(
    'file',
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
    `storage-${Date.now()}.png`,
  )
  form.set('_payload', JSON.stringify({ alt: 'A blue rectangle' }))
  const res = await at(BASE_URL, '/cms/api/media', {
    method: 'POST',
    headers: { Authorization: admin },
    body: form,
  })
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`)
  return { doc: ((await res.json()) as { doc: IMediaDoc }).doc, bytes }
}

/** A grievance with a PDF attached, registered by a visitor through the first instance; its attachment as staff see it. */
async function grievanceAttachment() {
  const phone = freshPhone()
  const bytes = await sampleFile('pdf')
  const form = new FormData()
  const fields = {
    category: 'premium_payment',
    description: 'The premium I paid on 2 November does not show against my policy yet.',
    mobile_number: phone,
    auth_token: await verifiedProof(phone, 'REGISTER_GRIEVANCE_PAGE'),
  }
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.set('attachment', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'receipt.pdf')
  const answer = await postForm('/api/v1/register-grievance', form, {
    headers: await formHeaders('grievance'),
  })
  if (answer.status !== 200) throw new Error(`register-grievance answered ${answer.status}`)
  const reference = (answer.body.data as { reference: string }).reference
  const found = await at(BASE_URL, `/cms/api/grievances?where[reference][equals]=${reference}&depth=1`, {
    headers: { Authorization: admin },
  })
  const grievance = ((await found.json()) as { docs: { attachment: { url: string; filename: string } }[] })
    .docs[0]!
  return { ...grievance.attachment, bytes }
}

beforeAll(async () => {
  admin = `JWT ${await adminToken()}`
  desk = await staffAuthorization('grievance_desk', admin)
  picture = await uploadPicture()
  attachment = await grievanceAttachment()
}, 120_000)

afterAll(async () => {
  if (picture) {
    await at(BASE_URL, `/cms/api/media/${picture.doc.id}`, {
      method: 'DELETE',
      headers: { Authorization: admin },
    })
  }
})

describe('an uploaded picture', () => {
  it('is addressed through the site’s file route, at one spelling, with its sizes beside it', () => {
    expect(picture.doc.url).toBe(`/cms/api/media/file/${encodeURIComponent(picture.doc.filename)}`)
    const thumbnail = picture.doc.sizes.thumbnail!
    expect(thumbnail.mimeType).toBe('image/webp')
    expect(thumbnail.url).toBe(`/cms/api/media/file/${encodeURIComponent(thumbnail.filename!)}`)
  })

  it('is served by every instance: the same bytes, kept ten minutes, and a 304 for the ETag of any of them', async () => {
    const etags: string[] = []
    for (const base of INSTANCES) {
      const res = await at(base, picture.doc.url)
      expect(res.status, base).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=600\b/)
      expect(res.headers.get('etag')).toMatch(/^W\/".+"$/)
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(picture.bytes)
      etags.push(res.headers.get('etag')!)
    }
    for (const base of INSTANCES) {
      const again = await at(base, picture.doc.url, { headers: { 'if-none-match': etags[0]! } })
      expect(again.status, base).toBe(304)
      expect(await again.text()).toBe('')
    }
  })

  it('has its smaller size, made on upload, served by every instance and the image optimiser', async () => {
    for (const base of INSTANCES) {
      const size = await at(base, picture.doc.sizes.thumbnail!.url!)
      expect(size.status, base).toBe(200)
      expect(size.headers.get('content-type')).toBe('image/webp')
      expect((await sharp(Buffer.from(await size.arrayBuffer())).metadata()).width).toBe(320)
      const optimised = await at(base, `/_next/image?url=${encodeURIComponent(picture.doc.url)}&w=640&q=75`)
      expect(optimised.status, base).toBe(200)
    }
  })

  it('is a 404 kept by no cache when the library has no such file', async () => {
    for (const base of INSTANCES) {
      const res = await at(base, `/cms/api/media/file/no-such-picture-${Date.now()}.png`)
      expect(res.status, base).toBe(404)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })
})

describe('a private upload (a grievance attachment)', () => {
  it('is refused to a visitor and to staff outside the desk, on every instance', async () => {
    const editor = await staffAuthorization('editor', admin)
    for (const base of INSTANCES) {
      expect([401, 403, 404], base).toContain((await at(base, attachment.url)).status)
      const other = await at(base, attachment.url, { headers: { Authorization: editor } })
      expect([401, 403, 404], base).toContain(other.status)
    }
  })

  it('is sent whole to the grievance desk by every instance, as a download nothing caches', async () => {
    for (const base of INSTANCES) {
      const res = await at(base, attachment.url, { headers: { Authorization: desk } })
      expect(res.status, base).toBe(200)
      expect(res.headers.get('content-disposition')).toBe('attachment')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(attachment.bytes)
    }
  })
})

describe.skipIf(Boolean(BUCKET) || !process.env.MEDIA_DIR)('uploads on the disk', () => {
  it('keeps the picture and its sizes in MEDIA_DIR, as before', () => {
    const folder = path.resolve(process.env.MEDIA_DIR!)
    expect(existsSync(path.join(folder, picture.doc.filename))).toBe(true)
    expect(existsSync(path.join(folder, picture.doc.sizes.thumbnail!.filename!))).toBe(true)
  })
})

describe.skipIf(!SHARED_BUCKET)('uploads in a shared bucket', () => {
  let s3: S3
  beforeAll(() => {
    s3 = new S3({
      region: process.env.S3_REGION,
      endpoint: process.env.S3_ENDPOINT,
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
      credentials: {
        accessKeyId: process.env.S3_ACCESS_KEY_ID!,
        secretAccessKey: process.env.S3_SECRET_ACCESS_KEY!,
      },
    })
  })
  afterAll(() => s3?.destroy())

  const keys = async (prefix: string) =>
    (await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents?.map(
      (object) => object.Key,
    ) ?? []

  it('keeps each file in the bucket under its collection’s prefix, and none in a folder of either instance', async () => {
    const thumbnail = picture.doc.sizes.thumbnail!.filename!
    expect(await keys('media/')).toEqual(
      expect.arrayContaining([`media/${picture.doc.filename}`, `media/${thumbnail}`]),
    )
    expect(await keys('grievances/')).toContain(`grievances/${attachment.filename}`)
    for (const folder of UPLOAD_FOLDERS) {
      for (const name of [picture.doc.filename, thumbnail, attachment.filename]) {
        expect(existsSync(path.join(folder, name)), path.join(folder, name)).toBe(false)
      }
    }
  })

  it('holds the library the site was seeded with, which every instance serves', async () => {
    const seeded = ['media/sahyog-logo.svg', 'media/sahyog-smart-term-brochure-2026.pdf']
    expect(await keys('media/sahyog-')).toEqual(expect.arrayContaining(seeded))
    for (const base of INSTANCES) {
      expect((await at(base, '/cms/api/media/file/illustration-hero-home.svg')).status, base).toBe(200)
    }
  })

  it('answers 404, not 500, on every instance when a file is gone from the bucket', async () => {
    const { doc } = await uploadPicture()
    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `media/${doc.filename}` }))
    for (const base of INSTANCES) {
      const res = await at(base, doc.url)
      expect(res.status, base).toBe(404)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
    // Deleting the document removes what is left of it (its sizes) from the bucket.
    const deleted = await at(BASE_URL, `/cms/api/media/${doc.id}`, {
      method: 'DELETE',
      headers: { Authorization: admin },
    })
    expect(deleted.status).toBe(200)
    expect(await keys(`media/${doc.filename.replace(/\.png$/, '')}`)).toEqual([])
  })
})
