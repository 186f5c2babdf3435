import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import {
  CRM_IDEMPOTENCY_HEADER,
  CRM_SIGNATURE_HEADER,
  CRM_TIMESTAMP_HEADER,
  verifyWebhookSignature,
} from '../signature'

export type TFakeCrmMode = 'up' | 'down' | 'slow' | 'reject' | 'rate-limited'

/**
 * A local stand-in for the CRM's webhook, for tests: checks the signature like a real receiver, keeps one lead per
 * idempotency key, and counts every request and every accepted delivery per key. `mode` switches it between
 * working, failing with 503, hanging past the client's timeout, refusing (422) and 429; `setDelay` makes it slow.
 */
export async function startFakeCrm(secret: string, port = 0) {
  let mode: TFakeCrmMode = 'up'
  let delayMs = 0
  let inFlight = 0
  let mostInFlight = 0
  const requests: { key: string | null; signed: boolean }[] = []
  const accepted = new Map<string, number>()
  const leads = new Map<string, unknown>()

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const key = req.headers[CRM_IDEMPOTENCY_HEADER.toLowerCase()]
      const idempotencyKey = typeof key === 'string' ? key : null
      const signed = verifyWebhookSignature(
        secret,
        {
          signature: (req.headers[CRM_SIGNATURE_HEADER.toLowerCase()] as string | undefined) ?? null,
          timestamp: (req.headers[CRM_TIMESTAMP_HEADER.toLowerCase()] as string | undefined) ?? null,
        },
        body,
      )
      requests.push({ key: idempotencyKey, signed })
      const answer = (status: number, text = '') => {
        res.writeHead(status, { 'content-type': 'text/plain' })
        res.end(text)
      }
      if (mode === 'slow') return // never answers: the client's timeout fires
      const respond = () => {
        if (mode === 'down') return answer(503, 'Service Unavailable')
        if (mode === 'rate-limited') return answer(429, 'slow down')
        if (!signed) return answer(401, 'bad signature')
        if (!idempotencyKey) return answer(400, 'Idempotency-Key required')
        if (mode === 'reject') return answer(422, 'lead rejected: unknown campaign')
        accepted.set(idempotencyKey, (accepted.get(idempotencyKey) ?? 0) + 1)
        if (leads.has(idempotencyKey)) return answer(200, 'already have it')
        leads.set(idempotencyKey, JSON.parse(body))
        answer(201, 'created')
      }
      if (delayMs === 0) return respond()
      inFlight++
      mostInFlight = Math.max(mostInFlight, inFlight)
      setTimeout(() => {
        inFlight--
        respond()
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${address.port}/leads`,
    setMode: (next: TFakeCrmMode) => {
      mode = next
    },
    /** Answers each request after `ms` (a slow CRM that still answers within the client's timeout). */
    setDelay: (ms: number) => {
      delayMs = ms
      mostInFlight = 0
    },
    /** The most requests it held at once since the last setDelay. */
    mostInFlight: () => mostInFlight,
    requests,
    /** Leads the CRM keeps: one per idempotency key however often it was sent. */
    leads,
    /** Accepted deliveries per idempotency key (a retry after a lost answer shows as 2 here, 1 lead above). */
    accepted,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
