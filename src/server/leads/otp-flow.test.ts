/**
 * The contact lead through the real OTP engine (memory store, a fake SMS gateway) and a real database: a failed
 * SMS still leaves the lead stored, and the whole send → resend → verify flow makes one lead, verified once.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { OtpEngine } from '../otp/engine'
import { OtpLimits } from '../otp/limits'
import { MemoryOtpStore } from '../otp/memory-store'
import { OTP_POLICY } from '../otp/settings'
import { SmsDeliveryError, type ISmsMessage, type ISmsSender, type TSmsFailure } from '../sms'
import { openSqlitePayload } from '@/testing/sqlite-payload'
import { createLeadOtpHandler } from './handler'

class FlakyGateway implements ISmsSender {
  readonly name = 'flaky'
  readonly sent: ISmsMessage[] = []
  failWith: TSmsFailure | null = null
  async send(message: ISmsMessage) {
    this.sent.push(message)
    if (this.failWith) throw new SmsDeliveryError('gateway down', this.failWith)
    return {}
  }
  get lastCode() {
    return /#(\d+)$/.exec(this.sent.at(-1)?.text ?? '')?.[1] ?? ''
  }
}

// Real database work on a shared, sometimes busy machine: more than the default 5 s per test.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 })

let payload: Payload
let close: () => Promise<void>
beforeAll(async () => {
  ;({ payload, close } = await openSqlitePayload())
}, 120_000)
afterAll(() => close?.())

function setup() {
  const settings = { ...OTP_POLICY }
  const gateway = new FlakyGateway()
  const afterVerified = vi.fn()
  const engine = new OtpEngine({
    store: new MemoryOtpStore(),
    limits: new OtpLimits(settings),
    sender: gateway,
    secret: 'flow-test-secret-'.padEnd(40, 'x'),
    settings,
    host: 'www.sahyoglife.example',
    handlers: {
      QUICK_LINKS: createLeadOtpHandler({
        payload: async () => payload,
        secret: () => 'flow-test-ip-secret-long-enough-12345',
        processCode: () => 'DIGITAL',
        afterVerified,
      }),
    },
  })
  return { engine, gateway, afterVerified }
}

const lead = (phone: string) => ({
  phone_number: phone,
  url: 'https://www.sahyoglife.example/contact-us',
  full_name: 'Ravi Kumar',
  full_email: 'ravi@example.in',
  prefferd_language: 'Hindi',
  is_submit_contact: true,
})

const send = (engine: OtpEngine, phone: string, data: Record<string, unknown> = lead(phone)) =>
  engine.send({
    phone,
    purpose: 'QUICK_LINKS',
    data: data as never,
    ip: '203.0.113.50',
    userAgent: null,
    referer: null,
  })

const leadsOf = async (phone: string) =>
  (await payload.find({ collection: 'leads', where: { phone: { equals: phone } }, depth: 0 })).docs

describe('contact lead through the OTP engine', () => {
  it('SMS gateway down at send: the visitor gets the send error, the lead is still stored, unverified', async () => {
    const { engine, gateway } = setup()
    gateway.failWith = 'unavailable'
    const answer = await send(engine, '9123456780')
    expect(answer.status_code).not.toBe(200)
    expect(gateway.sent).toHaveLength(1)
    const leads = await leadsOf('9123456780')
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ otpStatus: 'not_verified', crmStatus: 'held', fullName: 'Ravi Kumar' })
  })

  it('invalid lead fields: a 400 with the form message, no SMS, no lead', async () => {
    const { engine, gateway } = setup()
    const answer = await send(engine, '9123456781', { ...lead('9123456781'), full_email: 'ravi@' })
    expect(answer).toMatchObject({ status_code: 400, message: 'Please enter valid email id' })
    expect(gateway.sent).toHaveLength(0)
    expect(await leadsOf('9123456781')).toHaveLength(0)
  })

  it('send, verify, verify again: one lead, verified and queued once', async () => {
    const { engine, gateway, afterVerified } = setup()
    const phone = '9123456782'
    const sent = await send(engine, phone)
    expect(sent.status_code).toBe(200)
    const token = (sent.data as { Token: string }).Token
    const verify = () =>
      engine.verify({
        token,
        phone,
        purpose: 'QUICK_LINKS',
        otp: gateway.lastCode,
        otpAuthId: 'abcdefghij12345',
      })
    expect((await verify()).status_code).toBe(200)
    expect((await verify()).status_code).not.toBe(200)
    const leads = await leadsOf(phone)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ otpStatus: 'verified', status: 'ACTIVE-HOT', crmStatus: 'pending' })
    expect(afterVerified).toHaveBeenCalledTimes(1)
  })
})
