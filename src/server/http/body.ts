/**
 * Reads a request body of at most `maxBytes`, or null when it is longer: at once when Content-Length says so, else as
 * soon as the stream passes the limit (the rest is not read). A body over the limit is refused whole (the caller
 * answers 413), never cut short and read as if complete.
 */
export async function readBoundedBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) return null
  if (!request.body) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let received = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(received)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}

/** The body as UTF-8 text, or null when it is longer than `maxBytes` (see readBoundedBytes). */
export async function readBoundedText(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readBoundedBytes(request, maxBytes)
  return bytes === null ? null : new TextDecoder().decode(bytes)
}

export type TJsonRead = { ok: true; body: unknown } | { ok: false; reason: 'too-large' | 'not-json' }

/**
 * The body as JSON, read with the same bound as readBoundedBytes: 'too-large' (answer 413) as soon as it passes
 * `maxBytes`, 'not-json' when it does not parse. Each route answers those in its own shape. An empty body is
 * `{ ok: true, body: undefined }`, for routes whose body is optional.
 */
export async function readBoundedJson(request: Request, maxBytes: number): Promise<TJsonRead> {
  const text = await readBoundedText(request, maxBytes)
  if (text === null) return { ok: false, reason: 'too-large' }
  if (!text.trim()) return { ok: true, body: undefined }
  try {
    return { ok: true, body: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, reason: 'not-json' }
  }
}

/** A JSON object (not null, not an array): the shape every form body has. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
