import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { CollectionConfig, Config, Field, PayloadRequest } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  bucketColumnsOnDisk,
  bucketOf,
  fileURL,
  s3StorageOptions,
  UPLOAD_STORES,
  storedFiles,
  uploadFolder,
  uploadStoragePlugins,
  type TUploadSlug,
} from './storage'

const SLUGS = Object.keys(UPLOAD_STORES) as TUploadSlug[]
const PRIVATE: TUploadSlug[] = ['resumes', 'grievance-attachments', 'dgh-reports', 'proposal-documents']

const NO_BUCKET = {
  S3_BUCKET: undefined,
  S3_REGION: 'ap-south-1',
  S3_ENDPOINT: undefined,
  S3_FORCE_PATH_STYLE: false,
  S3_ACCESS_KEY_ID: undefined,
  S3_SECRET_ACCESS_KEY: undefined,
}
const MINIO = {
  ...NO_BUCKET,
  S3_BUCKET: 'site-uploads',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_FORCE_PATH_STYLE: true,
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
}

/** A configuration with the four upload collections and one other, as the plugins see it before Payload's own. */
const bareConfig = (): Config =>
  ({
    collections: [
      ...SLUGS.map((slug) => ({
        slug,
        fields: [{ name: 'kind', type: 'text' }],
        upload: { staticDir: 'x' },
      })),
      { slug: 'pages', fields: [{ name: 'title', type: 'text' }] },
    ],
  }) as unknown as Config

const withPlugins = async (bucket: ReturnType<typeof bucketOf>) => {
  let config = bareConfig()
  for (const plugin of uploadStoragePlugins(bucket)) config = await plugin(config)
  return config.collections!
}

const fieldNamed = (collection: CollectionConfig, name: string) =>
  collection.fields.find((field) => 'name' in field && field.name === name) as Field & Record<string, unknown>

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('uploads on the disk (S3_BUCKET unset)', () => {
  it('keep every upload collection in the folder it always had, from its setting or its default', () => {
    expect(bucketOf(NO_BUCKET)).toBeNull()
    vi.stubEnv('MEDIA_DIR', 'data/elsewhere/media')
    vi.stubEnv('RESUME_DIR', '')
    expect(uploadFolder('media')).toBe(path.resolve('data/elsewhere/media'))
    expect(uploadFolder('resumes')).toBe(path.resolve('data/resumes'))
    expect(uploadFolder('grievance-attachments')).toBe(
      path.resolve(process.env.GRIEVANCE_DIR || 'data/grievances'),
    )
    expect(uploadFolder('dgh-reports')).toBe(path.resolve(process.env.DGH_DIR || 'data/dgh'))
    for (const slug of SLUGS) expect(storedFiles(slug, null).kind).toBe('disk')
  })

  it('are where the settings say when first asked, so importing a collection reads no settings', async () => {
    vi.resetModules()
    const fresh = await import('./storage')
    const files = fresh.storedFiles('media')
    // Settings read after the collection was made still count (a test opens its own database first).
    vi.stubEnv('S3_BUCKET', 'site-uploads')
    expect(files.kind).toBe('bucket')
  })

  it('add only the bucket’s two columns, hidden from every API, and touch no other collection', async () => {
    const collections = await withPlugins(null)
    for (const slug of SLUGS) {
      const collection = collections.find((c) => c.slug === slug)!
      expect(collection.upload).toEqual({ staticDir: 'x' })
      expect(collection.fields.map((field) => ('name' in field ? field.name : ''))).toEqual([
        'kind',
        'prefix',
        '_objectKey',
      ])
      expect(fieldNamed(collection, 'prefix').hidden).toBe(true)
      expect(fieldNamed(collection, '_objectKey').hidden).toBe(true)
    }
    expect(collections.find((c) => c.slug === 'pages')).toEqual(bareConfig().collections![SLUGS.length])
  })

  it('have the same columns as the storage plugin adds with a bucket, so one schema and its migrations serve both', async () => {
    const onDisk = await withPlugins(null)
    const inBucket = await withPlugins(bucketOf(MINIO))
    const column = (field: Record<string, unknown>) => ({
      name: field.name,
      type: field.type,
      defaultValue: field.defaultValue,
      index: field.index,
      unique: field.unique,
      localized: field.localized,
    })
    for (const slug of SLUGS) {
      for (const name of ['prefix', '_objectKey']) {
        const disk = fieldNamed(
          onDisk.find((c) => c.slug === slug)!,
          name,
        )
        const bucket = fieldNamed(
          inBucket.find((c) => c.slug === slug)!,
          name,
        )
        expect(column(disk), `${slug}.${name}`).toEqual(column(bucket))
      }
    }
    expect(bucketColumnsOnDisk('media')[0]).toMatchObject({ defaultValue: 'media' })
  })
})

describe('uploads in a bucket (S3_BUCKET set)', () => {
  it('reach the bucket at its address with the given keys, or with the SDK’s default chain (an instance role)', () => {
    expect(bucketOf(MINIO)).toEqual({
      bucket: 'site-uploads',
      config: {
        region: 'ap-south-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
    })
    const aws = bucketOf({ ...NO_BUCKET, S3_BUCKET: 'sahyog-uploads', S3_REGION: 'ap-south-2' })!
    expect(aws.config).toEqual({ region: 'ap-south-2', forcePathStyle: false })
  })

  it('keep each collection under its own prefix of one bucket, and nothing in a folder of the disk', () => {
    const options = s3StorageOptions(bucketOf(MINIO)!)
    expect(options.bucket).toBe('site-uploads')
    expect(
      Object.fromEntries(
        Object.entries(options.collections).map(([slug, c]) => [slug, (c as { prefix: string }).prefix]),
      ),
    ).toEqual({
      media: 'media',
      resumes: 'resumes',
      'grievance-attachments': 'grievances',
      'dgh-reports': 'dgh',
      'proposal-documents': 'proposal-documents',
    })
    for (const slug of SLUGS) expect(storedFiles(slug, bucketOf(MINIO)).kind).toBe('bucket')
  })

  it('drop the folders the collections name for the disk, for one that never holds a file', async () => {
    for (const collection of (await withPlugins(bucketOf(MINIO))).filter((c) => c.slug !== 'pages')) {
      // Payload looks there for a file of the same name before naming an upload: an old upload of a laptop's
      // `media` folder renamed every seeded picture (`sahyog-logo-4.svg`).
      const folder = (collection.upload as { staticDir: string }).staticDir
      expect(folder).not.toBe('x')
      expect(folder.startsWith(os.tmpdir())).toBe(true)
      expect(fs.existsSync(folder)).toBe(false)
      expect(collection.upload).toMatchObject({ disableLocalStorage: true })
    }
  })

  it('never send a private file, or any other, from a bucket address, signed or public, nor take one from a browser', () => {
    const options = s3StorageOptions(bucketOf(MINIO)!)
    expect(options.signedDownloads).toBe(false)
    expect(options.clientUploads).toBe(false)
    expect(options.acl).toBeUndefined()
    for (const slug of SLUGS) {
      const collection = options.collections[slug] as Record<string, unknown>
      expect(collection.disablePayloadAccessControl).toBeUndefined()
      expect(collection.signedDownloads).toBeUndefined()
    }
  })

  it('give a file the address it has on the disk: the site’s file route, one spelling, no query', () => {
    const options = s3StorageOptions(bucketOf(MINIO)!)
    const generate = (slug: TUploadSlug, filename: string) =>
      (options.collections[slug] as { generateFileURL: (a: { filename: string }) => string }).generateFileURL(
        {
          filename,
        },
      )
    expect(generate('media', 'logo.svg')).toBe('/cms/api/media/file/logo.svg')
    expect(generate('media', 'hero-1280x720.webp')).toBe(fileURL('media', 'hero-1280x720.webp'))
    expect(generate('resumes', 'a b.pdf')).toBe('/cms/api/resumes/file/a%20b.pdf')
  })

  it('are answered by Payload’s access-checked file route: the bucket behind it, private files to staff only', async () => {
    vi.stubEnv('S3_BUCKET', 'site-uploads')
    vi.stubEnv('S3_ENDPOINT', 'http://127.0.0.1:9')
    vi.stubEnv('S3_FORCE_PATH_STYLE', 'true')
    const config = await (await import('@/payload.config')).default
    for (const slug of SLUGS) {
      const { upload, access } = config.collections.find((c) => c.slug === slug)!
      expect(upload.adapter, slug).toBe('s3')
      // Payload writes nothing to a folder: the plugin stores every file, the sizes sharp makes included. The folder
      // it still looks in for a same-named file is one that never holds any.
      expect(upload.disableLocalStorage, slug).toBe(true)
      expect(upload.staticDir, slug).toBe(path.join(os.tmpdir(), 'sahyog-uploads-in-bucket', slug))
      // Ours first (a missing file is a 404; the library's answer with its lifetime and ETag), then the plugin's.
      expect(upload.handlers!.map((handler) => handler.name).at(-1), slug).toBe('staticHandler')
      expect(upload.handlers, slug).toHaveLength(slug === 'media' ? 3 : 2)
      const stranger = { req: { user: null } as unknown as PayloadRequest }
      expect(await access.read(stranger), slug).toBe(!PRIVATE.includes(slug))
    }
  }, 120_000)
})

describe('the admin with a bucket', () => {
  it('finds the storage plugin’s upload component in its import map (without it the admin renders nothing)', () => {
    // `npx payload generate:importmap` with S3_BUCKET set writes it; the disk mode never asks for it.
    const importMap = fs.readFileSync(
      path.resolve(__dirname, '../../app/(payload)/admin/importMap.js'),
      'utf8',
    )
    expect(importMap).toContain('"@payloadcms/storage-s3/client#S3ClientUploadHandler"')
  })
})
