import http, { type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { Drain, type IDrainSettings } from './drain'

/**
 * The drain against a real HTTP server: `/slow` answers after `slowMs`, `/never` never does, anything else at once.
 */
function serve(settings: IDrainSettings, { slowMs = 300, stopBackground = async () => undefined } = {}) {
  const notReady = vi.fn()
  const stop = vi.fn(stopBackground)
  const server: Server = http.createServer((req, res) => {
    drain.track(req, res)
    if (req.url === '/never') return
    const answer = () => res.end('answered')
    if (req.url === '/slow') setTimeout(answer, slowMs)
    else answer()
  })
  const drain = new Drain(server, settings, { notReady, stopBackground: stop })
  servers.push(server)
  return new Promise<{ drain: Drain; notReady: typeof notReady; stop: typeof stop; port: number }>(
    (resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve({ drain, notReady, stop, port: (server.address() as AddressInfo).port }),
      ),
  )
}

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})

interface IAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: string
  socket: Socket
}

function get(port: number, path = '/', agent: http.Agent | false = false): Promise<IAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body, socket: req.socket! }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('draining an instance', () => {
  it('turns readiness off first, then keeps answering through the grace, each answer closing its connection', async () => {
    const { drain, notReady, stop, port } = await serve({ graceMs: 300, timeoutMs: 5000 })
    const agent = new http.Agent({ keepAlive: true })
    expect((await get(port, '/', agent)).headers.connection).toBe('keep-alive')
    const done = drain.start()
    expect(notReady).toHaveBeenCalledTimes(1)
    expect(stop).toHaveBeenCalledTimes(1)
    expect(drain.draining).toBe(true)
    // Within the grace, the kept connection and a new one are still served.
    const kept = await get(port, '/', agent)
    const fresh = await get(port, '/', new http.Agent({ keepAlive: true }))
    for (const answer of [kept, fresh]) {
      expect(answer).toMatchObject({ status: 200, body: 'answered' })
      expect(answer.headers.connection).toBe('close')
    }
    expect(await done).toMatchObject({ finished: true, cut: 0 })
    agent.destroy()
  })

  it('lets a request in flight finish, and refuses new connections once the grace is over', async () => {
    const { drain, port } = await serve({ graceMs: 100, timeoutMs: 5000 }, { slowMs: 600 })
    const slow = get(port, '/slow', new http.Agent({ keepAlive: true }))
    await vi.waitFor(() => expect(drain.inFlight).toBe(1))
    const done = drain.start()
    await wait(250)
    await expect(get(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(await slow).toMatchObject({ status: 200, body: 'answered' })
    // Its headers were not sent when the drain began: it too closes its connection.
    expect((await slow).headers.connection).toBe('close')
    expect(await done).toMatchObject({ finished: true, cut: 0 })
  })

  it('closes an idle keep-alive connection when it stops accepting', async () => {
    const { drain, port } = await serve({ graceMs: 50, timeoutMs: 5000 })
    const agent = new http.Agent({ keepAlive: true })
    const { socket } = await get(port, '/', agent)
    const closed = new Promise((resolve) => socket.once('close', resolve))
    await drain.start()
    await closed
    expect(socket.destroyed).toBe(true)
    agent.destroy()
  })

  it('waits for the background work it stopped, as long as the bound allows', async () => {
    let finished = false
    const { drain } = await serve(
      { graceMs: 0, timeoutMs: 5000 },
      { stopBackground: () => wait(200).then(() => void (finished = true)) },
    )
    expect(await drain.start()).toMatchObject({ finished: true })
    expect(finished).toBe(true)
  })

  it('cuts what is still open at the bound, counted from the signal', async () => {
    const { drain, port } = await serve({ graceMs: 50, timeoutMs: 400 })
    const never = get(port, '/never')
    await vi.waitFor(() => expect(drain.inFlight).toBe(1))
    const outcome = await drain.start()
    expect(outcome).toMatchObject({ finished: false, cut: 1 })
    expect(outcome.ms).toBeGreaterThanOrEqual(390)
    await expect(never).rejects.toMatchObject({ code: 'ECONNRESET' })
  })

  it('drains once, however many signals come', async () => {
    const { drain, notReady } = await serve({ graceMs: 0, timeoutMs: 1000 })
    const first = drain.start()
    expect(drain.start()).toBe(first)
    await first
    expect(notReady).toHaveBeenCalledTimes(1)
  })
})
