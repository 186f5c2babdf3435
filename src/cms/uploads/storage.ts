import os from 'node:os'
import path from 'node:path'

import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Field, Plugin } from 'payload'

import {
  configuredBucket,
  fileURL,
  type IBucket,
  isUploadSlug,
  type TUploadSlug,
  UPLOAD_SLUGS,
  UPLOAD_STORES,
} from '@/server/uploads/storage'

/**
 * The upload collections' storage as Payload is told it: the S3 plugin with a bucket, the folders of the disk
 * without one. Where files are kept, and how the site's answers find them, is src/server/uploads/storage.ts
 * (decision 81).
 */
export {
  bucketOf,
  configuredBucket,
  fileURL,
  type IBucket,
  storedFiles,
  type TUploadSlug,
  UPLOAD_STORES,
  uploadFolder,
} from '@/server/uploads/storage'

/** The storage plugin's settings for a bucket: every upload collection under its prefix, every file through the site. */
export function s3StorageOptions(bucket: IBucket): Parameters<typeof s3Storage>[0] {
  return {
    bucket: bucket.bucket,
    config: bucket.config,
    collections: Object.fromEntries(
      UPLOAD_SLUGS.map((slug) => [
        slug,
        {
          prefix: UPLOAD_STORES[slug].prefix,
          // The address Payload gives a file on the disk, never the bucket's: the plugin would add `?prefix=`, which
          // the image optimiser refuses (one spelling per picture).
          generateFileURL: ({ filename }: { filename: string }) => fileURL(slug, filename),
          // disablePayloadAccessControl stays unset: a file is answered only through Payload's file route, after the
          // collection's read access (résumés to HR, grievance attachments to the desk…), never from a bucket address.
        },
      ]),
    ),
    // Never a signed link to the bucket: the file route sends the bytes itself.
    signedDownloads: false,
    // Uploads go through the server (the admin's as the visitor routes'), checked there; none from the browser
    // straight to the bucket, which therefore needs no CORS.
    clientUploads: false,
  }
}

/**
 * The columns the storage plugin adds to an upload collection (the object's folder: `prefix`, `_objectKey`), added
 * on the disk too, so both ways of storing have one schema and one set of migrations. Hidden from every API on the
 * disk, where they say nothing.
 */
export const bucketColumnsOnDisk = (slug: TUploadSlug): Field[] => [
  { name: 'prefix', type: 'text', hidden: true, defaultValue: UPLOAD_STORES[slug].prefix },
  { name: '_objectKey', type: 'text', hidden: true },
]

/** The four upload collections of a configuration changed, the others left as they are. */
const eachUpload =
  (change: (collection: CollectionConfig, slug: TUploadSlug) => CollectionConfig): Plugin =>
  (config) => ({
    ...config,
    collections: config.collections?.map((collection) =>
      isUploadSlug(collection.slug) ? change(collection, collection.slug) : collection,
    ),
  })

/** A folder no upload is ever written to or read from when the files are in a bucket. */
const noLocalFolder = (slug: string) => path.join(os.tmpdir(), 'sahyog-uploads-in-bucket', slug)

/**
 * Payload's plugins for the upload collections. With a bucket: the S3 storage, and no folder of the disk (the
 * collections name theirs, `staticDir`, for the disk only). On the disk: the bucket's columns alone.
 */
export function uploadStoragePlugins(bucket: IBucket | null = configuredBucket()): Plugin[] {
  if (bucket) {
    // Payload still looks in `staticDir` (by default a folder named after the collection, in the working folder)
    // for a file of the same name before it names an upload, and deletes one there with its document: a folder
    // that holds nothing, so neither a laptop's old uploads nor anything else there renames or loses a file.
    const withoutFolder = eachUpload((collection, slug) => {
      if (typeof collection.upload !== 'object') return collection
      return { ...collection, upload: { ...collection.upload, staticDir: noLocalFolder(slug) } }
    })
    return [withoutFolder, s3Storage(s3StorageOptions(bucket))]
  }
  return [
    eachUpload((collection, slug) => ({
      ...collection,
      fields: [...collection.fields, ...bucketColumnsOnDisk(slug)],
    })),
  ]
}
