import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { MEDIA_MAX_BYTES } from '@/domain/uploads/kinds'

import {
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_MS,
  REQUEST_TIMEOUT_MS,
  SERVER_OPTIONS,
  capConnections,
  clientKey,
  keepConnections,
} from './connections'

const servers: Server[] = []
const sockets: Socket[] = []

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

async function listen(server: Server): Promise<number> {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** A connection from `from` that has sent a request's first line and waits; resolves once connected. */
function openSlow(port: number, from: string): Promise<{ socket: Socket; answer: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from })
    sockets.push(socket)
    let data = ''
    const answer = new Promise<string>((done) => {
      socket.on('data', (chunk) => (data += String(chunk)))
      socket.on('close', () => done(data))
    })
    socket.once('error', reject)
    socket.once('connect', () => {
      socket.write('GET / HTTP/1.1\r\nHost: site\r\n')
      resolve({ socket, answer })
    })
  })
}

describe('keep-alive connections', () => {
  it('stay open longer than the 60 s a load balancer or Varnish keeps its idle connections', () => {
    const server = keepConnections(createServer())
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000)
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS)
  })

  it('tell the client how long it may keep the connection', async () => {
    const port = await listen(keepConnections(createServer((_req, res) => res.end('ok'))))
    const res = await fetch(`http://127.0.0.1:${port}/`)
    expect(res.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`)
    await res.text()
  })
})

describe('slow requests', () => {
  it('give headers 20 s and a whole request time for the largest upload on a slow line, under Node’s 5 minutes', () => {
    const server = keepConnections(createServer(SERVER_OPTIONS))
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS)
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(20_000)
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS)
    // 10 MB and 5 % of form around it at 512 kbit/s (64 KB/s): about 168 s.
    const slowLineSeconds = (MEDIA_MAX_BYTES * 1.05) / ((512 * 1024) / 8)
    expect(slowLineSeconds).toBeGreaterThan(160)
    expect(REQUEST_TIMEOUT_MS / 1000).toBeGreaterThan(slowLineSeconds)
    expect(REQUEST_TIMEOUT_MS).toBeLessThan(300_000)
  })

  it('cut a request whose headers never end, with a 408, soon after the headers time', async () => {
    const server = keepConnections(createServer(SERVER_OPTIONS, (_req, res) => res.end('ok')))
    // The same mechanism at a test's scale: the check runs every SERVER_OPTIONS interval.
    server.headersTimeout = 1_000
    const port = await listen(server)
    const started = Date.now()
    const { socket, answer } = await openSlow(port, '127.0.0.1')
    const trickle = setInterval(() => socket.write('X-Slow: 1\r\n'), 200)
    try {
      expect((await answer).split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout')
    } finally {
      clearInterval(trickle)
    }
    expect(Date.now() - started).toBeLessThan(1_000 + SERVER_OPTIONS.connectionsCheckingInterval + 1_000)
  })
})

describe('connections per client address', () => {
  it('counts IPv4 clients by address and IPv6 clients by their /64', () => {
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb::9'))
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'))
    expect(clientKey(undefined)).toBe('unknown')
  })

  it('answers 429 to a connection over the cap, before reading a request on it; other addresses go on', async () => {
    let handled = 0
    const server = createServer((_req, res) => {
      handled++
      res.end('ok')
    })
    const open = capConnections(server, { perClient: 3, trusted: () => false })
    const port = await listen(server)
    for (let i = 0; i < 3; i++) await openSlow(port, '127.0.0.7')
    const fourth = await openSlow(port, '127.0.0.7')
    fourth.socket.write('\r\n')
    expect((await fourth.answer).split('\r\n')[0]).toBe('HTTP/1.1 429 Too Many Requests')
    expect(handled).toBe(0)
    expect(open.get('127.0.0.7')).toBe(3)

    const other = await openSlow(port, '127.0.0.8')
    other.socket.end('\r\n')
    expect((await other.answer).split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
  })

  it('gives a place back when a connection closes, and never counts a trusted proxy', async () => {
    const server = createServer((_req, res) => res.end('ok'))
    const open = capConnections(server, { perClient: 1, trusted: (address) => address === '127.0.0.9' })
    const port = await listen(server)
    const first = await openSlow(port, '127.0.0.7')
    first.socket.destroy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(open.has('127.0.0.7')).toBe(false)
    const again = await openSlow(port, '127.0.0.7')
    again.socket.end('\r\n')
    expect((await again.answer).split('\r\n')[0]).toBe('HTTP/1.1 200 OK')

    const proxied = await Promise.all([1, 2, 3].map(() => openSlow(port, '127.0.0.9')))
    for (const { socket } of proxied) socket.end('\r\n')
    for (const { answer } of proxied) expect((await answer).split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
  })
})
