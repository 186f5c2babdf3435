import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { IMandate, IPolicy } from '@/domain/policy'

/**
 * A local stand-in for the core policy system's JSON API (tests only): policies and mandates in memory, the API
 * key checked, and switches for the faults a real system has (down, slow, malformed answers).
 */
export interface IFakeCore {
  url: string
  policies: Map<string, IPolicy>
  mandates: Map<string, IMandate[]>
  mode: 'up' | 'down' | 'slow' | 'garbage'
  slowMs: number
  requests: { path: string; apiKey: string | undefined }[]
  close(): Promise<void>
}

export async function startFakeCore(apiKey = 'core-test-key'): Promise<IFakeCore> {
  const fake: Omit<IFakeCore, 'url' | 'close'> = {
    policies: new Map(),
    mandates: new Map(),
    mode: 'up',
    slowMs: 2000,
    requests: [],
  }
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/'
    const key = req.headers['x-api-key']
    fake.requests.push({ path, apiKey: typeof key === 'string' ? key : undefined })
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(typeof body === 'string' ? body : JSON.stringify(body))
    }
    const answer = () => {
      if (fake.mode === 'down') return send(503, { error: 'maintenance' })
      if (fake.mode === 'garbage') return send(200, '{"policyNumber": 12')
      if (key !== apiKey) return send(401, { error: 'bad key' })
      const match = /^\/policies\/([A-Z0-9]+)(\/mandates)?$/.exec(path)
      if (!match) return send(404, { error: 'not found' })
      const policy = fake.policies.get(match[1]!)
      if (!policy) return send(404, { error: 'not found' })
      if (match[2]) return send(200, { mandates: fake.mandates.get(policy.policyNumber) ?? [] })
      return send(200, policy)
    }
    if (fake.mode === 'slow') setTimeout(answer, fake.slowMs)
    else answer()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }) as IFakeCore
}
