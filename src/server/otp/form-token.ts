import { randomBytes } from 'node:crypto'

import { formIdName, type TFormType } from '@/domain/forms/form-token'
import { FORM_COOKIE_ID_LENGTH } from '@/domain/otp/protocol'

import type { OtpCrypto } from './crypto'
import type { IOtpStore } from './store'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Spec 7: the cookie's name (the page's last path segment, `formCookieName`), `_` and 20 random letters or digits. */
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

/** What a token is stored against: the form type it was asked for and the form id it belongs to. */
const binding = (formType: TFormType, formId: string) => `${formType} ${formId}`

/**
 * CSRF form tokens (spec 7 createToken): a token is bound to one form type and one form id (the value of the page's
 * form id cookie), accepted once, within its lifetime. Later posts send it in `x-csrf-token` and the form id in
 * `x-csrf-id` (decision 65).
 */
export class FormTokens {
  constructor(
    private readonly store: IOtpStore,
    private readonly crypto: OtpCrypto,
    private readonly ttlSeconds: number,
  ) {}

  async issue(formType: TFormType, formId: string): Promise<string> {
    const token = this.crypto.token()
    await this.store.put(
      this.crypto.lookupKey('csrf', token),
      binding(formType, formId),
      this.ttlSeconds * 1000,
    )
    return token
  }

  /**
   * Spends the token; ok only when it was issued for `formType` and this form id. The form id's cookie (named by
   * the id itself) must hold the same id when the browser sent it.
   */
  async check(
    formType: TFormType,
    token: string | null,
    formId: string | null,
    cookie: (name: string) => string | null,
  ): Promise<TFormTokenCheck> {
    if (!token || !formId) return { ok: false, reason: 'missing' }
    if (token.length > 100 || formId.length > 100) return { ok: false, reason: 'invalid' }
    // Spent first: a token shown with the wrong id or for the wrong form is gone too.
    const bound = await this.store.take(this.crypto.lookupKey('csrf', token))
    const name = formIdName(formId)
    if (bound === null || name === null || bound !== binding(formType, formId))
      return { ok: false, reason: 'invalid' }
    const sent = cookie(name)
    if (sent !== null && sent !== formId) return { ok: false, reason: 'invalid' }
    return { ok: true }
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

/** The CSRF check of a form post: `x-csrf-token`, `x-csrf-id`, and the id's cookie when the browser sent it. */
export function checkFormRequest(forms: FormTokens, request: Request, formType: TFormType) {
  return forms.check(
    formType,
    request.headers.get('x-csrf-token'),
    request.headers.get('x-csrf-id'),
    (name) => cookieValue(request, name),
  )
}
