import 'server-only'

import { MEDIA_MAX_BYTES } from '@/domain/uploads'

import { payloadClient } from '../content/payload'
import { readBoundedBytes } from '../http/body'

/**
 * Bounds on what Payload's REST API reads. Payload reads a JSON body whole (`req.text()`) and answers a malformed
 * multipart body with a 500, so bodies are read here first: JSON up to JSON_MAX_BYTES; multipart (uploads) only from
 * a signed-in staff user, up to UPLOAD_MAX_BYTES (Payload's own `upload.limits.fileSize` is the same figure), from
 * anyone else up to ANONYMOUS_FORM_MAX_BYTES (the admin's sign-in forms), and only when it parses as a form. Anything
 * else answers 413 or 400 before Payload sees it.
 */
export const UPLOAD_MAX_BYTES = MEDIA_MAX_BYTES
export const JSON_MAX_BYTES = 2 * 1024 * 1024
/** Room for a form's fields and boundaries around its file. */
const FORM_OVERHEAD_BYTES = 256 * 1024
/**
 * A form from someone not signed in: the admin's login, forgot-password and reset forms post `multipart/form-data`
 * holding a few fields and no file, so it gets a form's worth of bytes and no more.
 */
export const ANONYMOUS_FORM_MAX_BYTES = 64 * 1024

const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

export async function boundedCmsRequest(request: Request): Promise<Request | Response> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method) || !request.body) return request
  const type = request.headers.get('content-type') ?? ''
  const multipart = /^multipart\//i.test(type)
  const staff = multipart && (await (await payloadClient()).auth({ headers: request.headers })).user
  const limit = !multipart
    ? JSON_MAX_BYTES
    : staff
      ? UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES
      : ANONYMOUS_FORM_MAX_BYTES
  const bytes = await readBoundedBytes(request, limit)
  if (bytes === null) return refuse(413, 'The request is too large.')
  if (multipart) {
    try {
      await new Response(bytes, { headers: { 'content-type': type } }).formData()
    } catch {
      return refuse(400, 'The form could not be read. Please try again.')
    }
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: bytes })
}
