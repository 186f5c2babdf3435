import { describe, expect, it } from 'vitest'

import { authTokenMatches, OTP_PURPOSES } from '@/domain/otp/protocol'

import { BASE_URL } from './support/http'
import {
  call,
  freshAuthId,
  freshIp,
  freshPhone,
  latestCode,
  LEAD_FIELDS,
  outbox,
  resendOtp,
  sendOtp,
  sentSession,
  SERVICES,
  verifyOtp,
  wrongCode,
} from './support/otp'

const host = new URL(BASE_URL).hostname

describe('sendOtp (spec 7, 8)', () => {
  it('answers 200 with a session token and sends one SMS ending with the WebOTP line', async () => {
    const phone = freshPhone()
    const res = await sendOtp(phone, { SourcePage: 'QUICK_LINKS' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status_code: 200, status: true })
    expect((res.body.data as Record<string, string>).Token).toMatch(/^[\w-]{40,}$/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const messages = await outbox(phone)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.to).toBe(phone)
    expect(messages[0]!.text).toMatch(new RegExp(`\\n@${host.replace(/\./g, '\\.')} #\\d{4}$`))
    expect(new Date(messages[0]!.sentAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it.each([
    ['a number starting with 5', '5876543210'],
    ['nine digits', '987654321'],
    ['a UK number', '447700900123'],
    ['a number with +91', '+919876543210'],
    ['letters', '98765abcde'],
  ])('refuses %s with a 400 and sends nothing', async (_, phone) => {
    const res = await sendOtp(phone)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Please enter a valid mobile number')
    const digits = phone.replace(/\D/g, '')
    if (digits.length >= 10) expect(await outbox(digits)).toEqual([])
    if (digits.length > 10) expect(await outbox(digits.slice(-10))).toEqual([])
  })

  it('refuses a second code for the same number and purpose within the countdown (429 with a message)', async () => {
    const phone = freshPhone()
    expect((await sendOtp(phone)).status).toBe(200)
    const again = await sendOtp(phone)
    expect(again.status).toBe(429)
    expect(again.body.status_code).toBe(429)
    expect(again.body.message).toMatch(/wait/i)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await outbox(phone)).toHaveLength(1)
  })

  it('answers a policyholder and any other number alike: same status, message, fields and timing', async () => {
    // There is no policy lookup on this path; the answers must not differ for any number.
    const timings: number[] = []
    const answers = []
    for (const phone of [freshPhone(), freshPhone(), '9999999999'.slice(0, 1) + freshPhone().slice(1)]) {
      const started = performance.now()
      const res = await sendOtp(phone)
      timings.push(performance.now() - started)
      answers.push({ status: res.status, message: res.body.message, keys: Object.keys(res.body).sort() })
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(Math.max(...timings) - Math.min(...timings)).toBeLessThan(250)
  })

  it('takes as long to refuse as to send, so a refusal cannot be spotted by its timing', async () => {
    const phone = freshPhone()
    const t0 = performance.now()
    expect((await sendOtp(phone)).status).toBe(200)
    const sendMs = performance.now() - t0
    const t1 = performance.now()
    expect((await sendOtp(phone)).status).toBe(429)
    const refuseMs = performance.now() - t1
    expect(refuseMs).toBeGreaterThan(sendMs * 0.5)
    expect(refuseMs).toBeGreaterThanOrEqual(250)
  })

  it('allows at most 5 sends per number per hour', async () => {
    const phone = freshPhone()
    const statuses = []
    // Six sends over the six forms of spec 1: the limit is per number, whatever the form.
    for (const purpose of OTP_PURPOSES.slice(0, 6))
      statuses.push((await sendOtp(phone, { SourcePage: purpose })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expect(await outbox(phone)).toHaveLength(5)
  })

  it('limits sends from one client address (SMS pumping)', async () => {
    const ip = freshIp()
    const results = await Promise.all(Array.from({ length: 32 }, () => sendOtp(freshPhone(), {}, ip)))
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(30)
    expect(statuses.filter((s) => s === 429)).toHaveLength(2)
  })

  it('counts a client by its connection: forged forwarding headers do not buy a fresh budget', async () => {
    const ip = freshIp()
    const results = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        call(
          {
            action: 'sendOtp',
            module: 'Otp',
            data: { phone_number: freshPhone(), url: BASE_URL, Source: 'WEB', ...LEAD_FIELDS },
          },
          {
            ip,
            headers: {
              'x-forwarded-for': `203.0.113.${i + 1}`,
              'x-real-ip': `198.51.100.${i + 1}`,
              forwarded: `for=192.0.2.${i + 1}`,
              'x-sahyog-client-address': `192.0.2.${i + 1}`,
            },
          },
        ),
      ),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(30)
    expect(statuses.filter((s) => s === 429)).toHaveLength(2)
  })

  it('limits sends to one number prefix (SMS pumping over a range)', async () => {
    const prefix = freshPhone().slice(0, 5)
    const phones = Array.from({ length: 62 }, (_, i) => `${prefix}${String(i).padStart(5, '0')}`)
    const results = await Promise.all(phones.map((phone) => sendOtp(phone)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(60)
    expect(results.filter((r) => r.status === 429)).toHaveLength(2)
  })

  it('refuses with a 400 what the purpose’s handler refuses (a lead without its fields), before any SMS', async () => {
    const phone = freshPhone()
    const res = await call({
      action: 'sendOtp',
      module: 'Otp',
      data: { phone_number: phone, url: BASE_URL, Source: 'WEB', SourcePage: 'QUICK_LINKS' },
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBeTruthy()
    expect(await outbox(phone)).toEqual([])
    // The refusal does not hold the countdown: the corrected form can be sent at once.
    expect((await sendOtp(phone, { SourcePage: 'QUICK_LINKS' })).status).toBe(200)
  })

  it('refuses an unknown SourcePage with a 400', async () => {
    const res = await sendOtp(freshPhone(), { SourcePage: 'SOMETHING_ELSE' })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/SourcePage/)
  })
})

describe('verifyOtp (spec 7, 8)', () => {
  it('answers 200, status true and an auth_token carrying the random id and the entered code', async () => {
    const phone = freshPhone()
    const { token, code } = await sentSession(phone)
    const authId = freshAuthId()
    const res = await verifyOtp(token, phone, code, { authId })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status_code: 200, status: true })
    const authToken = (res.body.data as Record<string, string>).auth_token
    expect(authTokenMatches(authToken, authId, code)).toBe(true)
    expect(authToken!.split('.')).toHaveLength(3)
  })

  it('answers 201 and status false for a wrong code, with the tries left', async () => {
    const phone = freshPhone()
    const { token, code } = await sentSession(phone)
    const res = await verifyOtp(token, phone, wrongCode(code))
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ status_code: 201, status: false })
    expect(res.body.message).toMatch(/2 attempts left/)
  })

  it('kills a code after 3 wrong tries: the right code then fails with 203', async () => {
    const phone = freshPhone()
    const { token, code } = await sentSession(phone)
    for (let i = 0; i < 3; i++) expect((await verifyOtp(token, phone, wrongCode(code))).status).toBe(201)
    const res = await verifyOtp(token, phone, code)
    expect(res.status).toBe(203)
    expect(res.body.status).toBe(false)
  })

  it('accepts a code once: using it again answers 203', async () => {
    const phone = freshPhone()
    const { token, code } = await sentSession(phone)
    expect((await verifyOtp(token, phone, code)).status).toBe(200)
    const again = await verifyOtp(token, phone, code)
    expect(again.status).toBe(203)
    expect(again.body.status).toBe(false)
  })

  it('does not accept a lead-form code for another purpose or another number', async () => {
    const phone = freshPhone()
    const { token, code } = await sentSession(phone, { SourcePage: 'QUICK_LINKS' })
    expect((await verifyOtp(token, phone, code, { purpose: 'NACH_ACTIVATION_PAGE' })).status).toBe(201)
    expect((await verifyOtp(token, freshPhone(), code)).status).toBe(201)
    expect((await verifyOtp(token, phone, code, { purpose: 'QUICK_LINKS' })).status).toBe(200)
  })

  it('gives exactly one success to 50 parallel verifies of the right code', async () => {
    const phone = freshPhone()
    const { token, code } = await sentSession(phone)
    const results = await Promise.all(Array.from({ length: 50 }, () => verifyOtp(token, phone, code)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 203)).toHaveLength(49)
  })

  it('answers 203 for a session it does not know (expired or never issued)', async () => {
    const res = await verifyOtp('not-a-session-token-0000000000000000000000', freshPhone(), '1234')
    expect(res.status).toBe(203)
    expect(res.body.status).toBe(false)
  })

  it('takes at most 10 wrong tries per number in 24 hours from any number of addresses, then says when and whom to call', async () => {
    const phone = freshPhone()
    const purposes = ['QUICK_LINKS', 'MEET_ADVISOR', 'REGISTER_WHATSAPP_PAGE', 'NACH_ACTIVATION_PAGE']
    let failures = 0
    let last = { token: '', code: '' }
    // Every call below comes from an address of its own: the count is the number's, not a client's.
    for (const purpose of purposes) {
      last = await sentSession(phone, { SourcePage: purpose })
      for (let i = 0; i < 3 && failures < 10; i++, failures++) {
        expect((await verifyOtp(last.token, phone, wrongCode(last.code), { purpose })).status).toBe(201)
      }
    }
    expect(failures).toBe(10)
    // The right code is not even checked now.
    const locked = await verifyOtp(last.token, phone, last.code, { purpose: 'NACH_ACTIVATION_PAGE' })
    expect(locked.status).toBe(203)
    expect(locked.body.message).toMatch(
      /^Too many incorrect OTP attempts on this number\. Please try again after \d{1,2}:\d{2} (am|pm)( tomorrow)?, or call us toll-free on [\d -]+( or [\d -]+)*\.$/,
    )
    const send = await sendOtp(phone, { SourcePage: 'NACH_DEACTIVATION_PAGE' })
    expect(send.status).toBe(429)
    expect(send.body.message).toBe(locked.body.message)
    expect(Number(send.headers.get('retry-after'))).toBeGreaterThan(23 * 3600)
  })

  it.each([
    ['no x-auth-token', { 'x-auth-token': '' }],
    ['an x-auth-token other than otp_auth', { 'x-auth-token': 'ZZZZZZZZZZZZZZZ' }],
  ])('refuses a verify with %s (400)', async (_, headers) => {
    const phone = freshPhone()
    const { token, code } = await sentSession(phone)
    const authId = freshAuthId()
    const res = await call(
      {
        action: 'verifyOtp',
        module: 'Otp',
        data: { OTP: code, phone_number: phone, otp_auth: authId, url: BASE_URL, SourcePage: 'QUICK_LINKS' },
      },
      { headers: { authorization: `Bearer ${token}`, ...headers } },
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/x-auth-token/)
  })

  it('refuses a code of the wrong shape with a 400, not a wrong try', async () => {
    const phone = freshPhone()
    const { token, code } = await sentSession(phone)
    for (const otp of ['12', '12345', 'abcd']) expect((await verifyOtp(token, phone, otp)).status).toBe(400)
    expect((await verifyOtp(token, phone, code)).status).toBe(200)
  })
})

describe('reSendOTP (spec 7, 8)', () => {
  it('refuses before the countdown (429); after it sends a new code (200) and the old one no longer verifies', async () => {
    const phone = freshPhone()
    const { token, code } = await sentSession(phone)
    const early = await resendOtp(token, phone)
    expect(early.status).toBe(429)
    const wait = Number(early.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(30)

    // Meanwhile a second number uses up its 5 sends: its resend after the countdown is refused (429).
    const busy = freshPhone()
    const busySession = await sentSession(busy, { SourcePage: 'QUICK_LINKS' })
    for (const purpose of OTP_PURPOSES.slice(1, 5)) {
      expect((await sendOtp(busy, { SourcePage: purpose })).status).toBe(200)
    }

    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 500))
    const resent = await resendOtp(token, phone)
    expect(resent.status).toBe(200)
    expect(resent.body).toMatchObject({ status_code: 200, status: true })
    expect(await outbox(phone)).toHaveLength(2)
    const fresh = await latestCode(phone)
    if (fresh !== code) expect((await verifyOtp(token, phone, code)).status).toBe(201)
    expect((await verifyOtp(token, phone, fresh)).status).toBe(200)

    const noMore = await resendOtp(busySession.token, busy)
    expect(noMore.status).toBe(429)
    expect(noMore.body.message).toMatch(/maximum/)
  }, 60_000)

  it('answers 203 when the session has expired or was used', async () => {
    const phone = freshPhone()
    const { token, code } = await sentSession(phone)
    expect((await verifyOtp(token, phone, code)).status).toBe(200)
    expect((await resendOtp(token, phone)).status).toBe(203)
    expect((await resendOtp('unknown-session-token-000000000000000000000', phone)).status).toBe(203)
  })

  it('needs the session token (400 without it)', async () => {
    const res = await call({
      action: 'reSendOTP',
      module: 'Otp',
      data: { phone_number: freshPhone(), url: BASE_URL },
    })
    expect(res.status).toBe(400)
  })
})

describe('createToken (spec 7)', () => {
  it("sets the form id cookie named after the page's last path segment (name_ + 20 characters, readable by the page) and answers a token", async () => {
    const res = await call(
      { action: 'createToken', module: 'website', formId: 'register-grievance', formType: 'grievance' },
      { query: '?t=123' },
    )
    expect(res.status).toBe(200)
    expect(typeof res.body.data).toBe('string')
    expect(res.body.data).toMatch(/^[\w-]{40,}$/)
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^register-grievance=register-grievance_[A-Za-z0-9]{20}; Path=\/;/)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/HttpOnly/i)
  })

  it("names the home page's cookie home", async () => {
    const res = await call({
      action: 'createToken',
      module: 'website',
      formId: 'home',
      formType: 'calculator',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/^home=home_[A-Za-z0-9]{20};/)
  })

  it('keeps the form id the browser already has', async () => {
    const id = 'nach-mandate-activation_ABCDEFGHIJ0123456789'
    const byName = await call(
      {
        action: 'createToken',
        module: 'website',
        formId: 'nach-mandate-activation',
        formType: 'nachActivation',
      },
      { headers: { cookie: `nach-mandate-activation=${id}` }, query: '?t=1' },
    )
    expect(byName.status).toBe(200)
    expect(byName.headers.get('set-cookie')).toBeNull()
    const byId = await call(
      { action: 'createToken', module: 'website', formId: id, formType: 'nachActivation' },
      { headers: { cookie: `nach-mandate-activation=${id}` }, query: '?t=2' },
    )
    expect(byId.status).toBe(200)
    expect(byId.headers.get('set-cookie')).toBeNull()
  })

  it.each([
    [undefined],
    [''],
    ['../etc'],
    ['register-grievance_short'],
    ['register_grievance'],
    ['payload-token'],
    ['payload-token_ABCDEFGHIJ0123456789'],
    [42],
  ])('refuses formId %s with a 400', async (formId) => {
    const res = await call({ action: 'createToken', module: 'website', formId, formType: 'grievance' })
    expect(res.status).toBe(400)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it.each([[undefined], ['contactus'], ['Grievance'], [7]])(
    'refuses formType %s with a 400',
    async (formType) => {
      const res = await call({
        action: 'createToken',
        module: 'website',
        formId: 'register-grievance',
        formType,
      })
      expect(res.status).toBe(400)
      expect(res.body.message).toMatch(/formType/)
    },
  )
})

describe('the services endpoint refuses bad requests with a 4xx and a message', () => {
  it('malformed JSON → 400', async () => {
    const res = await call('{"action":')
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/JSON/)
  })

  it.each([
    [{ action: 'dropTables', module: 'Otp' }],
    [{ action: 'sendOtp', module: 'website' }],
    [{ module: 'Otp' }],
    [[1, 2, 3]],
  ])('unknown or missing action/module %j → 400', async (body) => {
    const res = await call(body)
    expect(res.status).toBe(400)
    expect(res.body.message).toBeTruthy()
  })

  it('sendOtp without data → 400', async () => {
    const res = await call({ action: 'sendOtp', module: 'Otp' })
    expect(res.status).toBe(400)
  })

  it('an api-version other than v1 → 400', async () => {
    const res = await call(
      { action: 'sendOtp', module: 'Otp', data: { phone_number: freshPhone(), url: BASE_URL } },
      { headers: { 'api-version': 'v2' } },
    )
    expect(res.status).toBe(400)
  })

  it('another provider segment → 404', async () => {
    const res = await fetch(new URL(SERVICES.replace(/\/v1\/[^/]+\//, '/v1/someone-else/'), BASE_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        action: 'sendOtp',
        module: 'Otp',
        data: { phone_number: freshPhone(), url: 'x' },
      }),
    })
    expect(res.status).toBe(404)
  })

  it('a body over 16 KB → 413', async () => {
    const res = await call({
      action: 'sendOtp',
      module: 'Otp',
      data: { phone_number: freshPhone(), url: 'x'.repeat(20_000) },
    })
    expect(res.status).toBe(413)
  })
})

describe('GET /api/dev/sms-outbox', () => {
  it('lists a number’s messages newest first with to, text and sentAt', async () => {
    const phone = freshPhone()
    await sendOtp(phone, { SourcePage: 'QUICK_LINKS' })
    await sendOtp(phone, { SourcePage: 'MEET_ADVISOR' })
    const list = await outbox(phone)
    expect(list).toHaveLength(2)
    expect(Object.keys(list[0]!).sort()).toEqual(['sentAt', 'text', 'to'])
    expect(list[0]!.sentAt >= list[1]!.sentAt).toBe(true)
  })

  it('refuses a malformed number with a 400', async () => {
    const res = await fetch(new URL('/api/dev/sms-outbox?phone_number=abc', BASE_URL))
    expect(res.status).toBe(400)
  })
})
