/** Staff moves, tracking with its credential, and the first premium's payment record, for the application tests. */
import { expect } from 'vitest'

import { fetchFrom } from '../../support/client'
import { BASE_URL, get } from './http'
import { freshIp } from './otp'
import { adminAuthorization } from './policy'
import { verifiedProof } from './service-forms'

/** Staff's save in the admin: the status field of the proposal, through the CMS's REST API as the admin. */
export async function move(id: number | string, applicationStatus: string) {
  const res = await fetch(new URL(`/cms/api/proposals/${id}`, BASE_URL), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: await adminAuthorization() },
    body: JSON.stringify({ applicationStatus }),
  })
  const body = (await res.json()) as {
    doc?: Record<string, unknown>
    errors?: { data?: { errors?: { path: string; message: string }[] } }[]
  }
  return { status: res.status, doc: body.doc, refusal: body.errors?.[0]?.data?.errors?.[0] }
}

/** Tracks an application with a fresh OTP proof: the answer and the tracking credential it sets. */
export async function trackWithCredential(number: string, mobile: string) {
  const res = await fetchFrom(freshIp(), new URL('/api/v1/applications/track', BASE_URL), {
    method: 'POST',
    headers: { 'api-version': 'v1', 'content-type': 'application/json' },
    body: JSON.stringify({
      application_number: number,
      mobile,
      auth_token: await verifiedProof(mobile, 'TRACK_APPLICATION_PAGE'),
    }),
  })
  const body = (await res.json()) as { message: string; data?: Record<string, unknown> }
  const cookie = /^(sahyog_application=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? null
  return { status: res.status, body, cookie, setCookie: res.headers.get('set-cookie') }
}

/** The first premium's record in `payments` (the admin reads it). */
export async function paymentOf(ref: string) {
  const res = await get(`/cms/api/payments?where[dueKey][equals]=proposal:${ref}&depth=0`, {
    headers: { Authorization: await adminAuthorization() },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs[0]!
}

/** The sandbox gateway's switch for an order's refunds: they fail as an outage would (down) or work (up). */
export async function sandboxRefunds(order: string, state: 'down' | 'up') {
  const res = await fetch(new URL('/api/v1/renewal-payment/sandbox', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order, outcome: `refunds-${state}` }).toString(),
  })
  expect(res.status).toBe(200)
}
