import { randomUUID } from 'node:crypto'

import type { TFileKind } from '@/domain/uploads'
import { FILE_KINDS } from '@/domain/uploads'

import { readBoundedBytes } from '../http/body'

/** Room for the form's text fields and the multipart boundaries around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024

export type TMultipartRead =
  { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; message: string }

/**
 * Reads a multipart form post of at most `maxFileBytes` of file plus the text fields. A larger body is refused
 * with 413: at once when Content-Length says so, else as soon as the stream passes the limit (the rest is not
 * read), so a large upload is refused, never cut short or buffered whole.
 */
export async function readMultipart(
  request: Request,
  { maxFileBytes, tooLargeMessage }: { maxFileBytes: number; tooLargeMessage: string },
): Promise<TMultipartRead> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data;\s*boundary=/i.test(type))
    return { ok: false, status: 415, message: 'Please send the form as multipart/form-data.' }
  if (!request.body) return { ok: false, status: 400, message: 'The form is empty.' }
  const body = await readBoundedBytes(request, maxFileBytes + FORM_OVERHEAD_BYTES)
  if (body === null) return { ok: false, status: 413, message: tooLargeMessage }
  try {
    const form = await new Response(body, { headers: { 'content-type': type } }).formData()
    return { ok: true, form }
  } catch {
    return { ok: false, status: 400, message: 'The form could not be read. Please try again.' }
  }
}

/** The file in a form field with its bytes, or null when the field is missing, empty or not a file. */
export async function fileField(
  form: FormData,
  name: string,
): Promise<{ filename: string; bytes: Uint8Array; size: number } | null> {
  const value = form.get(name)
  if (!value || typeof value === 'string') return null
  const bytes = new Uint8Array(await value.arrayBuffer())
  return { filename: value.name, bytes, size: bytes.byteLength }
}

/** A text field, trimmed, or '' (a file in a text field counts as missing). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** The name a stored file gets: chosen by the server, never the visitor's ('4f…c2.pdf'). */
export const storedFileName = (kind: TFileKind) => `${randomUUID()}.${FILE_KINDS[kind].extensions[0]}`
