import { FORM_COOKIE_ID_LENGTH } from '@/domain/otp/protocol'

/**
 * Spec 7 form tokens, the parts the browser and the server share: which forms hold a token, what the form id cookie
 * is called on a page, and what a form id looks like (decision 65).
 */

/** Spec 3 and 7: the form types that hold tokens. */
export const SPEC_FORM_TYPES = [
  'calculator',
  'nachActivation',
  'registerWhatsapp',
  'unclaimedAmounts',
  'nachDeactivation',
  'navHistory',
  'grievance',
] as const

/** Our other forms that post to the site hold one the same way. */
export const OWN_FORM_TYPES = [
  'meetAdvisor',
  'ekycRevoke',
  'careers-details',
  'dghSubmission',
  'quote',
] as const

export const FORM_TYPES = [...SPEC_FORM_TYPES, ...OWN_FORM_TYPES] as const
export type TFormType = (typeof FORM_TYPES)[number]

export const isFormType = (value: unknown): value is TFormType =>
  typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value)

/** The answer (403) to a post whose token is missing, spent, expired, or for another form or id. */
export const FORM_TOKEN_REFUSED = 'Your form session has expired. Please reload the page and try again.'

/** The form id cookie's name on the home page, which has no path segment. */
export const HOME_FORM_COOKIE = 'home'

/** The name for a last segment with no letter or digit left (a segment in another script, say). */
export const PLAIN_FORM_COOKIE = 'page'

/** Longest form id cookie name (a long blog slug is cut, at a dash never left at the end). */
export const FORM_COOKIE_NAME_MAX_LENGTH = 60

/** Names the admin's own cookies start with (`payload-token`): a page named so gets `form-` in front. */
const RESERVED_PREFIX = /^payload-/i

/**
 * Spec 7: the form id cookie is named after the last path segment of the page the form is on. The segment is
 * percent-decoded and every run of characters other than ASCII letters and digits becomes one dash (no `_`, so the
 * name is always the part of an id before its last underscore; no character a cookie name may not hold), with no
 * dash at either end. The query and fragment are ignored, as is a trailing slash. The home page is `home`.
 *
 * `/register-grievance` → `register-grievance`; `/careers/careers-details/senior-underwriter-mumbai/` →
 * `senior-underwriter-mumbai`; `/` → `home`.
 */
export function formCookieName(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? ''
  const segment = pathname.split('/').filter(Boolean).at(-1)
  if (segment === undefined) return HOME_FORM_COOKIE
  let text = segment
  try {
    text = decodeURIComponent(segment)
  } catch {
    // a stray `%`: the segment as it is
  }
  const name = clip(text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
  if (!name) return PLAIN_FORM_COOKIE
  return RESERVED_PREFIX.test(name) ? clip(`form-${name}`) : name
}

const clip = (name: string) => name.slice(0, FORM_COOKIE_NAME_MAX_LENGTH).replace(/-+$/, '')

/** Whether `name` is a name `formCookieName` gives: the only cookie names createToken sets or reads. */
export const isFormCookieName = (name: unknown): name is string =>
  typeof name === 'string' &&
  name.length > 0 &&
  name.length <= FORM_COOKIE_NAME_MAX_LENGTH &&
  formCookieName(`/${name}`) === name

const ID = new RegExp(`^(.+)_[A-Za-z0-9]{${FORM_COOKIE_ID_LENGTH}}$`)

/** The cookie name of a form id (`name_` + 20 letters or digits), or null when it is not one. */
export function formIdName(id: unknown): string | null {
  if (typeof id !== 'string') return null
  const name = ID.exec(id)?.[1]
  return name !== undefined && isFormCookieName(name) ? name : null
}

/** Whether `id` is a form id of the cookie `name`. */
export const isFormIdOf = (id: unknown, name: string) => formIdName(id) === name
