import { randomBytes, randomInt } from 'node:crypto'

import { type APIRequestContext, expect } from '@playwright/test'

import { servicesPath } from '@/domain/otp/protocol'

import { fetchFrom, freshAddress } from '../../support/client'

import { ADMIN } from './admin'

const SERVICES = servicesPath(process.env.SERVICES_PROVIDER || 'sahyog')

const BASE_URL = process.env.TEST_BASE_URL || 'http://localhost:3000'
export const freshPhone = () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`
/** A name no other run has used: letters only, like a person's. */
export const freshName = () =>
  `Meera ${Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('')}`

/**
 * A contact lead submitted and verified through the services endpoint, as the lead panel does it, with the code read
 * from the development SMS outbox. Answers once the lead was delivered to the (local) CRM.
 */
export async function submitVerifiedLead(request: APIRequestContext, name: string, phone = freshPhone()) {
  // The services calls come from an address of their own, as a visitor's browser would.
  const address = freshAddress()
  const services = (body: unknown, headers: Record<string, string> = {}) =>
    fetchFrom(address, new URL(SERVICES, BASE_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-version': 'v1', ...headers },
      body: JSON.stringify(body),
    })
  const sent = await services({
    action: 'sendOtp',
    module: 'Otp',
    data: {
      phone_number: phone,
      url: 'http://localhost/contact-us',
      Source: 'WEB',
      SourcePage: 'QUICK_LINKS',
      full_name: name,
      full_email: 'meera@example.in',
      prefferd_language: 'Telugu',
      is_submit_contact: true,
    },
  })
  expect(sent.status, await sent.clone().text()).toBe(200)
  const token = ((await sent.json()) as { data: { Token: string } }).data.Token
  const outbox = (await (await request.get(`/api/dev/sms-outbox?phone_number=${phone}`)).json()) as {
    text: string
  }[]
  const code = /#(\d+)$/.exec(outbox[0]!.text)![1]!
  const authId = 'leadAdminTest01'
  const verified = await services(
    {
      action: 'verifyOtp',
      module: 'Otp',
      data: {
        OTP: code,
        phone_number: phone,
        otp_auth: authId,
        url: 'http://localhost/',
        session_token: token,
      },
    },
    { authorization: `Bearer ${token}`, 'x-auth-token': authId },
  )
  expect(verified.status, await verified.text()).toBe(200)

  const login = await request.post('/cms/api/users/login', { data: ADMIN })
  const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  await expect
    .poll(
      async () => {
        const res = await request.get(`/cms/api/leads?where[phone][equals]=${phone}&depth=0`, {
          headers: auth,
        })
        return ((await res.json()) as { docs: { crmStatus: string }[] }).docs[0]?.crmStatus
      },
      { timeout: 10_000 },
    )
    .toBe('delivered')
  return { phone }
}

/** A sales user (created by the administrator through the REST API) and its password. */
export async function createSalesUser(request: APIRequestContext) {
  const login = await request.post('/cms/api/users/login', { data: ADMIN })
  const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const email = `sales-${Date.now()}-${randomInt(1000)}@sahyoglife.example`
  const password = `sales-${randomBytes(8).toString('hex')}`
  const created = await request.post('/cms/api/users', {
    headers: auth,
    data: { email, password, name: 'Sales desk', roles: ['sales'] },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  return { email, password }
}
