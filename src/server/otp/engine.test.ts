import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { authTokenMatches, parseAuthToken, type TOtpPurpose } from '@/domain/otp/protocol'

import {
  SmsDeliveryError,
  type IOtpSmsTemplates,
  type ISmsMessage,
  type ISmsSender,
  type TSmsFailure,
} from '../sms'
import { OtpEngine, OTP_MESSAGES, type ISendInput } from './engine'
import { OtpLimits } from './limits'
import { MemoryOtpStore } from './memory-store'
import { OtpInputError, type IOtpPurposeHandler } from '@/domain/otp/purpose-handler'
import { OTP_POLICY, type IOtpSettings } from './settings'

const MINUTE = 60_000
const PHONE = '9876543210'
const AUTH_ID = 'abcdefghij12345'

class FakeSender implements ISmsSender {
  readonly name = 'fake'
  readonly sent: ISmsMessage[] = []
  failWith: TSmsFailure | null = null
  async send(message: ISmsMessage) {
    this.sent.push(message)
    if (this.failWith) throw new SmsDeliveryError('fake failure', this.failWith)
    return {}
  }
  get lastCode() {
    return /#(\d+)$/.exec(this.sent.at(-1)?.text ?? '')?.[1] ?? ''
  }
}

function setup(
  overrides: Partial<IOtpSettings> = {},
  handlers: Partial<Record<TOtpPurpose, IOtpPurposeHandler>> = {},
  tollFree?: () => Promise<string | null>,
  smsTemplates?: () => Promise<IOtpSmsTemplates>,
) {
  const settings = { ...OTP_POLICY, ...overrides }
  const store = new MemoryOtpStore()
  const sender = new FakeSender()
  const engine = new OtpEngine({
    store,
    limits: new OtpLimits(settings),
    sender,
    secret: 'test-secret-'.padEnd(40, 'x'),
    settings,
    host: 'www.sahyoglife.example',
    handlers,
    tollFree,
    smsTemplates,
  })
  const input = (extra: Partial<ISendInput> = {}): ISendInput => ({
    phone: PHONE,
    purpose: 'QUICK_LINKS',
    data: { phone_number: PHONE, url: 'https://www.sahyoglife.example/' },
    ip: '203.0.113.7',
    userAgent: null,
    referer: null,
    ...extra,
  })
  const send = async (extra: Partial<ISendInput> = {}) => {
    const answer = await engine.send(input(extra))
    return {
      answer,
      token: (answer.data as { Token?: string } | undefined)?.Token ?? '',
      code: sender.lastCode,
    }
  }
  const verify = (token: string, otp: string, purpose: TOtpPurpose = 'QUICK_LINKS', phone = PHONE) =>
    engine.verify({ token, phone, purpose, otp, otpAuthId: AUTH_ID })
  return { engine, store, sender, send, verify, settings }
}

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms)
const wrong = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('sending a code', () => {
  it('sends a 4-digit code whose SMS ends with the WebOTP line, and keeps only a keyed hash of it', async () => {
    const { send, sender, store, engine } = setup()
    const { answer, token, code } = await send()
    expect(answer).toMatchObject({ status_code: 200, status: true, message: OTP_MESSAGES.sent })
    expect(code).toMatch(/^\d{4}$/)
    expect(sender.sent[0]!.text.endsWith(`\n\n@www.sahyoglife.example #${code}`)).toBe(true)
    expect(sender.sent[0]!.to).toBe(PHONE)
    const session = await store.getSession(engine.sessionId(token))
    expect(session?.codeHash).toMatch(/^[\w-]{43}$/)
    expect(JSON.stringify(session)).not.toContain(token)
  })

  it('honours the length setting', async () => {
    const { send } = setup({ length: 6 })
    expect((await send()).code).toMatch(/^\d{6}$/)
  })

  it('refuses numbers that are not Indian mobiles before any SMS', async () => {
    const { send, sender } = setup()
    for (const phone of ['5876543210', '98765432', '+919876543210', '447700900123']) {
      expect((await send({ phone })).answer.status_code).toBe(400)
    }
    expect(sender.sent).toHaveLength(0)
  })

  it('sends no second code for the same number and purpose within the countdown', async () => {
    const { send, sender } = setup()
    await send()
    const again = await send()
    expect(again.answer).toMatchObject({ status_code: 429, retryAfterSeconds: 30 })
    expect((await send({ purpose: 'MEET_ADVISOR' })).answer.status_code).toBe(200)
    advance(30_000)
    expect((await send()).answer.status_code).toBe(200)
    expect(sender.sent).toHaveLength(3)
  })

  it('allows 5 sends per number per hour, then again after the hour', async () => {
    const { send } = setup()
    const statuses = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await send()).answer.status_code)
      advance(31_000)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    advance(60 * MINUTE)
    expect((await send()).answer.status_code).toBe(200)
  })

  it('limits sends per client address and per number prefix', async () => {
    const { send } = setup({ sendsPerIpPerHour: 3, sendsPerPrefixPerHour: 4 })
    const byIp = []
    for (const phone of ['9000000001', '8000000001', '7000000001', '6000000001']) {
      byIp.push((await send({ phone, ip: '198.51.100.1' })).answer.status_code)
    }
    expect(byIp).toEqual([200, 200, 200, 429])
    const byPrefix = []
    for (let i = 0; i < 5; i++)
      byPrefix.push((await send({ phone: `9123400${i}00`, ip: `192.0.2.${i}` })).answer.status_code)
    expect(byPrefix).toEqual([200, 200, 200, 200, 429])
  })

  it('answers the spec message (503) when the gateway is down, and lets the visitor retry at once', async () => {
    const { send, sender } = setup()
    sender.failWith = 'unavailable'
    const failed = await send()
    expect(failed.answer).toMatchObject({ status_code: 503, message: 'somthing went wrong!' })
    sender.failWith = null
    expect((await send()).answer.status_code).toBe(200)
  })

  it('never sends twice after a gateway timeout: a retry within the countdown is refused', async () => {
    const { send, sender } = setup()
    sender.failWith = 'timeout'
    expect((await send()).answer).toMatchObject({ status_code: 503, message: 'somthing went wrong!' })
    sender.failWith = null
    expect((await send()).answer.status_code).toBe(429)
    expect(sender.sent).toHaveLength(1)
  })

  it('runs the purpose handler before the SMS; its input error is a 400 and nothing is sent', async () => {
    const onSend = vi.fn(async () => {
      throw new OtpInputError('Please enter the email id')
    })
    const { send, sender } = setup({}, { QUICK_LINKS: { onSend } })
    const { answer } = await send()
    expect(answer).toMatchObject({ status_code: 400, message: 'Please enter the email id' })
    expect(onSend).toHaveBeenCalledOnce()
    expect(sender.sent).toHaveLength(0)
  })
})

describe('the SMS language', () => {
  const templates = (hi: string | null) => async () => ({ en: '1107160000000012345', hi })

  it('writes to a Hindi visitor in Hindi under the Hindi DLT template, resends included', async () => {
    const { engine, sender, send } = setup({}, {}, undefined, templates('1107160000000067890'))
    const { token, code } = await send({ language: 'hi' })
    expect(sender.sent[0]!.text).toMatch(/^\d{4} Sahyog Life Insurance में आपका मोबाइल नंबर सत्यापित/)
    expect(sender.sent[0]!.text).toMatch(new RegExp(`@www\\.sahyoglife\\.example #${code}$`))
    expect(sender.sent[0]!.dltTemplateId).toBe('1107160000000067890')
    advance(MINUTE)
    expect((await engine.resend(token, PHONE, '203.0.113.7')).status_code).toBe(200)
    expect(sender.sent[1]!.text).toMatch(/सत्यापित/)
    expect(sender.sent[1]!.dltTemplateId).toBe('1107160000000067890')
  })

  it('writes in English under the English template to an English visitor, and to a Hindi one while the Hindi template has no id', async () => {
    const english = setup({}, {}, undefined, templates('1107160000000067890'))
    await english.send({ language: 'en' })
    expect(english.sender.sent[0]!.text).toMatch(/is your OTP to verify your mobile number/)
    expect(english.sender.sent[0]!.dltTemplateId).toBe('1107160000000012345')
    const unset = setup({}, {}, undefined, templates(null))
    await unset.send({ language: 'hi' })
    expect(unset.sender.sent[0]!.text).toMatch(/is your OTP to verify your mobile number/)
    expect(unset.sender.sent[0]!.dltTemplateId).toBe('1107160000000012345')
  })

  it("falls back to English under the gateway's own template when the settings cannot be read", async () => {
    const { sender, send } = setup({}, {}, undefined, () => Promise.reject(new Error('database down')))
    expect((await send({ language: 'hi' })).answer.status_code).toBe(200)
    expect(sender.sent[0]!.text).toMatch(/is your OTP/)
    expect(sender.sent[0]!.dltTemplateId).toBeUndefined()
  })
})

describe('verifying a code', () => {
  it('verifies the right code once and answers an auth_token with the id and the code', async () => {
    const { send, verify } = setup()
    const { token, code } = await send()
    const ok = await verify(token, code)
    expect(ok).toMatchObject({ status_code: 200, status: true })
    expect(authTokenMatches((ok.data as { auth_token: string }).auth_token, AUTH_ID, code)).toBe(true)
    expect((await verify(token, code)).status_code).toBe(203)
  })

  it('expires a code after 5 minutes (203)', async () => {
    const { send, verify } = setup()
    const { token, code } = await send()
    advance(5 * MINUTE + 1)
    expect(await verify(token, code)).toMatchObject({ status_code: 203, message: OTP_MESSAGES.expired })
  })

  it('kills a code after 3 wrong tries, even for the right digits next', async () => {
    const { send, verify } = setup()
    const { token, code } = await send()
    const messages = []
    for (let i = 0; i < 3; i++) messages.push((await verify(token, wrong(code))).message)
    expect(messages).toEqual([OTP_MESSAGES.wrong(2), OTP_MESSAGES.wrong(1), OTP_MESSAGES.wrong(0)])
    expect((await verify(token, code)).status_code).toBe(203)
  })

  it('binds a code to its number and purpose', async () => {
    const { send, verify } = setup()
    const { token, code } = await send({ purpose: 'QUICK_LINKS' })
    expect((await verify(token, code, 'NACH_ACTIVATION_PAGE')).status_code).toBe(201)
    expect((await verify(token, code, 'QUICK_LINKS', '9876543211')).status_code).toBe(201)
    expect((await verify(token, code, 'QUICK_LINKS')).status_code).toBe(200)
  })

  it('gives exactly one success to 50 parallel verifies, and calls onVerified once', async () => {
    const onVerified = vi.fn(async () => {})
    const { send, verify } = setup({}, { QUICK_LINKS: { onVerified } })
    const { token, code } = await send()
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(token, code)))
    expect(answers.filter((a) => a.status_code === 200)).toHaveLength(1)
    expect(onVerified).toHaveBeenCalledOnce()
    expect(onVerified).toHaveBeenCalledWith(expect.objectContaining({ purpose: 'QUICK_LINKS', phone: PHONE }))
  })

  /** Spends `count` wrong tries on the number, three per code, a new code every 31 s (within the send limits). */
  async function spendWrongTries(harness: ReturnType<typeof setup>, count: number) {
    let last = { token: '', code: '' }
    let spent = 0
    while (spent < count) {
      last = await harness.send()
      advance(31_000)
      for (let i = 0; i < 3 && spent < count; i++, spent++) {
        expect((await harness.verify(last.token, wrong(last.code))).status_code).toBe(201)
      }
    }
    return last
  }

  it('takes at most 10 wrong tries per number in 24 hours, then refuses verify and send with when and whom to call', async () => {
    const harness = setup({ sendsPerNumberPerHour: 20 }, {}, async () => '1800 209 7272')
    const last = await spendWrongTries(harness, 10)
    // Even the right code is not checked now.
    const refused = await harness.verify(last.token, last.code)
    expect(refused.status_code).toBe(203)
    expect(refused.message).toMatch(
      /^Too many incorrect OTP attempts on this number\. Please try again after \d{1,2}:\d{2} (am|pm)( tomorrow)?, or call us toll-free on 1800 209 7272\.$/,
    )
    const send = await harness.send({ purpose: 'MEET_ADVISOR' })
    expect(send.answer.status_code).toBe(429)
    expect(send.answer.message).toBe(refused.message)
    expect(send.answer.retryAfterSeconds).toBeGreaterThan(23 * 3600)
  })

  it('leaves the toll-free line out when none is set', async () => {
    const harness = setup({ sendsPerNumberPerHour: 20 })
    const last = await spendWrongTries(harness, 10)
    expect((await harness.verify(last.token, last.code)).message).toMatch(/Please try again after [^,]+\.$/)
  })

  it('rolls: places free up as the oldest wrong tries turn 24 hours old, not before', async () => {
    const harness = setup({ sendsPerNumberPerHour: 20 })
    // Tries at 31, 62, 93 (three each) and 124 seconds (one); the clock stands at 124 s.
    await spendWrongTries(harness, 10)
    advance(24 * 60 * MINUTE - 120_000)
    expect((await harness.send({ purpose: 'MEET_ADVISOR' })).answer.status_code).toBe(429)
    // Past 24 h after the first three (31 s), before the next three (62 s): exactly three places.
    advance(45_000)
    const fresh = await harness.send({ purpose: 'MEET_ADVISOR' })
    expect(fresh.answer.status_code).toBe(200)
    for (let i = 0; i < 3; i++) {
      expect((await harness.verify(fresh.token, wrong(fresh.code), 'MEET_ADVISOR')).status_code).toBe(201)
    }
    expect((await harness.send({ purpose: 'REGISTER_WHATSAPP_PAGE' })).answer.status_code).toBe(429)
  })

  it("a success does not give back the wrong tries: the owner's login buys an attacker nothing", async () => {
    const harness = setup({ sendsPerNumberPerHour: 20 })
    await spendWrongTries(harness, 9)
    const ok = await harness.send({ purpose: 'MEET_ADVISOR' })
    expect((await harness.verify(ok.token, ok.code, 'MEET_ADVISOR')).status_code).toBe(200)
    advance(31_000)
    const next = await harness.send()
    expect((await harness.verify(next.token, wrong(next.code))).status_code).toBe(201)
    expect((await harness.verify(next.token, next.code)).status_code).toBe(203)
  })

  it('counts parallel wrong verifies exactly: never more than the limit checked', async () => {
    const harness = setup({ sendsPerNumberPerHour: 50, maxWrongTries: 50 })
    const { token, code } = await harness.send()
    const answers = await Promise.all(Array.from({ length: 40 }, () => harness.verify(token, wrong(code))))
    expect(answers.filter((a) => a.status_code === 201)).toHaveLength(10)
    expect(answers.filter((a) => a.status_code === 203)).toHaveLength(30)
  })
})

describe('resending a code', () => {
  it('refuses before the countdown, then replaces the code', async () => {
    const { send, engine, sender, verify } = setup()
    const { token, code } = await send()
    expect((await engine.resend(token, PHONE, '203.0.113.7')).status_code).toBe(429)
    advance(30_000)
    expect(await engine.resend(token, PHONE, '203.0.113.7')).toMatchObject({ status_code: 200, status: true })
    const fresh = sender.lastCode
    if (fresh !== code) expect((await verify(token, code)).status_code).toBe(201)
    expect((await verify(token, fresh)).status_code).toBe(200)
  })

  it('revives a dead code with fresh tries', async () => {
    const { send, engine, sender, verify } = setup()
    const { token, code } = await send()
    for (let i = 0; i < 3; i++) await verify(token, wrong(code))
    advance(30_000)
    await engine.resend(token, PHONE, '203.0.113.7')
    expect((await verify(token, sender.lastCode)).status_code).toBe(200)
  })

  it('answers 203 for a used or unknown session and 429 once the hour’s sends are spent', async () => {
    const { send, engine, verify } = setup()
    const { token, code } = await send()
    await verify(token, code)
    expect((await engine.resend(token, PHONE, 'ip')).status_code).toBe(203)
    expect((await engine.resend('nope', PHONE, 'ip')).status_code).toBe(203)
    advance(31_000)
    const second = await send()
    for (let i = 0; i < 3; i++) {
      advance(31_000)
      expect((await engine.resend(second.token, PHONE, 'ip')).status_code).toBe(200)
    }
    advance(31_000)
    expect(await engine.resend(second.token, PHONE, 'ip')).toMatchObject({
      status_code: 429,
      message: OTP_MESSAGES.tooMany,
    })
  })

  it('refuses a resend for another number than the session’s', async () => {
    const { send, engine } = setup()
    const { token } = await send()
    advance(30_000)
    expect((await engine.resend(token, '9876543211', 'ip')).status_code).toBe(400)
  })
})

describe('the verification proof', () => {
  it('is accepted once, for the same number and purpose, within its lifetime', async () => {
    const { send, verify, engine } = setup()
    const first = await send()
    const proof = ((await verify(first.token, first.code)).data as { auth_token: string }).auth_token
    expect(parseAuthToken(proof)).not.toBeNull()
    expect(await engine.consumeProof(proof, PHONE, 'QUICK_LINKS')).toBe(true)
    expect(await engine.consumeProof(proof, PHONE, 'QUICK_LINKS')).toBe(false)

    const second = await send({ purpose: 'NACH_ACTIVATION_PAGE' })
    const other = (
      (await verify(second.token, second.code, 'NACH_ACTIVATION_PAGE')).data as { auth_token: string }
    ).auth_token
    expect(await engine.consumeProof(other, PHONE, 'QUICK_LINKS')).toBe(false)

    advance(31_000)
    const third = await send({ purpose: 'MEET_ADVISOR' })
    const late = ((await verify(third.token, third.code, 'MEET_ADVISOR')).data as { auth_token: string })
      .auth_token
    advance(10 * MINUTE + 1)
    expect(await engine.consumeProof(late, PHONE, 'MEET_ADVISOR')).toBe(false)
    expect(await engine.consumeProof('not.a.token', PHONE, 'MEET_ADVISOR')).toBe(false)
  })
})

describe('bindings (policy verification)', () => {
  it('a bound session keeps its binding through a resend, and a real send delivers', async () => {
    const { send, sender, engine, settings } = setup()
    const { token } = await send({ binding: '{"n":"SL2024T0000101"}' })
    expect(sender.sent).toHaveLength(1)
    advance(settings.resendSeconds * 1000 + 1)
    await engine.resend(token, PHONE, '203.0.113.7')
    expect(sender.sent).toHaveLength(2)
    expect((await engine.session(token))?.binding).toBe('{"n":"SL2024T0000101"}')
  })
})
