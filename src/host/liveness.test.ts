import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerLiveness, isLivenessProbe } from './liveness'

let server: Server
let base: string
beforeAll(async () => {
  server = createServer(answerLiveness)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('the liveness probe', () => {
  it('is /healthz, with or without a query, and nothing else', () => {
    expect(isLivenessProbe('/healthz')).toBe(true)
    expect(isLivenessProbe('/healthz?from=lb')).toBe(true)
    for (const other of ['/healthz/', '/healthzz', '/en/healthz', '/api/healthz', '/'])
      expect(isLivenessProbe(other)).toBe(false)
  })

  it('answers 200 {"status":"ok"}, never kept by a cache', async () => {
    const res = await fetch(`${base}/healthz`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(await res.json()).toEqual({ status: 'ok' })
    const head = await fetch(`${base}/healthz`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('answers another method 405, naming the ones it takes', async () => {
    const res = await fetch(`${base}/healthz`, { method: 'POST' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
  })
})
