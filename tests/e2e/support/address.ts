import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { test as base } from '@playwright/test'

import { freshAddress } from '../../support/client'

/** Headers that describe one connection to the proxy, not the request (RFC 9110 7.6.1). */
const HOP_BY_HOP = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'te', 'upgrade']

/**
 * A forward proxy for the browser that connects to the site from `address`, so a test's browser is a client of its
 * own in the server's eyes (per-address limits start afresh), exactly as two visitors on two machines would be.
 */
export async function startForwarder(address: string) {
  const agent = new http.Agent({ keepAlive: true, localAddress: address })
  const server = http.createServer((req, res) => {
    let target: URL
    try {
      target = new URL(req.url ?? '')
    } catch {
      res.writeHead(400).end('absolute-form request expected')
      return
    }
    const headers = { ...req.headers }
    for (const name of HOP_BY_HOP) delete headers[name]
    const upstream = http.request(
      {
        host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: req.method,
        headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  // Playwright's API requests (`page.request`, `request`) tunnel through a proxy with CONNECT, even to http.
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const [host = '', port = '80'] = (req.url ?? '').split(':')
    const upstream = net.connect(
      { host: host === 'localhost' ? '127.0.0.1' : host, port: Number(port), localAddress: address },
      () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
        upstream.write(head)
        upstream.pipe(client)
        client.pipe(upstream)
      },
    )
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    address,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Playwright's test with a fresh client address per test: the page, `page.request` and `request` reach the site
 * through a forwarder bound to an address of their own in 127.0.0.0/8.
 */
export const test = base.extend<{ clientAddress: string }>({
  clientAddress: async ({}, provide) => provide(freshAddress()),
  proxy: async ({ clientAddress }, provide) => {
    const forwarder = await startForwarder(clientAddress)
    await provide({ server: forwarder.url })
    await forwarder.close()
  },
})

export { expect } from '@playwright/test'
