/** The largest callback body the provider sends (a handful of signed fields), with room to spare. */
export const CALLBACK_BODY_MAX_BYTES = 4096

export type TBodyRead = { ok: true; text: string } | { ok: false; status: 413 }

/**
 * Reads a request body of at most `maxBytes` as UTF-8 text. A longer body is refused whole (413), at once when
 * Content-Length says so, else as soon as the stream passes the limit: never cut short and read as if complete.
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<TBodyRead> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413 }
  if (!request.body) return { ok: true, text: '' }
  const chunks: Uint8Array[] = []
  let received = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return { ok: false, status: 413 }
    }
    chunks.push(value)
  }
  const decoder = new TextDecoder()
  return {
    ok: true,
    text: chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode(),
  }
}
