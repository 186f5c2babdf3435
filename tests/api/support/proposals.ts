/** A saved quote and its proposal, for the proposal tests (tests/api/proposals*.test.ts). */
import { expect } from 'vitest'

import { fetchFrom } from '../../support/client'
import { BASE_URL, get, sandboxReturn } from './http'
import { freshIp, freshPhone } from './otp'
import { adminAuthorization } from './policy'
import { formHeaders, verifiedProof } from './service-forms'

export const PLAN = '/life-insurance/sahyog-smart-term'

export const thisYear = () => new Date(Date.now() + 330 * 60_000).getUTCFullYear()

/** A quote saved by OTP (QUOTE_PAGE): its reference, and the proposal credential saving it gives the browser. */
export async function savedQuote(phone: string) {
  const answer = await call(
    '/api/v1/quotes',
    {
      full_name: 'Kavya Menon',
      full_email: 'kavya.menon@example.in',
      full_number: phone,
      prefferd_language: 'English',
      is_submit_contact: true,
      plan: PLAN,
      quote: {
        dob: `01/01/${thisYear() - 30}`,
        gender: 'male',
        smoker: 'no',
        income: '1200000',
        sum_assured: '10000000',
        cover_till_age: '55',
        pay: 'regular',
        payout: 'lump-sum',
        mode: 'yearly',
      },
      auth_token: await verifiedProof(phone, 'QUOTE_PAGE'),
    },
    null,
    await formHeaders('quote'),
  )
  expect(answer.status).toBe(200)
  expect(answer.cookie).toMatch(/^sahyog_proposal=/)
  return { quote: answer.body.data!.ref as string, cookie: answer.cookie! }
}

export type TAnswer = {
  status: number
  cookie: string | null
  body: {
    status_code: number
    message: string
    data?: Record<string, unknown> & { errors?: Record<string, string> }
  }
}

export async function call(
  path: string,
  body?: unknown,
  cookie?: string | null,
  headers: Record<string, string> = {},
): Promise<TAnswer> {
  const res = await fetchFrom(freshIp(), new URL(path, BASE_URL), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'api-version': 'v1',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  const set = res.headers.get('set-cookie')
  return {
    status: res.status,
    cookie: set ? (/^(sahyog_proposal=[^;]+)/.exec(set)?.[1] ?? null) : null,
    body: (await res.json()) as TAnswer['body'],
  }
}

/** Starts the proposal of a quote just saved: the credential of the quote's OTP is enough. */
export async function start(phone: string) {
  const saved = await savedQuote(phone)
  const answer = await call('/api/v1/proposals', { quote: saved.quote }, saved.cookie)
  expect(answer.status).toBe(200)
  expect(answer.cookie).toMatch(/^sahyog_proposal=/)
  return {
    quote: saved.quote,
    ref: answer.body.data!.ref as string,
    cookie: answer.cookie!,
    resumed: answer.body.data!.resumed,
  }
}

export const PERSONAL = {
  full_name: 'Kavya Menon',
  email: 'kavya.menon@example.in',
  pan: 'abcpm1234k',
  address: '12, Lakshmi Nivas, FC Road',
  pincode: '411004',
  city: 'Pune',
  state: 'Maharashtra',
}
export const WORK = { occupation: 'salaried', employer: 'Deccan Software Ltd', annual_income: '1200000' }
export const NOMINEE = {
  nominee_name: 'Arjun Menon',
  nominee_relationship: 'spouse',
  nominee_dob: `15/06/${thisYear() - 31}`,
}
export const HEALTH = {
  height_cm: '172',
  weight_kg: '70',
  answer_tobacco: 'no',
  answer_alcohol: 'no',
  answer_hazard: 'no',
  answer_conditions: 'no',
  answer_hospitalised: 'no',
  answer_declined: 'no',
}

export async function stored(ref: string) {
  const res = await get(`/cms/api/proposals?where[ref][equals]=${ref}&depth=0`, {
    // One login for the file (adminAuthorization): logins of one user at the same moment each rewrite the user's
    // list of sessions, and one could drop another's, so a read with the dropped one is refused (403).
    headers: { Authorization: await adminAuthorization() },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs[0]!
}

/** A proposal with every step saved, ready to pay. */
export async function completedProposal() {
  const phone = freshPhone()
  const proposal = await start(phone)
  for (const [step, body] of Object.entries({
    personal: PERSONAL,
    work: WORK,
    nominee: NOMINEE,
    health: HEALTH,
  }))
    expect(
      (await call(`/api/v1/proposals/${proposal.ref}/steps/${step}`, body, proposal.cookie)).status,
    ).toBe(200)
  return { ...proposal, phone }
}

/**
 * A proposal paid through the local sandbox (the review's "Pay", the sandbox's "Pay", the signed return), with its
 * application number: the start of the tracking tests.
 */
export async function paidProposal() {
  const proposal = await completedProposal()
  const paid = await call(`/api/v1/proposals/${proposal.ref}/pay`, { declaration: true }, proposal.cookie)
  expect(paid.status).toBe(200)
  const order = new URL((paid.body.data!.checkout as { url: string }).url, BASE_URL).searchParams.get(
    'order',
  )!
  const back = await sandboxReturn(order)
  const landed = await fetch(back, { redirect: 'manual' })
  expect(landed.status).toBe(303)
  const record = await stored(proposal.ref)
  expect(record).toMatchObject({ status: 'paid', applicationStatus: 'submitted' })
  return { ...proposal, id: record.id as number | string, number: record.applicationNumber as string }
}
