import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { S3 } from '@aws-sdk/client-s3'
import {
  buildStoragePathData,
  getStorageFilePath,
  sanitizePrefix,
} from '@payloadcms/plugin-cloud-storage/utilities'
import type { CollectionConfig, PayloadRequest } from 'payload'

/** A stored file as an answer needs it: its length and modification time (its validator), and its bytes. */
export interface IStoredFile {
  size: number
  modifiedMs: number
  open(): Promise<ReadableStream<Uint8Array>>
}

/** What a document says of where its file is kept in a bucket (the storage plugin's fields). */
export interface IStoredDoc {
  prefix?: string | null
  _objectKey?: string | null
}

/**
 * Where one collection's files are kept, looked up by name: on the disk or in a bucket. `null` when there is no such
 * file; `undefined` for a name that is not this store's to look up (a path out of the folder), left to Payload. In
 * a bucket a file is found by its document (`doc`, as the site settings hold the logo) or, through a request, the
 * way Payload's storage plugin finds it (the document with that name, read with the request's access).
 */
export interface IStoredFiles {
  readonly kind: 'disk' | 'bucket'
  find(at: {
    filename: string
    req?: PayloadRequest
    doc?: IStoredDoc | null
  }): Promise<IStoredFile | null | undefined>
}

/** Files in a folder of the disk (MEDIA_DIR and the like). */
export function diskFiles(staticDir: string): IStoredFiles {
  const root = path.resolve(staticDir)
  return {
    kind: 'disk',
    async find({ filename }) {
      const file = path.resolve(root, filename)
      // A name outside the folder is Payload's to refuse (400).
      if (!file.startsWith(root + path.sep)) return undefined
      const stats = await stat(file).catch(() => null)
      if (!stats?.isFile()) return null
      return {
        size: stats.size,
        modifiedMs: stats.mtimeMs,
        open: async () => Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      }
    },
  }
}

export interface IBucketPlace {
  /** The collection, whose documents say where their files are. */
  slug: string
  bucket: string
  /** The collection's key prefix in the bucket (`media`, `resumes`…). */
  prefix: string
  client: () => S3
}

/** Whether an S3 error says the object is not there (HeadObject: NotFound; GetObject: NoSuchKey). */
export function isMissingObject(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404
}

/** One look-up per file and request: the missing-file and the media answer of one request ask alike. */
const asked = new WeakMap<object, Map<string, Promise<IStoredFile | null>>>()

/**
 * Files in a bucket of an S3-compatible store, under the collection's prefix, with the object's length and
 * modification time from a HEAD (so a 304 never reads the object) and its bytes from a GET when sent.
 */
export function bucketFiles(place: IBucketPlace): IStoredFiles {
  const look = async (at: { filename: string; req?: PayloadRequest; doc?: IStoredDoc | null }) => {
    const Key = await keyOf(place, at)
    const Bucket = place.bucket
    try {
      const head = await place.client().headObject({ Bucket, Key })
      return {
        size: head.ContentLength ?? 0,
        modifiedMs: head.LastModified?.getTime() ?? 0,
        open: async () => {
          const object = await place.client().getObject({ Bucket, Key })
          if (!object.Body) throw new Error(`no body for ${Key}`)
          return object.Body.transformToWebStream() as ReadableStream<Uint8Array>
        },
      }
    } catch (error) {
      if (isMissingObject(error)) return null
      throw error
    }
  }
  return {
    kind: 'bucket',
    find(at) {
      if (!at.req) return look(at)
      let byName = asked.get(at.req)
      if (!byName) asked.set(at.req, (byName = new Map()))
      let found = byName.get(at.filename)
      if (!found) byName.set(at.filename, (found = look(at)))
      return found
    },
  }
}

/**
 * The object's key, as the storage plugin writes and reads it: the document's folder (its `prefix`, and the
 * `_objectKey` of a browser upload) or, when none is recorded, the collection's prefix; then the name.
 */
async function keyOf(
  place: IBucketPlace,
  { filename, req, doc }: { filename: string; req?: PayloadRequest; doc?: IStoredDoc | null },
): Promise<string> {
  if (!doc && req) {
    const collection = req.payload.collections[place.slug as 'media']?.config as CollectionConfig | undefined
    if (collection) return getStorageFilePath({ collection, collectionPrefix: place.prefix, filename, req })
  }
  const folder = [doc?.prefix, doc?._objectKey]
    .map((part) => sanitizePrefix(part ?? ''))
    .filter(Boolean)
    .join('/')
  return buildStoragePathData({ collectionPrefix: place.prefix, docPrefix: folder, filename }).storageFilePath
}
