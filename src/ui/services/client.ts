import type { IServiceAnswer } from '@/domain/otp/protocol'

/** The page address sent with a form, without its query. */
export const pageUrl = () => `${window.location.origin}${window.location.pathname}`

function cookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

/**
 * Spec 7 createToken: a form token for `formName`, bound to the form id cookie (`formName_` + 20 characters) the
 * server sets on the first call. Each post spends its token, so every post asks for a new one.
 */
async function formToken(
  servicesPath: string,
  formName: string,
): Promise<{ token: string; formId: string } | null> {
  const formId = cookie(formName) ?? formName
  const response = await fetch(`${servicesPath}?t=${Math.random().toString(36).slice(2)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-version': 'v1' },
    body: JSON.stringify({ action: 'createToken', module: 'website', formId }),
    credentials: 'same-origin',
  })
  const answer = (await response.json().catch(() => null)) as IServiceAnswer<string> | null
  const id = cookie(formName)
  if (!response.ok || typeof answer?.data !== 'string' || !id) return null
  return { token: answer.data, formId: id }
}

export type TServiceResult<T = unknown> = {
  status: number
  message: string
  data?: T
  /** Field messages of a 400, by field name, when the route sends them. */
  errors?: Record<string, string>
}

const SOMETHING_WRONG = 'somthing went wrong!'

/**
 * Posts a service form (JSON or multipart) with its form token: `x-csrf-token` and `x-csrf-id` (spec 7). A
 * network failure or an answer that is not JSON is status 0 with the spec's 'somthing went wrong!'.
 */
export async function postServiceForm<T = unknown>(
  path: string,
  body: Record<string, unknown> | FormData,
  options: { servicesPath: string; formName?: string },
): Promise<TServiceResult<T>> {
  try {
    const headers: Record<string, string> = { 'api-version': 'v1' }
    if (options.formName) {
      const token = await formToken(options.servicesPath, options.formName)
      if (!token) return { status: 0, message: SOMETHING_WRONG }
      headers['x-csrf-token'] = token.token
      headers['x-csrf-id'] = token.formId
    }
    const isForm = body instanceof FormData
    if (!isForm) headers['content-type'] = 'application/json'
    const response = await fetch(path, {
      method: 'POST',
      headers,
      body: isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
    })
    const answer = (await response.json().catch(() => null)) as
      (IServiceAnswer<T> & { errors?: Record<string, string> }) | null
    if (!answer) return { status: 0, message: SOMETHING_WRONG }
    return {
      status: response.status,
      message: answer.message ?? SOMETHING_WRONG,
      data: answer.data,
      errors: answer.errors,
    }
  } catch {
    return { status: 0, message: SOMETHING_WRONG }
  }
}
