import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A local stand-in for the mandate provider's JSON API (tests only), with the faults a real one has. */
export interface IFakeProvider {
  url: string
  mode: 'up' | 'down' | 'slow'
  invalidUpi: Set<string>
  requests: { path: string; body: Record<string, unknown>; apiKey: string | undefined }[]
  close(): Promise<void>
}

export async function startFakeProvider(apiKey = 'provider-key'): Promise<IFakeProvider> {
  const state = {
    mode: 'up' as IFakeProvider['mode'],
    invalidUpi: new Set<string>(),
    requests: [] as IFakeProvider['requests'],
  }
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const key = req.headers['x-api-key']
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(raw || '{}')
      } catch {
        // left empty
      }
      state.requests.push({ path: req.url ?? '', body, apiKey: typeof key === 'string' ? key : undefined })
      const send = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload))
      const answer = () => {
        if (state.mode === 'down') return send(502, { error: 'bad gateway' })
        if (key !== apiKey) return send(401, { error: 'bad key' })
        if (req.url === '/upi/verify') return send(200, { valid: !state.invalidUpi.has(String(body.upiId)) })
        if (req.url === '/mandates')
          return send(201, { redirectUrl: `https://provider.example/authorise/${String(body.reference)}` })
        if (/^\/mandates\/[^/]+\/cancel$/.test(req.url ?? '')) return send(202, { accepted: true })
        return send(404, { error: 'not found' })
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
