import { randomInt } from 'node:crypto'

import type { TFormType } from '@/domain/forms/form-token'

import { fetchFrom } from '../../support/client'

import { adminToken, BASE_URL } from './http'
import { freshAuthId, freshIp, freshPhone, latestCode, type ICall } from './otp'

/**
 * Policy verification helpers: a fresh demo policy per test (created through the admin's REST API with a fresh
 * registered mobile, so tests never share a number's OTP countdown or send budget), the lookup → OTP → verify
 * calls of POST /api/v1/policy/verify (the lookup types the policy's registered mobile unless told another, and
 * the code goes to the typed number), and the access cookie they end with.
 */
export const POLICY_VERIFY = '/api/v1/policy/verify'

/** The Indian calendar day `offsetDays` from today (`YYYY-MM-DD`), as a policy's dates are stored. */
export const indianDay = (offsetDays = 0) =>
  new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)

export interface ITestPolicy {
  policyNumber: string
  dateOfBirth: string
  mobile: string
  id: number | string
}

let admin: string | null = null
export async function adminAuthorization() {
  admin ??= `JWT ${await adminToken()}`
  return admin
}

export const freshPolicyNumber = () => `TS${String(randomInt(0, 1e12)).padStart(12, '0')}`

export async function createPolicy(overrides: Record<string, unknown> = {}): Promise<ITestPolicy> {
  const data = {
    policyNumber: freshPolicyNumber(),
    holderName: 'Test Holder',
    dateOfBirth: '1986-08-14',
    mobile: freshPhone(),
    productName: 'Sahyog Suraksha Term Plan',
    productKind: 'term',
    sumAssured: 5000000,
    premium: 2400,
    frequency: 'monthly',
    commencementDate: '2024-01-01',
    nextDueDate: '2026-12-01',
    status: 'in-force',
    ...overrides,
  }
  const res = await fetch(new URL('/cms/api/policies', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await adminAuthorization() },
    body: JSON.stringify(data),
  })
  if (!res.ok) throw new Error(`creating a policy failed: ${res.status} ${await res.text()}`)
  const { doc } = (await res.json()) as { doc: { id: number | string } }
  return {
    policyNumber: data.policyNumber as string,
    dateOfBirth: data.dateOfBirth as string,
    mobile: data.mobile as string,
    id: doc.id,
  }
}

export async function postJson(
  path: string,
  body: unknown,
  { headers = {}, ip = freshIp() }: { headers?: Record<string, string>; ip?: string } = {},
): Promise<ICall> {
  const res = await fetchFrom(ip, new URL(path, BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-version': 'v1', ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  })
  const text = await res.text()
  let parsed: ICall['body']
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = { status_code: res.status, message: text }
  }
  return { status: res.status, headers: res.headers, body: parsed }
}

/** The lookup call: the policy's number, date of birth and the mobile typed (its registered one, for a match). */
export const lookup = (
  policy: { policyNumber: string; dateOfBirth: string; mobile: string },
  purpose = 'NACH_ACTIVATION_PAGE',
  ip?: string,
) =>
  postJson(
    POLICY_VERIFY,
    {
      policy_number: policy.policyNumber,
      dob: policy.dateOfBirth,
      mobile: policy.mobile,
      purpose,
      url: BASE_URL,
    },
    ip ? { ip } : {},
  )

export function verifyPolicyOtp(
  token: string,
  otp: string,
  { purpose = 'NACH_ACTIVATION_PAGE', authId = freshAuthId() }: { purpose?: string; authId?: string } = {},
) {
  return postJson(
    POLICY_VERIFY,
    {
      action: 'verifyOtp',
      module: 'Otp',
      data: { OTP: otp, phone_number: '', otp_auth: authId, url: BASE_URL, SourcePage: purpose },
    },
    { headers: { authorization: `Bearer ${token}`, 'x-auth-token': authId } },
  )
}

/** The `name=value` of a Set-Cookie answer, for the next request's Cookie header. */
export const cookieOf = (res: ICall) => (res.headers.get('set-cookie') ?? '').split(';')[0]!

/** Lookup, the code from the outbox, verify: the Cookie header value of the policy access credential. */
export async function verifiedPolicyCookie(
  policy: ITestPolicy,
  purpose = 'NACH_ACTIVATION_PAGE',
): Promise<string> {
  const looked = await lookup(policy, purpose)
  if (looked.status !== 200) throw new Error(`lookup answered ${looked.status}: ${looked.body.message}`)
  const token = (looked.body.data as Record<string, string>).Token!
  const verified = await verifyPolicyOtp(token, await latestCode(policy.mobile), { purpose })
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${verified.body.message}`)
  return cookieOf(verified)
}

export const getJson = async (path: string, cookie?: string) => {
  const res = await fetch(new URL(path, BASE_URL), {
    headers: { 'api-version': 'v1', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  })
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> }
}

/** A createToken token for `formType`, with the headers a form post sends (and the form id cookie of its page). */
export async function formHeaders(formType: TFormType): Promise<Record<string, string>> {
  const { createFormToken } = await import('./service-forms')
  const created = await createFormToken(formType)
  return { ...created.headers, formCookie: created.cookie }
}

/** POST a form with its CSRF token and the policy access cookie. */
export async function postForm(
  path: string,
  formType: TFormType,
  body: unknown,
  accessCookie: string,
  { csrf = true }: { csrf?: boolean } = {},
) {
  const { formCookie, ...headers } = csrf ? await formHeaders(formType) : { formCookie: '' }
  return postJson(path, body, {
    headers: { ...headers, cookie: [accessCookie, formCookie].filter(Boolean).join('; ') },
  })
}
