import { FORM_COOKIE_ID_LENGTH, type TCreateTokenAnswer } from '@/domain/otp/protocol'

/**
 * Spec 7 createToken for a form's CSRF token: the form id comes from the cookie named after the form (set by the
 * server on the first call to `name_` + 20 random characters); later posts send `x-csrf-token` and `x-csrf-id`.
 * Each token is good for one post: ask for a new one before each submit.
 */
function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

const randomQuery = () => Math.random().toString(36).slice(2, 12)

export async function formTokenHeaders(
  servicesPath: string,
  formName: string,
): Promise<Record<string, string> | null> {
  const pattern = new RegExp(`^${formName}_[A-Za-z0-9]{${FORM_COOKIE_ID_LENGTH}}$`)
  const existing = readCookie(formName)
  const formId = existing && pattern.test(existing) ? existing : formName
  try {
    const response = await fetch(`${servicesPath}?t=${randomQuery()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-version': 'v1' },
      body: JSON.stringify({ action: 'createToken', module: 'website', formId }),
      credentials: 'same-origin',
    })
    const answer = (await response.json().catch(() => null)) as TCreateTokenAnswer | null
    const id = readCookie(formName)
    if (response.status !== 200 || typeof answer?.data !== 'string' || !id) return null
    return { 'x-csrf-token': answer.data, 'x-csrf-id': id }
  } catch {
    return null
  }
}
