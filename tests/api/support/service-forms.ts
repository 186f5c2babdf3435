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

/** A spec 7 form token for `formName`, with the form id cookie the server set: the two x-csrf headers. */
export async function formHeaders(formName: string, ip = freshIp()): Promise<Record<string, string>> {
  const created = await call({ action: 'createToken', module: 'website', formId: formName }, { ip })
  if (created.status !== 200) throw new Error(`createToken answered ${created.status}`)
  const cookie = /^[^=]+=([^;]+)/.exec(created.headers.get('set-cookie') ?? '')?.[1]
  if (!cookie) throw new Error('createToken set no form id cookie')
  return { 'x-csrf-token': created.body.data as string, 'x-csrf-id': cookie }
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
