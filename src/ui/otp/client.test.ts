import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { buildAuthToken, SESSION_TOKEN_STORAGE_KEY } from '@/domain/otp/protocol'

import { readSessionToken, resendOtp, sendOtp, verifyOtp } from './client'

const PATH = '/api/v1/sahyog/services'

type TCall = { url: string; init: RequestInit }

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

let calls: TCall[]
let answers: ((body: Record<string, unknown>) => Response)[]

beforeEach(() => {
  calls = []
  answers = []
  vi.stubGlobal('sessionStorage', memoryStorage())
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    const next = answers.shift()
    if (!next) throw new TypeError('Failed to fetch')
    return next(JSON.parse(String(init.body)) as Record<string, unknown>)
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const json = (status: number, body: object) => () => Response.json(body, { status })
const headersOf = (call: TCall) => new Headers(call.init.headers)

describe('sendOtp (spec 7)', () => {
  it('posts the action, module and data with api-version v1 and keeps the session token', async () => {
    answers.push(json(200, { status_code: 200, status: true, message: 'sent', data: { Token: 'tok-1' } }))
    const outcome = await sendOtp(PATH, {
      phone_number: '9876543210',
      url: 'http://x',
      SourcePage: 'QUICK_LINKS',
    })
    expect(outcome).toEqual({ kind: 'sent', token: 'tok-1' })
    expect(calls[0]!.url).toBe(PATH)
    expect(calls[0]!.init.method).toBe('POST')
    expect(headersOf(calls[0]!).get('api-version')).toBe('v1')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      action: 'sendOtp',
      module: 'Otp',
      data: { phone_number: '9876543210', url: 'http://x', SourcePage: 'QUICK_LINKS' },
    })
    expect(sessionStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBe('tok-1')
  })
  it("sends a form's token headers with the code's request when it brings them (a calculator's lead)", async () => {
    answers.push(json(200, { status_code: 200, status: true, message: 'sent', data: { Token: 'tok-2' } }))
    await sendOtp(
      PATH,
      { phone_number: '9876543210', url: 'http://x', SourcePage: 'QUICK_LINKS' },
      { 'x-csrf-token': 'form-token', 'x-csrf-id': 'retirement-calculator_abcdefghij0123456789' },
    )
    expect(headersOf(calls[0]!).get('x-csrf-token')).toBe('form-token')
    expect(headersOf(calls[0]!).get('x-csrf-id')).toBe('retirement-calculator_abcdefghij0123456789')
    expect(headersOf(calls[0]!).get('api-version')).toBe('v1')
  })

  it('a network failure is "somthing went wrong!"', async () => {
    expect(await sendOtp(PATH, { phone_number: '9876543210', url: 'http://x' })).toEqual({
      kind: 'failed',
      message: 'somthing went wrong!',
    })
  })
  it('an answer that is not JSON counts by its HTTP status', async () => {
    answers.push(() => new Response('<html>busy</html>', { status: 429 }))
    expect((await sendOtp(PATH, { phone_number: '9876543210', url: 'http://x' })).kind).toBe('failed')
  })
})

describe('verifyOtp (spec 7)', () => {
  it('sends the code with a fresh otp_auth, the bearer session token and x-auth-token; checks the answer', async () => {
    sessionStorage.setItem(SESSION_TOKEN_STORAGE_KEY, 'tok-1')
    answers.push((body) => {
      const data = body.data as { otp_auth: string; OTP: string }
      return Response.json({
        status_code: 200,
        status: true,
        message: 'ok',
        data: { auth_token: buildAuthToken(data.otp_auth, 'sig', data.OTP) },
      })
    })
    const outcome = await verifyOtp(PATH, {
      phone: '9876543210',
      otp: '4821',
      purpose: 'QUICK_LINKS',
      url: 'http://x',
    })
    expect(outcome.kind).toBe('verified')
    const body = JSON.parse(String(calls[0]!.init.body)) as { action: string; data: Record<string, string> }
    expect(body.action).toBe('verifyOtp')
    expect(body.data).toMatchObject({
      OTP: '4821',
      phone_number: '9876543210',
      url: 'http://x',
      session_token: 'tok-1',
      Source: 'WEB',
      SourcePage: 'QUICK_LINKS',
    })
    expect(body.data.otp_auth).toMatch(/^[A-Za-z0-9]{15}$/)
    expect(headersOf(calls[0]!).get('authorization')).toBe('Bearer tok-1')
    expect(headersOf(calls[0]!).get('x-auth-token')).toBe(body.data.otp_auth)
  })
  it('a 200 whose token carries another id is "OTP not match"', async () => {
    answers.push(
      json(200, {
        status_code: 200,
        status: true,
        message: 'ok',
        data: { auth_token: buildAuthToken('x'.repeat(15), 's', '4821') },
      }),
    )
    expect(
      await verifyOtp(PATH, { phone: '9876543210', otp: '4821', purpose: 'QUICK_LINKS', url: 'u' }),
    ).toEqual({
      kind: 'mismatch',
      message: 'OTP not match',
    })
  })
})

describe('reSendOTP (spec 7)', () => {
  it('posts the number and address with the bearer session token', async () => {
    sessionStorage.setItem(SESSION_TOKEN_STORAGE_KEY, 'tok-2')
    answers.push(json(429, { status_code: 429, status: false, message: 'No more' }))
    expect(await resendOtp(PATH, { phone: '9876543210', url: 'http://x' })).toEqual({
      kind: 'exhausted',
      message: 'No more',
    })
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      action: 'reSendOTP',
      module: 'Otp',
      data: { phone_number: '9876543210', url: 'http://x' },
    })
    expect(headersOf(calls[0]!).get('authorization')).toBe('Bearer tok-2')
    expect(readSessionToken()).toBe('tok-2')
  })
})
