import { detectFileKind } from './detect'
import { FILE_KINDS, formatBytes, kindList, type TFileKind } from './kinds'

/** Spec 5: the message when no file is chosen. */
export const FILE_REQUIRED = 'File is required'

export type TUploadCheck =
  | { ok: true; kind: TFileKind; extension: string; mime: string; size: number }
  | {
      ok: false
      reason: 'missing' | 'empty' | 'too-large' | 'not-allowed' | 'content-mismatch'
      message: string
    }

export interface IUploadCandidate {
  /** The name the visitor's file had (only its extension is used). */
  filename: string | null | undefined
  bytes: Uint8Array | null | undefined
  allowed: readonly TFileKind[]
  maxBytes: number
}

const tooLarge = (maxBytes: number): TUploadCheck => ({
  ok: false,
  reason: 'too-large',
  message: `The file is larger than ${formatBytes(maxBytes)}. Please upload a smaller file.`,
})

/** The extension of a file name, lower case, or '' ('Resume.PDF' → 'pdf'). */
export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

/**
 * Whether an upload may be kept: present, not empty, within the size limit, named as an allowed kind, and its
 * content really of that kind (a renamed program or a PDF named .doc is refused). The size is checked on the
 * bytes received, so a larger file is refused, never cut short.
 */
export function checkUpload({ filename, bytes, allowed, maxBytes }: IUploadCandidate): TUploadCheck {
  if (!bytes || !filename) return { ok: false, reason: 'missing', message: FILE_REQUIRED }
  if (bytes.length === 0)
    return { ok: false, reason: 'empty', message: 'The file is empty. Please choose another.' }
  if (bytes.length > maxBytes) return tooLarge(maxBytes)
  const extension = extensionOf(filename)
  const named = allowed.find((kind) => (FILE_KINDS[kind].extensions as readonly string[]).includes(extension))
  if (!named)
    return { ok: false, reason: 'not-allowed', message: `Please upload a ${kindList(allowed)} file.` }
  if (detectFileKind(bytes) !== named)
    return {
      ok: false,
      reason: 'content-mismatch',
      message: `This file is not a real ${FILE_KINDS[named].label} file. Please upload a ${kindList(allowed)} file.`,
    }
  return { ok: true, kind: named, extension, mime: FILE_KINDS[named].mime, size: bytes.length }
}

/** A file the visitor chose, as the browser holds it (a File). */
export interface IChosenFile {
  name: string
  size: number
  arrayBuffer(): Promise<ArrayBuffer>
}

/**
 * checkUpload for a file chosen in the browser, before anything is sent: a file over the limit is refused by its
 * size without being read; a smaller one is checked by its content like an upload.
 */
export async function checkChosenFile(
  file: IChosenFile,
  allowed: readonly TFileKind[],
  maxBytes: number,
): Promise<TUploadCheck> {
  if (file.size > maxBytes) return tooLarge(maxBytes)
  const bytes = new Uint8Array(await file.arrayBuffer())
  return checkUpload({ filename: file.name, bytes, allowed, maxBytes })
}

/**
 * A file name safe to show staff (never used to store the file): no folders, no control or bidi characters,
 * at most 120 characters.
 */
export function displayFileName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  const clean = base.replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim()
  return (clean || 'file').slice(0, 120)
}
