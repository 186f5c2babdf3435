/**
 * The site's languages (spec 1, 9): English is the default; Hindi is shown at `/hi/...` (decision 93). Tamil and
 * Telugu are the spec's other lead languages; each is listed so its address prefix and cookie are known, and is
 * shown once its translation files exist.
 */
export const LANGUAGES = {
  en: { name: 'English', nativeName: 'English', locale: 'en-IN', shown: true },
  hi: { name: 'Hindi', nativeName: 'हिन्दी', locale: 'hi-IN', shown: true },
  ta: { name: 'Tamil', nativeName: 'தமிழ்', locale: 'ta-IN', shown: false },
  te: { name: 'Telugu', nativeName: 'తెలుగు', locale: 'te-IN', shown: false },
} as const satisfies Record<string, { name: string; nativeName: string; locale: string; shown: boolean }>

export type TLanguage = keyof typeof LANGUAGES

export const DEFAULT_LANGUAGE: TLanguage = 'en'

export const isLanguage = (value: unknown): value is TLanguage =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value)

/** A language the site shows; any other falls back to English (spec 9: "fallback English"). */
export const shownLanguage = (language: TLanguage): TLanguage =>
  LANGUAGES[language].shown ? language : DEFAULT_LANGUAGE

/** The languages shown, English first. */
export const shownLanguages = (): TLanguage[] =>
  (Object.keys(LANGUAGES) as TLanguage[]).filter((language) => LANGUAGES[language].shown)

/** Spec 9: "Language cookie default 30 days". It remembers the language of the last prefixed address visited. */
export const LANGUAGE_COOKIE = 'site_language'
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/**
 * The language cookie's attributes. `Secure` follows the site's own address (SITE_URL), as every other cookie of
 * the site does, not the protocol of the last hop: behind a proxy that ends TLS, the site sees plain http.
 */
export function languageCookieOptions(siteUrl: string | undefined) {
  return {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax' as const,
    secure: siteUrl?.startsWith('https:') ?? false,
  }
}

const PREFIX = new RegExp(`^/(${Object.keys(LANGUAGES).join('|')})(?=/|$)`)

/**
 * Spec 1: "Routes may carry a language prefix … but no prefix is forced". `/hi/contact-us` is the page
 * `/contact-us` asked for in Hindi; an address without a prefix has no language of its own (null).
 */
export function splitLanguagePrefix(pathname: string): { language: TLanguage | null; path: string } {
  const match = PREFIX.exec(pathname)
  if (!match) return { language: null, path: pathname }
  return { language: match[1] as TLanguage, path: pathname.slice(match[0].length) || '/' }
}

/**
 * A path of the site in a language: English's unprefixed (its canonical address), another language's under its
 * prefix. Anything that is not a path of the site (an outside address, a file, the API) is left as it is.
 */
export function localPath(language: TLanguage, href: string): string {
  if (language === DEFAULT_LANGUAGE || !/^\/(?!\/)/.test(href)) return href
  if (/^\/(?:api|admin|cms|media|assets|icons|_next)(?:[/?#]|$)|\.[a-z0-9]+(?:[?#]|$)/i.test(href))
    return href
  if (splitLanguagePrefix(href.replace(/[?#].*$/, '')).language) return href
  return href === '/'
    ? `/${language}`
    : /^\/[?#]/.test(href)
      ? `/${language}${href.slice(1)}`
      : `/${language}${href}`
}

/**
 * `lang="en"` for a text of the CMS's shown on a Hindi page without Hindi (Latin words, no Devanagari letter): the
 * English content shown as the fallback, marked so a screen reader reads it in English and it never passes as Hindi.
 */
export const englishOn = (language: TLanguage, text: string | null | undefined): 'en' | undefined =>
  language === 'hi' && !!text && /[A-Za-z]/.test(text) && !/[\u0900-\u097F]/.test(text) ? 'en' : undefined
