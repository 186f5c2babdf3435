import path from 'node:path'

import { headersWithCors, type PayloadRequest, type UploadConfig } from 'payload'

import { holdsEtag } from '@/domain/http/conditional'

import type { IStoredDoc, IStoredFiles } from '@/server/uploads/stored-files'

/**
 * How long a browser or a shared cache keeps a media file before asking again (decision 75). A replaced file gets
 * a new name (Payload never reuses the name of a file it still holds), so the pages, expired on the change, point
 * at it at once; only a file deleted and uploaded again under its old name waits out this lifetime.
 */
export const MEDIA_MAX_AGE_SECONDS = 600
/** How long a shared cache may still serve a media file while the site answers errors or not at all. */
const STALE_IF_ERROR_SECONDS = 86_400
export const MEDIA_CACHE_CONTROL = `public, max-age=${MEDIA_MAX_AGE_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`

/**
 * The library's file types by extension (the collection accepts only these; Payload names a picture after its
 * content's type, and the sizes it makes are WebP). Any other name is left to Payload, which reads the file's first
 * bytes to tell.
 */
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

/** The type of a stored file from its name, or null when the name says nothing this collection stores. */
export const typeOfFile = (filename: string): string | null =>
  TYPES[path.extname(filename).toLowerCase()] ?? null

/** An SVG could carry script: it is sent with Payload's own policy against that. */
const SVG_FILE_POLICY = "script-src 'none'; frame-src 'none'; object-src 'none'"

/** The validator of a file: its size and modification time, so a file written again gets a new one. */
export const etagOf = (size: number, modifiedMs: number) =>
  `W/"${size.toString(36)}-${Math.floor(modifiedMs).toString(36)}"`

/**
 * Whether the client already holds this version (RFC 9110, 13.1): If-None-Match, compared weakly, decides when
 * present; otherwise If-Modified-Since, to the second.
 */
export function isUnchanged(request: Headers, etag: string, modifiedMs: number): boolean {
  const noneMatch = request.get('if-none-match')
  if (noneMatch !== null) return holdsEtag(noneMatch, etag)
  const since = Date.parse(request.get('if-modified-since') ?? '')
  return Number.isFinite(since) && Math.floor(modifiedMs / 1000) * 1000 <= since
}

/**
 * Answers a media file with what lets browsers and shared caches keep it: a lifetime, a validator (ETag and
 * Last-Modified) and 304 Not Modified to a client that holds the same version. Payload's own answer carries none
 * of these, so every page view fetched the logo and the pictures again. The file is where the library keeps it, on
 * the disk or in a bucket (src/cms/uploads/storage.ts): its length and modification time make the validator either
 * way, and a 304 never reads the file. Payload has checked read access before this runs (anyone may read the
 * library, so it looks up no document), and a missing file has been answered 404 (src/cms/uploads/missing-file.ts).
 * Anything else is left to Payload's own answer (or the storage plugin's): a byte range (videos), a name of another
 * type.
 */
export function mediaFileAnswer(files: IStoredFiles): NonNullable<UploadConfig['handlers']>[number] {
  // Payload's type has no `Promise<Response | undefined>`; an undefined answer is its "not answered here".
  return (req, { doc, params }) =>
    answer(files, req, params.filename, doc as IStoredDoc | undefined) as Promise<Response>
}

async function answer(
  files: IStoredFiles,
  req: PayloadRequest,
  filename: string,
  doc: IStoredDoc | undefined,
): Promise<Response | undefined> {
  if (req.method !== 'GET' || req.headers.get('range')) return undefined
  const type = typeOfFile(filename)
  if (!type) return undefined
  const file = await files.find({ filename, req, doc })
  if (!file) return undefined

  const etag = etagOf(file.size, file.modifiedMs)
  const headers = new Headers({
    'Cache-Control': MEDIA_CACHE_CONTROL,
    ETag: etag,
    'Last-Modified': new Date(file.modifiedMs).toUTCString(),
    'Accept-Ranges': 'bytes',
  })
  if (isUnchanged(req.headers, etag, file.modifiedMs)) {
    return new Response(null, { status: 304, headers: headersWithCors({ headers, req }) })
  }
  headers.set('Content-Type', type)
  headers.set('Content-Length', String(file.size))
  if (type === 'image/svg+xml') headers.set('Content-Security-Policy', SVG_FILE_POLICY)
  return new Response(await file.open(), { status: 200, headers: headersWithCors({ headers, req }) })
}
