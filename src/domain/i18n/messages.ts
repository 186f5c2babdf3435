import { format } from './format'
import en from './en'
import { DEFAULT_LANGUAGE, type TLanguage, shownLanguage } from './languages'

/** Every text of the shell, the forms and the messages, by part and key. */
export type TMessages = typeof en

type TDeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : TDeepPartial<T[K]> }

/** A translation may lag behind English: whatever it lacks is shown in English (spec 9: "fallback English"). */
export type TTranslation = TDeepPartial<TMessages>

/** English: the language every page shows today, bundled where it is used. */
export const MESSAGES: TMessages = en

/**
 * The translation files of each language, loaded on demand, one bundle per language (spec 7: "Translation files
 * are loaded per language"). A language joins by adding its folder beside `en/` and a line here, then being
 * marked shown in `languages.ts`.
 */
const TRANSLATIONS: Partial<Record<TLanguage, () => Promise<{ default: TTranslation }>>> = {
  en: () => import('./en'),
}

/** The texts of a language, English where its translation has no text for a key. */
export async function loadMessages(language: TLanguage): Promise<TMessages> {
  const shown = shownLanguage(language)
  if (shown === DEFAULT_LANGUAGE) return MESSAGES
  const load = TRANSLATIONS[shown]
  return load ? withFallback(MESSAGES, (await load()).default) : MESSAGES
}

/** `translation` laid over `english`, key by key; a key English does not have is dropped. */
export function withFallback<T extends Record<string, unknown>>(english: T, translation: TDeepPartial<T>): T {
  const merged: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(english)) {
    const given = (translation as Record<string, unknown>)[key]
    if (typeof value === 'string') merged[key] = typeof given === 'string' && given.trim() ? given : value
    else merged[key] = withFallback(value as Record<string, unknown>, (given ?? {}) as never)
  }
  return merged as T
}

export { format }
