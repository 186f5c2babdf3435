import { randomBytes, randomInt } from 'node:crypto'

import { servicesPath, type IServiceAnswer } from '@/domain/otp/protocol'

import { fetchFrom, freshAddress } from '../../support/client'

import { BASE_URL } from './http'

export const SERVICES = servicesPath(process.env.SERVICES_PROVIDER || 'sahyog')

/** A fresh Indian mobile per test, over many prefixes, so tests never share a number's limits. */
export const freshPhone = () => `${randomInt(6, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`

/** A fresh client address per test: requests come from their own address in 127.0.0.0/8 (tests/support/client). */
export const freshIp = freshAddress

/** The random 15-character id the popup sends as `otp_auth`. */
export const freshAuthId = () =>
  randomBytes(15)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 15)

export interface ICall {
  status: number
  headers: Headers
  body: IServiceAnswer<Record<string, string> | string>
}

export async function call(
  payload: unknown,
  {
    headers = {},
    ip = freshIp(),
    query = '',
    base = BASE_URL,
  }: { headers?: Record<string, string>; ip?: string; query?: string; base?: string } = {},
): Promise<ICall> {
  const res = await fetchFrom(ip, new URL(SERVICES + query, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-version': 'v1', ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })
  return { status: res.status, headers: res.headers, body: (await res.json()) as ICall['body'] }
}

/** A valid contact lead (the QUICK_LINKS purpose records it at send); other purposes ignore these fields. */
export const LEAD_FIELDS = {
  full_name: 'Asha Verma',
  full_email: 'asha.verma@example.in',
  prefferd_language: 'English',
  is_submit_contact: true,
}

export const sendOtp = (phone: string, extra: Record<string, unknown> = {}, ip?: string, base?: string) =>
  call(
    {
      action: 'sendOtp',
      module: 'Otp',
      data: { phone_number: phone, url: BASE_URL, Source: 'WEB', ...LEAD_FIELDS, ...extra },
    },
    { ip, base },
  )

export const resendOtp = (token: string, phone: string) =>
  call(
    { action: 'reSendOTP', module: 'Otp', data: { phone_number: phone, url: BASE_URL } },
    { headers: { authorization: `Bearer ${token}` } },
  )

export function verifyOtp(
  token: string,
  phone: string,
  otp: string,
  {
    purpose = 'QUICK_LINKS',
    authId = freshAuthId(),
    base,
  }: { purpose?: string; authId?: string; base?: string } = {},
) {
  return call(
    {
      action: 'verifyOtp',
      module: 'Otp',
      data: {
        OTP: otp,
        phone_number: phone,
        otp_auth: authId,
        url: BASE_URL,
        session_token: token,
        Source: 'WEB',
        SourcePage: purpose,
      },
    },
    { headers: { authorization: `Bearer ${token}`, 'x-auth-token': authId }, base },
  )
}

export interface IOutboxItem {
  to: string
  text: string
  sentAt: string
  dltTemplateId?: string
}

export async function outbox(phone: string, base = BASE_URL): Promise<IOutboxItem[]> {
  const res = await fetch(new URL(`/api/dev/sms-outbox?phone_number=${phone}`, base))
  if (!res.ok) throw new Error(`outbox: ${res.status}`)
  return (await res.json()) as IOutboxItem[]
}

/** The code of the newest SMS to `phone`, read from its WebOTP line `@host #code`. */
export async function latestCode(phone: string): Promise<string> {
  const [latest] = await outbox(phone)
  const match = latest && /#(\d+)$/.exec(latest.text)
  if (!match) throw new Error('no OTP in the outbox')
  return match[1]!
}

/** A code of the same length that is not `code`. */
export const wrongCode = (code: string) =>
  code
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('')

export async function sentSession(phone: string, extra: Record<string, unknown> = {}) {
  const sent = await sendOtp(phone, extra)
  if (sent.status !== 200) throw new Error(`sendOtp answered ${sent.status}: ${sent.body.message}`)
  const token = (sent.body.data as Record<string, string>).Token!
  return { token, code: await latestCode(phone) }
}
