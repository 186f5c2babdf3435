import path from 'node:path'

import { S3, type S3ClientConfig } from '@aws-sdk/client-s3'

import { env, type TEnv } from '../env'

import { bucketFiles, diskFiles, type IStoredFiles } from './stored-files'

/**
 * Where uploads are kept: the one place that decides. With S3_BUCKET, every upload collection keeps its files in
 * that bucket of an S3-compatible store (AWS, MinIO, R2), each under its own key prefix, so every instance serves
 * every file; without it, in a folder of the disk (a laptop, or one mount shared by every instance). Either way a
 * file is answered by the site's own file route, `/cms/api/<collection>/file/<name>`, after Payload's read access:
 * never from a bucket address, signed or public (decision 81).
 */

/** The upload collections: the folder each keeps its files in on the disk (its setting and default), its prefix in a bucket. */
export const UPLOAD_STORES = {
  media: { folderSetting: 'MEDIA_DIR', folder: 'media', prefix: 'media' },
  resumes: { folderSetting: 'RESUME_DIR', folder: 'data/resumes', prefix: 'resumes' },
  'grievance-attachments': {
    folderSetting: 'GRIEVANCE_DIR',
    folder: 'data/grievances',
    prefix: 'grievances',
  },
  'dgh-reports': { folderSetting: 'DGH_DIR', folder: 'data/dgh', prefix: 'dgh' },
  'proposal-documents': {
    folderSetting: 'PROPOSAL_DOCUMENTS_DIR',
    folder: 'data/proposal-documents',
    prefix: 'proposal-documents',
  },
} as const

export type TUploadSlug = keyof typeof UPLOAD_STORES

export const UPLOAD_SLUGS = Object.keys(UPLOAD_STORES) as TUploadSlug[]

export const isUploadSlug = (slug: string): slug is TUploadSlug => slug in UPLOAD_STORES

/** Payload's REST route (payload.config.ts `routes.api`): a file's address is the same on the disk and in a bucket. */
export const API_ROUTE = '/cms/api'

/** A file's address on the site, as Payload writes it for a file on the disk. */
export const fileURL = (slug: string, filename: string) =>
  `${API_ROUTE}/${slug}/file/${encodeURIComponent(filename)}`

export interface IBucket {
  bucket: string
  config: S3ClientConfig
}

export type TStorageEnv = Pick<
  TEnv,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>

/** The bucket uploads go to, with its client's settings; null when S3_BUCKET is unset (the disk). */
export function bucketOf(settings: TStorageEnv): IBucket | null {
  if (!settings.S3_BUCKET) return null
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings
  return {
    bucket: settings.S3_BUCKET,
    config: {
      region: settings.S3_REGION,
      ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      // Without keys the SDK's default chain applies: the instance's role, or the AWS_* variables.
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    },
  }
}

/** The bucket of this process's settings, or null. */
export const configuredBucket = () => bucketOf(env())

/** A collection's folder on the disk, resolved from the working directory so MEDIA_DIR means the same to every script. */
export function uploadFolder(slug: TUploadSlug): string {
  const store = UPLOAD_STORES[slug]
  return path.resolve(/*turbopackIgnore: true*/ process.env[store.folderSetting] || store.folder)
}

const clients = new Map<string, S3>()

/** One client per bucket for the site's own answers, made when first used. */
const clientOf = (bucket: IBucket) => () => {
  let client = clients.get(bucket.bucket)
  if (!client) clients.set(bucket.bucket, (client = new S3(bucket.config)))
  return client
}

/** The files of a collection in a bucket, or in its folder of the disk. */
function filesIn(slug: TUploadSlug, bucket: IBucket | null): IStoredFiles {
  if (!bucket) return diskFiles(uploadFolder(slug))
  return bucketFiles({
    slug,
    bucket: bucket.bucket,
    prefix: UPLOAD_STORES[slug].prefix,
    client: clientOf(bucket),
  })
}

/**
 * How a collection's answers (and the PDFs' logo) find its files: in the given place, or, by default, on the disk or
 * in the bucket of this process's settings, decided when first asked, so importing a collection reads no settings.
 */
export function storedFiles(slug: TUploadSlug, bucket?: IBucket | null): IStoredFiles {
  if (bucket !== undefined) return filesIn(slug, bucket)
  let chosen: IStoredFiles | undefined
  const files = () => (chosen ??= filesIn(slug, configuredBucket()))
  return {
    get kind() {
      return files().kind
    },
    find: (at) => files().find(at),
  }
}
