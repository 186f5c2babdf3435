import { type AddressInfo, createServer, type Server, type Socket } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createVarnishPurger, PURGE_TOKEN_HEADER } from './varnish-purger'

let server: Server | undefined
const sockets = new Set<Socket>()
afterEach(() => {
  for (const socket of sockets) socket.destroy()
  server?.close()
  server = undefined
})

/**
 * A stand-in for varnishd at the socket (Node's HTTP parser refuses a BAN): records each request's head and answers
 * with `status`, or never when it is null.
 */
async function cache(status: number | null) {
  const seen: string[] = []
  server = createServer((socket) => {
    sockets.add(socket)
    let head = ''
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1')
      if (!head.includes('\r\n\r\n')) return
      seen.push(head)
      if (status !== null)
        socket.end(`HTTP/1.1 ${status} X\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`)
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

const token = 't'.repeat(32)

describe('the varnish purger', () => {
  it('sends one BAN with the token and takes a 200', async () => {
    const { url, seen } = await cache(200)
    await createVarnishPurger({ url, token }).purgeAll()
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatch(/^BAN \/ HTTP\/1\.1\r\n/)
    expect(seen[0]).toContain(`\r\n${PURGE_TOKEN_HEADER}: ${token}\r\n`)
  })

  it('fails when the cache refuses the BAN', async () => {
    const { url } = await cache(403)
    await expect(createVarnishPurger({ url, token }).purgeAll()).rejects.toThrow(/answered the BAN with 403/)
  })

  it('gives up on a cache that does not answer within its time limit', async () => {
    const { url } = await cache(null)
    const started = Date.now()
    await expect(createVarnishPurger({ url, token, timeoutMs: 200 }).purgeAll()).rejects.toThrow(
      /no answer in 200 ms/,
    )
    expect(Date.now() - started).toBeLessThan(4_000)
  })

  it('fails at once when nothing listens at the address', async () => {
    const { url } = await cache(null)
    server!.close()
    server = undefined
    await expect(createVarnishPurger({ url, token }).purgeAll()).rejects.toThrow(/ECONNREFUSED/)
  })
})
