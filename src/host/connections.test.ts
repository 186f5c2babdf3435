import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { KEEP_ALIVE_MS, keepConnections } from './connections'

describe('keep-alive connections', () => {
  it('stay open longer than the 60 s a load balancer or Varnish keeps its idle connections', () => {
    const server = keepConnections(createServer())
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000)
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS)
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
  })

  it('tell the client how long it may keep the connection', async () => {
    const server = keepConnections(createServer((_req, res) => res.end('ok')))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const res = await fetch(`http://127.0.0.1:${port}/`)
      expect(res.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`)
      await res.text()
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
