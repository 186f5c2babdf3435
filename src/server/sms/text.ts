import { LANGUAGE_COOKIE, splitLanguagePrefix } from '@/domain/i18n/languages'

/**
 * The OTP SMS, in English or Hindi. Each text must match its template registered on the DLT platform (TRAI) word
 * for word, and ends with the WebOTP line `@<host> #<code>` so Android browsers on the site's host can offer the
 * code to the page. A Hindi template has its own DLT id (Site settings → SMS); without one, Hindi visitors get the
 * English SMS under the English id, as a message sent without a registered template is dropped by the operators.
 */
export function otpSmsText(code: string, host: string, minutes: number): string {
  return (
    `${code} is your OTP to verify your mobile number with Sahyog Life Insurance. ` +
    `It is valid for ${minutes} minutes. Do not share it with anyone.\n\n@${host} #${code}`
  )
}

/** The Hindi OTP SMS (the brand name stays as registered). */
export function otpSmsTextHindi(code: string, host: string, minutes: number): string {
  return (
    `${code} Sahyog Life Insurance में आपका मोबाइल नंबर सत्यापित करने के लिए आपका OTP है। ` +
    `यह ${minutes} मिनट तक मान्य है। इसे किसी के साथ साझा न करें।\n\n@${host} #${code}`
  )
}

/** The DLT template ids of the OTP SMS per language (Site settings → SMS); null where none is set. */
export interface IOtpSmsTemplates {
  en: string | null
  hi: string | null
}

export const NO_SMS_TEMPLATES: IOtpSmsTemplates = { en: null, hi: null }

/** The languages an SMS is written in. */
export type TSmsLanguage = 'en' | 'hi'

/**
 * The OTP SMS for a visitor: in Hindi under the Hindi template id when the visitor chose Hindi and that id is set,
 * else in English under the English id from the settings (undefined: the gateway's configured SMS_DLT_TEMPLATE_ID).
 */
export function otpSms(input: {
  code: string
  host: string
  minutes: number
  language: TSmsLanguage
  templates: IOtpSmsTemplates
}): { language: TSmsLanguage; text: string; dltTemplateId: string | undefined } {
  const { code, host, minutes, templates } = input
  if (input.language === 'hi' && templates.hi)
    return { language: 'hi', text: otpSmsTextHindi(code, host, minutes), dltTemplateId: templates.hi }
  return { language: 'en', text: otpSmsText(code, host, minutes), dltTemplateId: templates.en ?? undefined }
}

/**
 * The language a visitor's SMS is written in: the language the form's "preferred language" names when it is one
 * we write SMS in (English or Hindi); else that of the page the request came from (`/hi/...`); else the language
 * the visitor last chose (the language cookie); else English.
 */
export function smsLanguage(input: {
  preferred?: unknown
  referer?: string | null
  cookie?: string | null
}): TSmsLanguage {
  if (input.preferred === 'Hindi') return 'hi'
  if (input.preferred === 'English') return 'en'
  let path: string | null = null
  try {
    path = input.referer ? new URL(input.referer).pathname : null
  } catch {
    path = null
  }
  const page = path === null ? null : splitLanguagePrefix(path).language
  if (page) return page === 'hi' ? 'hi' : 'en'
  return input.cookie === 'hi' ? 'hi' : 'en'
}

/**
 * A DLT template id as Site settings takes it: empty, or the digits the DLT platform gave (19 as issued today;
 * 12 to 30 taken); spaces around it are ignored.
 */
export function dltTemplateIdProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value !== 'string') return 'Enter the template id as digits'
  const id = value.trim()
  if (!id || /^\d{12,30}$/.test(id)) return null
  return 'Enter the template id as the DLT platform gives it: digits only, e.g. 1107160000000012345'
}

const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`)

/** smsLanguage for a request: its page (Referer), its language cookie, and the form's preferred language. */
export function requestSmsLanguage(request: Request, preferred?: unknown): TSmsLanguage {
  return smsLanguage({
    preferred,
    referer: request.headers.get('referer'),
    cookie: LANGUAGE_COOKIE_VALUE.exec(request.headers.get('cookie') ?? '')?.[1] ?? null,
  })
}
