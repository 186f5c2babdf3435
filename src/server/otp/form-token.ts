import { randomBytes } from 'node:crypto'

import { FORM_COOKIE_ID_LENGTH } from '@/domain/otp/protocol'

import type { OtpCrypto } from './crypto'
import type { IOtpStore } from './store'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A form's name: the last path segment of the page holding it (spec 7), e.g. `grievance`. */
export const FORM_NAME = /^[A-Za-z][A-Za-z0-9-]{0,39}$/

/** `name_` plus 20 random letters or digits (spec 7). */
export const formIdPattern = (name: string) =>
  new RegExp(`^${name.replace(/[-]/g, '\\-')}_[A-Za-z0-9]{${FORM_COOKIE_ID_LENGTH}}$`)

export function newFormId(name: string): string {
  const bytes = randomBytes(FORM_COOKIE_ID_LENGTH)
  // 6 random bits per letter; the 2 values beyond the 62-letter alphabet are skipped, so every letter is equally likely.
  let id = ''
  let i = 0
  let pool = bytes
  while (id.length < FORM_COOKIE_ID_LENGTH) {
    if (i >= pool.length) {
      pool = randomBytes(FORM_COOKIE_ID_LENGTH)
      i = 0
    }
    const value = pool[i++]! & 63
    if (value < ALPHABET.length) id += ALPHABET[value]
  }
  return `${name}_${id}`
}

export type TFormTokenCheck = { ok: true } | { ok: false; reason: 'missing' | 'invalid' }

/**
 * CSRF form tokens (spec 7 createToken): a token is bound to one form id (the cookie value), accepted once,
 * within its lifetime. Later posts send it in `x-csrf-token` and the form id in `x-csrf-id`.
 */
export class FormTokens {
  constructor(
    private readonly store: IOtpStore,
    private readonly crypto: OtpCrypto,
    private readonly ttlSeconds: number,
  ) {}

  async issue(formId: string): Promise<string> {
    const token = this.crypto.token()
    await this.store.put(this.crypto.lookupKey('csrf', token), formId, this.ttlSeconds * 1000)
    return token
  }

  /** Spends the token; ok only when it was issued for this form's id, and the id belongs to `formName`. */
  async check(formName: string, token: string | null, formId: string | null, cookie: string | null) {
    if (!token || !formId) return { ok: false, reason: 'missing' } satisfies TFormTokenCheck
    if (token.length > 100 || !FORM_NAME.test(formName))
      return { ok: false, reason: 'invalid' } satisfies TFormTokenCheck
    const bound = await this.store.take(this.crypto.lookupKey('csrf', token))
    const sameForm = formIdPattern(formName).test(formId) && (cookie === null || cookie === formId)
    if (bound === null || bound !== formId || !sameForm)
      return { ok: false, reason: 'invalid' } satisfies TFormTokenCheck
    return { ok: true } satisfies TFormTokenCheck
  }
}

/** Reads a cookie from a request's Cookie header. */
export function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='))
      } catch {
        return null
      }
    }
  }
  return null
}

/** The CSRF check of a form post: `x-csrf-token` and `x-csrf-id`, and the form's cookie when the browser sent it. */
export function checkFormRequest(forms: FormTokens, request: Request, formName: string) {
  return forms.check(
    formName,
    request.headers.get('x-csrf-token'),
    request.headers.get('x-csrf-id'),
    cookieValue(request, formName),
  )
}
