/**
 * Cookie consent (DPDP Act 2023): what a visitor agreed to, how it is kept in their browser, and how scripts that
 * need consent wait for it. The site's own cookies (the form id, the language, an OTP session) are needed for what
 * the visitor asked for and need no consent; analytics and marketing code runs only after a yes, and stops on a no.
 */

import shell from '../i18n/en/shell.json' with { type: 'json' }

/** The purposes a visitor can say yes or no to, in the order the chooser lists them. */
export const CONSENT_PURPOSES = [
  {
    key: 'analytics',
    label: shell.consent.analytics,
    description: shell.consent.analyticsText,
  },
] as const
export type TConsentPurpose = (typeof CONSENT_PURPOSES)[number]['key']

export const CONSENT = {
  /** The browser cookie that keeps the choice. */
  cookie: 'sahyog_consent',
  /** Asked again after this long, and whenever the purposes change (the version). */
  maxAgeDays: 180,
  version: 1,
  /** The event the footer's "Cookie settings" button sends to open the chooser. */
  openEvent: 'sahyog:cookie-settings',
  /** The event the consent banner sends once a choice holds and what it allows has started. */
  grantedEvent: 'sahyog:consent-started',
  /** Marks a script or template that waits for a purpose: `data-consent="analytics"`. */
  attribute: 'data-consent',
} as const

export type TConsentChoice = Record<TConsentPurpose, boolean>

export type TConsent = {
  version: number
  /** A random id that ties the browser's choice to its record on the server. */
  id: string
  /** When the choice was made (ms since the epoch). */
  at: number
  choice: TConsentChoice
}

const ID = /^[A-Za-z0-9_-]{16,32}$/

/** `1.<id>.<at in base 36>.analytics=1`: short, no personal data, and readable by the server too. */
export function serializeConsent(consent: TConsent): string {
  const purposes = CONSENT_PURPOSES.map(({ key }) => `${key}=${consent.choice[key] ? 1 : 0}`).join('~')
  return `${consent.version}.${consent.id}.${consent.at.toString(36)}.${purposes}`
}

/**
 * The choice in a cookie value, or null when there is none that still holds: malformed, from another version of
 * the purposes, older than CONSENT.maxAgeDays, or dated in the future.
 */
export function parseConsent(value: string | null | undefined, now = Date.now()): TConsent | null {
  if (!value) return null
  const [version, id, at, purposes, ...rest] = value.split('.')
  if (rest.length > 0 || Number(version) !== CONSENT.version || !id || !ID.test(id) || !at || !purposes)
    return null
  const time = parseInt(at, 36)
  if (!Number.isSafeInteger(time) || time > now + 60_000 || now - time > CONSENT.maxAgeDays * 86_400_000)
    return null
  const given = new Map(purposes.split('~').map((pair) => pair.split('=') as [string, string | undefined]))
  const choice = {} as TConsentChoice
  for (const { key } of CONSENT_PURPOSES) {
    const flag = given.get(key)
    if (flag !== '0' && flag !== '1') return null
    choice[key] = flag === '1'
  }
  return { version: CONSENT.version, id, at: time, choice }
}

export const allPurposes = (granted: boolean): TConsentChoice =>
  Object.fromEntries(CONSENT_PURPOSES.map(({ key }) => [key, granted])) as TConsentChoice

/** Whether going from `before` to `after` takes back a yes: code already running must be stopped by a reload. */
export const withdraws = (before: TConsentChoice | null, after: TConsentChoice) =>
  before !== null && CONSENT_PURPOSES.some(({ key }) => before[key] && !after[key])

/** What a recorded choice did: the first answer, a change that allows more, or a withdrawal of a yes. */
export const CONSENT_ACTIONS = ['given', 'changed', 'withdrawn'] as const
export type TConsentAction = (typeof CONSENT_ACTIONS)[number]

export function consentAction(before: TConsentChoice | null, after: TConsentChoice): TConsentAction {
  if (before === null) return 'given'
  return withdraws(before, after) ? 'withdrawn' : 'changed'
}
