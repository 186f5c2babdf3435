import { formCookieName, type TFormType } from '@/domain/forms/form-token'

import { fetchFrom } from '../../support/client'

import { BASE_URL } from './http'
import { call, freshIp, latestCode, sendOtp, SERVICES, verifyOtp } from './otp'

/** A verified number's proof (`auth_token`) for `purpose`: send, read the code from the outbox, verify. */
export async function verifiedProof(phone: string, purpose: string): Promise<string> {
  const sent = await sendOtp(phone, { SourcePage: purpose })
  if (sent.status !== 200) throw new Error(`sendOtp answered ${sent.status}: ${sent.body.message}`)
  const token = (sent.body.data as Record<string, string>).Token!
  const verified = await verifyOtp(token, phone, await latestCode(phone), { purpose })
  if (verified.status !== 200)
    throw new Error(`verifyOtp answered ${verified.status}: ${verified.body.message}`)
  return (verified.body.data as Record<string, string>).auth_token!
}

/** The page each form is on: its form id cookie is named after the page's last path segment (decision 65). */
export const FORM_PAGES: Record<TFormType, string> = {
  calculator: '/retirement-calculator',
  nachActivation: '/services/nach-mandate-activation',
  registerWhatsapp: '/register-for-whatsapp',
  unclaimedAmounts: '/unclaimed-amounts',
  nachDeactivation: '/nach-mandate-deactivation',
  navHistory: '/nav-history',
  grievance: '/register-grievance',
  meetAdvisor: '/services/meet-advisor',
  ekycRevoke: '/aadhaar-ekyc-consent-revoking',
  'careers-details': '/careers/careers-details/senior-underwriter-mumbai',
  dghSubmission: '/online-dgh-submission',
  quote: '/life-insurance/sahyog-smart-term/quote',
}

/**
 * A spec 7 form token for `formType` as its page asks for one (createToken with the cookie's name as `formId`), and
 * the form id in the cookie the server set: the token, the two x-csrf headers and the `name=id` cookie.
 */
export async function createFormToken(formType: TFormType, ip = freshIp(), page = FORM_PAGES[formType]) {
  const name = formCookieName(page)
  const created = await call(
    { action: 'createToken', module: 'website', formId: name, formType },
    { ip, query: '?t=1' },
  )
  if (created.status !== 200)
    throw new Error(`createToken answered ${created.status}: ${created.body.message}`)
  const id = new RegExp(`^${name}=(${name}_[A-Za-z0-9]{20});`).exec(
    created.headers.get('set-cookie') ?? '',
  )?.[1]
  if (!id) throw new Error(`createToken set no ${name} cookie: ${created.headers.get('set-cookie')}`)
  const token = created.body.data as string
  return { token, id, cookie: `${name}=${id}`, headers: { 'x-csrf-token': token, 'x-csrf-id': id } }
}

/** A spec 7 form token for `formType`, with the form id cookie the server set: the two x-csrf headers. */
export async function formHeaders(formType: TFormType, ip = freshIp()): Promise<Record<string, string>> {
  return (await createFormToken(formType, ip)).headers
}

export interface IFormAnswer {
  status: number
  body: { status_code: number; status: boolean; message: string; data?: Record<string, unknown> }
}

/** Posts a service form: JSON, or multipart for a FormData body. */
export async function postForm(
  path: string,
  body: Record<string, unknown> | FormData,
  { headers = {}, ip = freshIp() }: { headers?: Record<string, string>; ip?: string } = {},
): Promise<IFormAnswer> {
  const isForm = body instanceof FormData
  const res = await fetchFrom(ip, new URL(path, BASE_URL), {
    method: 'POST',
    headers: {
      'api-version': 'v1',
      ...(isForm ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: isForm ? body : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as IFormAnswer['body'] }
}

export { SERVICES }
