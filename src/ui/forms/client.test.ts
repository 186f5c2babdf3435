import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { apiCall, formTokenHeaders } from './client'

type TCall = { url: string; init: RequestInit }
let calls: TCall[]
let cookie: string
let pathname: string

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  calls = []
  cookie = ''
  pathname = '/services/meet-advisor'
  vi.stubGlobal('document', {
    get cookie() {
      return cookie
    },
  })
  vi.stubGlobal('window', {
    location: {
      get pathname() {
        return pathname
      },
    },
  })
})
afterEach(() => vi.unstubAllGlobals())

function answer(...responses: ((init: RequestInit) => Response | Promise<Response>)[]) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    const next = responses.shift()
    if (!next) throw new Error('no answer left')
    return next(init)
  })
}

describe('the form kit API client', () => {
  it('sends JSON with the api-version header and returns the data, message and field messages', async () => {
    answer(() =>
      json(400, { message: 'Please enter the valid inputs', errors: { pincode: 'Enter valid Pincode' } }),
    )
    const result = await apiCall('/api/v1/meet-advisor', { body: { pincode: '12' } })
    expect(calls[0]!.init.headers).toMatchObject({ 'api-version': 'v1', 'content-type': 'application/json' })
    expect(calls[0]!.init.body).toBe('{"pincode":"12"}')
    expect(result).toEqual({
      status: 400,
      message: 'Please enter the valid inputs',
      errors: { pincode: 'Enter valid Pincode' },
    })
  })

  it('finds the field messages a service or quote answer carries in its data', async () => {
    answer(() =>
      json(400, {
        status_code: 400,
        status: false,
        message: 'Please enter a valid PAN',
        data: { errors: { pan: 'Please enter a valid PAN', city: 'Please enter your city' } },
      }),
    )
    const result = await apiCall('/api/v1/quotes', { body: {} })
    expect(result.errors).toEqual({ pan: 'Please enter a valid PAN', city: 'Please enter your city' })
    // Data that is not field messages is left as data.
    answer(() => json(400, { message: 'No', data: { errors: [{ message: 'x' }] } }))
    expect((await apiCall('/api/v1/quotes', { body: {} })).errors).toBeUndefined()
  })

  it("asks for a fresh form token first (spec 7) and sends it with the id from the page's cookie", async () => {
    answer(
      () => {
        cookie = 'meet-advisor=meet-advisor_abcdefghij0123456789'
        return json(200, { data: 'token-1' })
      },
      () => json(200, { message: 'Successful!', data: { ok: true } }),
    )
    const result = await apiCall('/api/v1/meet-advisor', {
      body: {},
      form: { type: 'meetAdvisor', servicesPath: '/api/v1/sahyog/services' },
    })
    expect(calls[0]!.url).toMatch(/^\/api\/v1\/sahyog\/services\?t=[a-z0-9]+$/)
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      action: 'createToken',
      module: 'website',
      formId: 'meet-advisor',
      formType: 'meetAdvisor',
    })
    expect(calls[1]!.init.headers).toMatchObject({
      'x-csrf-token': 'token-1',
      'x-csrf-id': 'meet-advisor_abcdefghij0123456789',
    })
    expect(result).toEqual({ status: 200, message: 'Successful!', data: { ok: true } })
  })

  it("names the cookie after the page's last path segment, and keeps the id the page already has", async () => {
    pathname = '/register-grievance/'
    cookie =
      'grievance=grievance_zzzzzzzzzz0123456789; register-grievance=register-grievance_ABCDEFGHIJ0123456789'
    answer(
      () => json(200, { data: 'token-2' }),
      () => json(200, { message: 'ok' }),
    )
    await apiCall('/api/v1/register-grievance', {
      body: {},
      form: { type: 'grievance', servicesPath: '/s' },
    })
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      formId: 'register-grievance_ABCDEFGHIJ0123456789',
      formType: 'grievance',
    })
    expect(calls[1]!.init.headers).toMatchObject({ 'x-csrf-id': 'register-grievance_ABCDEFGHIJ0123456789' })
  })

  it('asks with the name alone when the cookie holds no id of this page, and on the home page the name is home', async () => {
    pathname = '/'
    cookie = 'home=tampered'
    answer(() => {
      cookie = 'home=home_abcdefghij0123456789'
      return json(200, { data: 'token-3' })
    })
    expect(await formTokenHeaders('/s', 'calculator')).toEqual({
      'x-csrf-token': 'token-3',
      'x-csrf-id': 'home_abcdefghij0123456789',
    })
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ formId: 'home', formType: 'calculator' })
  })

  it('has no token when the cookie is not there after the answer (a blocked cookie)', async () => {
    answer(() => json(200, { data: 'token-4' }))
    expect(await formTokenHeaders('/s', 'meetAdvisor')).toBeNull()
  })

  it("answers the spec's 'somthing went wrong!' when no token comes, when the answer is not JSON, or the network fails", async () => {
    answer(() => json(500, {}))
    expect(await apiCall('/x', { body: {}, form: { type: 'grievance', servicesPath: '/s' } })).toEqual({
      status: 0,
      message: 'somthing went wrong!',
    })
    expect(calls).toHaveLength(1)
    answer(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    expect(await apiCall('/x', { body: {} })).toEqual({ status: 0, message: 'somthing went wrong!' })
    answer(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await apiCall('/x', { method: 'GET', fallback: 'We are unable to fetch the details' })).toEqual({
      status: 0,
      message: 'We are unable to fetch the details',
    })
  })

  it('gives up after its time limit', async () => {
    answer(
      (init) =>
        new Promise((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))),
        ),
    )
    expect(await apiCall('/x', { body: {}, timeoutMs: 50 })).toEqual({
      status: 0,
      message: 'somthing went wrong!',
    })
  })

  it('sends a FormData body as it is, letting the browser set the multipart boundary', async () => {
    answer(() => json(200, { message: 'ok' }))
    const body = new FormData()
    body.set('name', 'Asha')
    await apiCall('/x', { body })
    expect(calls[0]!.init.body).toBe(body)
    expect(calls[0]!.init.headers).not.toHaveProperty('content-type')
  })
})
