import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for Razorpay's Orders and Payments API (tests only): basic auth, orders in paise, the payments
 * of an order, and the faults a real gateway has (5xx, a hang, an answer that is not JSON).
 */
export interface IFakeRazorpay {
  url: string
  mode: 'up' | 'down' | 'slow' | 'garbage'
  orders: Map<string, { id: string; amount: number; receipt: string; notes: Record<string, string> }>
  payments: Map<
    string,
    { id: string; order_id: string; amount: number; status: string; error_description: string | null }[]
  >
  /** Refunds made, by their idempotency key (a repeat of a key answers the same refund, as Razorpay does). */
  refunds: Map<string, { id: string; amount: number; payment_id: string; receipt: string; status: string }>
  requests: {
    method: string
    path: string
    body: Record<string, unknown>
    authorization: string | undefined
    idempotency?: string | undefined
  }[]
  close(): Promise<void>
}

export async function startFakeRazorpay(
  keyId = 'rzp_test_key',
  keySecret = 'rzp-secret',
): Promise<IFakeRazorpay> {
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`
  const state = {
    mode: 'up' as IFakeRazorpay['mode'],
    orders: new Map() as IFakeRazorpay['orders'],
    payments: new Map() as IFakeRazorpay['payments'],
    refunds: new Map() as IFakeRazorpay['refunds'],
    requests: [] as IFakeRazorpay['requests'],
  }
  let counter = 0
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(raw || '{}')
      } catch {
        // left empty
      }
      const authorization = req.headers.authorization
      const idempotency = req.headers['x-refund-idempotency'] as string | undefined
      state.requests.push({ method: req.method ?? '', path: req.url ?? '', body, authorization, idempotency })
      const send = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload))
      const answer = () => {
        if (state.mode === 'down') return send(503, { error: { code: 'SERVER_ERROR' } })
        if (state.mode === 'garbage') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>')
        if (authorization !== expected)
          return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } })
        if (req.method === 'POST' && req.url === '/v1/orders') {
          const id = `order_FAKE${String(++counter).padStart(10, '0')}`
          const order = {
            id,
            entity: 'order',
            amount: Number(body.amount),
            amount_paid: 0,
            currency: String(body.currency),
            receipt: String(body.receipt),
            notes: (body.notes ?? {}) as Record<string, string>,
            status: 'created',
            attempts: 0,
          }
          state.orders.set(id, order)
          return send(200, order)
        }
        const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.url ?? '')
        if (req.method === 'GET' && match) {
          if (!state.orders.has(match[1]!)) return send(400, { error: { code: 'BAD_REQUEST_ERROR' } })
          const items = state.payments.get(match[1]!) ?? []
          return send(200, { entity: 'collection', count: items.length, items })
        }
        const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '')
        if (req.method === 'POST' && refund) {
          if (!idempotency || !/^[A-Za-z0-9_-]{10,}$/.test(idempotency))
            return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid idempotency key' } })
          const known = state.refunds.get(idempotency)
          if (known) return send(200, { entity: 'refund', ...known })
          const paid = [...state.payments.values()].flat().find((p) => p.id === refund[1])
          if (!paid || paid.status !== 'captured')
            return send(400, {
              error: { code: 'BAD_REQUEST_ERROR', description: 'The payment cannot be refunded' },
            })
          const made = {
            id: `rfnd_FAKE${String(++counter).padStart(10, '0')}`,
            amount: Number(body.amount),
            payment_id: refund[1]!,
            receipt: String(body.receipt),
            status: 'processed',
          }
          state.refunds.set(idempotency, made)
          return send(200, { entity: 'refund', currency: 'INR', speed_requested: body.speed, ...made })
        }
        return send(404, { error: { code: 'NOT_FOUND' } })
      }
      if (state.mode === 'slow') {
        const timer = setTimeout(answer, 5000)
        res.on('close', () => clearTimeout(timer))
      } else answer()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}
