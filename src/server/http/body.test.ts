import { describe, expect, it } from 'vitest'

import { readBoundedText } from './body'

const CALLBACK_BODY_MAX_BYTES = 4096

const streamed = (parts: (string | Uint8Array)[]) =>
  new Request('http://localhost/cb', {
    method: 'POST',
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts)
          controller.enqueue(typeof part === 'string' ? new TextEncoder().encode(part) : part)
        controller.close()
      },
    }),
    duplex: 'half',
  } as RequestInit)

describe('readBoundedText', () => {
  it('reads a body up to the limit whole, multi-byte characters across chunks included', async () => {
    const body = `ref=NACH1&status=success&note=${'₹'.repeat(10)}`
    const bytes = new TextEncoder().encode(body)
    const request = streamed([bytes.slice(0, 31), bytes.slice(31)]) // split inside the first '₹'
    expect(await readBoundedText(request, CALLBACK_BODY_MAX_BYTES)).toBe(body)
    const exact = 'a'.repeat(CALLBACK_BODY_MAX_BYTES)
    expect(
      await readBoundedText(
        new Request('http://localhost/cb', { method: 'POST', body: exact }),
        CALLBACK_BODY_MAX_BYTES,
      ),
    ).toBe(exact)
  })

  it('refuses a body one byte over the limit with 413 instead of cutting it short', async () => {
    const over = 'a'.repeat(CALLBACK_BODY_MAX_BYTES + 1)
    expect(
      await readBoundedText(
        new Request('http://localhost/cb', { method: 'POST', body: over }),
        CALLBACK_BODY_MAX_BYTES,
      ),
    ).toBeNull()
  })

  it('refuses when the stream passes the limit even without Content-Length', async () => {
    const request = streamed(['x'.repeat(3000), 'y'.repeat(3000)])
    expect(request.headers.get('content-length')).toBeNull()
    expect(await readBoundedText(request, CALLBACK_BODY_MAX_BYTES)).toBeNull()
  })

  it('refuses at once when Content-Length declares too much', async () => {
    const request = new Request('http://localhost/cb', {
      method: 'POST',
      headers: { 'content-length': String(CALLBACK_BODY_MAX_BYTES + 1) },
      body: 'short',
    })
    expect(await readBoundedText(request, CALLBACK_BODY_MAX_BYTES)).toBeNull()
  })
})
