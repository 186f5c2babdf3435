import en from './en'

/** Every text of the shell, the forms and the messages, by part and key. */
export type TMessages = typeof en

type TDeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : TDeepPartial<T[K]> }

/** A translation may lag behind English: whatever it lacks is shown in English (spec 9: "fallback English"). */
export type TTranslation = TDeepPartial<TMessages>

/** English: the language every page shows today, bundled where it is used. */
export const MESSAGES: TMessages = en

/**
 * `translation` laid over `english`, key by key; a key English does not have is dropped. A language's files are
 * read through this once the language is shown (decision 68), so a text it lacks is shown in English.
 */
export function withFallback<T extends Record<string, unknown>>(english: T, translation: TDeepPartial<T>): T {
  const merged: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(english)) {
    const given = (translation as Record<string, unknown>)[key]
    if (typeof value === 'string') merged[key] = typeof given === 'string' && given.trim() ? given : value
    else merged[key] = withFallback(value as Record<string, unknown>, (given ?? {}) as never)
  }
  return merged as T
}
