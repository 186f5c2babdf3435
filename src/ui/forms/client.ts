import { formCookieName, isFormIdOf, type TFormType } from '@/domain/forms/form-token'
import { OTP_TEXTS } from '@/domain/otp/protocol'

/**
 * The one way the browser calls the site's API: the `api-version` header, same-origin cookies, the spec 7 form
 * token when the form has one, a time limit, and an answer that is always a value (never a throw).
 */

/** What a form does with an answer: `status` 0 is no usable answer (network down, timed out, not JSON). */
export type TApiResult<T = unknown> = {
  status: number
  message: string
  data?: T
  /** Field messages of a 400, by field name, when the route sends them. */
  errors?: Record<string, string>
  /** The services endpoint's own status code in its body (spec 7), when it sends one. */
  statusCode?: number
}

/** Spec 7: the text a visitor sees when there is no usable answer. */
export const SOMETHING_WRONG = OTP_TEXTS.sendFailed

/** A call that has not answered in this time is given up (a cheap phone on a poor network still gets an answer). */
export const API_TIMEOUT_MS = 20_000

/** The page address sent with a form, without its query. */
export const pageUrl = () => `${window.location.origin}${window.location.pathname}`

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      return null
    }
  }
  return null
}

type TCallOptions = {
  method?: 'GET' | 'POST'
  /** JSON (an object) or multipart (FormData). */
  body?: object | FormData
  headers?: Record<string, string>
  /** Spec 7: the form's type; a fresh CSRF token is asked of `servicesPath` before the call. */
  form?: { type: TFormType; servicesPath: string }
  timeoutMs?: number
  /** The message when the answer carries none, or there is no usable answer ('somthing went wrong!' by default). */
  fallback?: string
}

/**
 * The field messages a service or quote answer carries in its data (`reply(400, message, { errors })`): a record
 * of field name to text, or undefined when the data holds none.
 */
function fieldMessagesIn(data: unknown): Record<string, string> | undefined {
  if (!data || typeof data !== 'object' || !('errors' in data)) return undefined
  const { errors } = data as { errors: unknown }
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined
  const entries = Object.entries(errors)
  return entries.length && entries.every(([, text]) => typeof text === 'string')
    ? (Object.fromEntries(entries) as Record<string, string>)
    : undefined
}

/** One call; the answer's `message` falls back to the spec's 'somthing went wrong!' unless `fallback` says. */
export async function apiCall<T = unknown>(path: string, options: TCallOptions = {}): Promise<TApiResult<T>> {
  const { method = 'POST', body, form, timeoutMs = API_TIMEOUT_MS, fallback = SOMETHING_WRONG } = options
  const headers: Record<string, string> = { 'api-version': 'v1', ...options.headers }
  if (form) {
    const token = await formTokenHeaders(form.servicesPath, form.type)
    if (!token) return { status: 0, message: fallback }
    Object.assign(headers, token)
  }
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json'
  try {
    const response = await fetch(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    })
    const answer = (await response.json().catch(() => null)) as {
      message?: unknown
      data?: T
      errors?: Record<string, string>
      status_code?: unknown
    } | null
    if (!answer || typeof answer !== 'object') return { status: 0, message: fallback }
    const errors = answer.errors ?? fieldMessagesIn(answer.data)
    return {
      status: response.status,
      message: typeof answer.message === 'string' && answer.message ? answer.message : fallback,
      ...(answer.data === undefined ? {} : { data: answer.data }),
      ...(errors ? { errors } : {}),
      ...(typeof answer.status_code === 'number' ? { statusCode: answer.status_code } : {}),
    }
  } catch {
    return { status: 0, message: fallback }
  }
}

/**
 * Spec 7 createToken (decision 65): the form id comes from the cookie named after the last path segment of this page
 * (`formCookieName`; the server sets it on the first call to that name + `_` + 20 random characters). The token is
 * asked for this form type and that id; the call then sends `x-csrf-token` and `x-csrf-id`. Each token is good for
 * one post, so every post asks for a new one. Null when no token could be had.
 */
export async function formTokenHeaders(
  servicesPath: string,
  formType: TFormType,
  pagePath: string = window.location.pathname,
): Promise<Record<string, string> | null> {
  const name = formCookieName(pagePath)
  const existing = readCookie(name)
  const formId = isFormIdOf(existing, name) ? existing! : name
  try {
    const response = await fetch(`${servicesPath}?t=${Math.random().toString(36).slice(2, 12)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-version': 'v1' },
      body: JSON.stringify({ action: 'createToken', module: 'website', formId, formType }),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    })
    const answer = (await response.json().catch(() => null)) as { data?: unknown } | null
    const id = readCookie(name)
    if (response.status !== 200 || typeof answer?.data !== 'string' || !isFormIdOf(id, name)) return null
    return { 'x-csrf-token': answer.data, 'x-csrf-id': id! }
  } catch {
    return null
  }
}
