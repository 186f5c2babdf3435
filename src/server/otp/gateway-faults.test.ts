import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { siteMetrics } from '../metrics'
import { Msg91Sender } from '../sms/msg91'
import { OtpEngine } from './engine'
import { OtpLimits } from './limits'
import { MemoryOtpStore } from './memory-store'
import { OTP_POLICY } from './settings'

/** A fake MSG91 that can be down (503) or slow (answers after 15 s), counting the requests it gets. */
let mode: 'up' | 'down' | 'slow' = 'up'
let requests = 0
const server: Server = createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    requests++
    if (mode === 'down') return res.writeHead(503).end('Service Unavailable')
    const answer = () =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"type":"success","message":"r1"}')
    if (mode === 'slow') {
      const timer = setTimeout(answer, 15_000)
      res.on('close', () => clearTimeout(timer))
    } else answer()
  })
})

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
afterAll(() => {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  requests = 0
})

function engine() {
  const store = new MemoryOtpStore()
  return new OtpEngine({
    store,
    limits: new OtpLimits(OTP_POLICY),
    sender: new Msg91Sender({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      authKey: 'k',
      senderId: 'SAHYOG',
      dltTemplateId: '1107160000000012345',
      timeoutMs: 1000,
    }),
    secret: 'g'.repeat(40),
    settings: OTP_POLICY,
    host: 'www.sahyoglife.example',
    handlers: {},
  })
}

const send = (otp: OtpEngine) =>
  otp.send({
    phone: '9876501234',
    purpose: 'QUICK_LINKS',
    data: { phone_number: '9876501234', url: 'x' },
    ip: '203.0.113.1',
    userAgent: null,
    referer: null,
  })

describe('sendOtp with a real gateway adapter in trouble', () => {
  it('gateway down: the spec message, one request, and a retry that works once the gateway is back', async () => {
    const otp = engine()
    mode = 'down'
    expect(await send(otp)).toMatchObject({ status_code: 503, message: 'somthing went wrong!' })
    expect(requests).toBe(1)
    mode = 'up'
    expect((await send(otp)).status_code).toBe(200)
    expect(requests).toBe(2)
  })

  it('gateway slow: the spec message after the timeout, and a retry sends no second SMS', async () => {
    const otp = engine()
    mode = 'slow'
    const started = Date.now()
    expect(await send(otp)).toMatchObject({ status_code: 503, message: 'somthing went wrong!' })
    expect(Date.now() - started).toBeLessThan(8_000)
    mode = 'up'
    expect((await send(otp)).status_code).toBe(429)
    expect(requests).toBe(1)
  })

  it('counts every OTP SMS handed to the gateway by its outcome, for the metrics', async () => {
    const counted = async (outcome: string) =>
      (await siteMetrics().otpSms.get()).values.find(
        (sample) => sample.labels.gateway === 'msg91' && sample.labels.outcome === outcome,
      )?.value ?? 0
    const before = { sent: await counted('sent'), unavailable: await counted('unavailable') }
    mode = 'down'
    await send(engine())
    mode = 'up'
    await send(engine())
    expect(await counted('unavailable')).toBe(before.unavailable + 1)
    expect(await counted('sent')).toBe(before.sent + 1)
  })
})
