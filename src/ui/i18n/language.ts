import { lang } from 'next/root-params'

import en from '@/domain/i18n/en'
import { hindiValue, textPairs, translator, withFallback } from '@/domain/i18n/fallback'
import hi from '@/domain/i18n/hi'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, localPath, type TLanguage } from '@/domain/i18n/languages'
import type { TMessages, TPart, TTranslation } from '@/domain/i18n/messages'

import { uniquePairs } from './page-parts'

/** The translation files of each shown language other than English. */
const TRANSLATIONS: Partial<Record<TLanguage, TTranslation>> = { hi }

/**
 * The language of the page being rendered: the `[lang]` segment above the site's routes (decision 93), which the
 * proxy fills from the address's prefix (`/hi/x`), English without one. A server component anywhere under the page
 * reads it here, without the page passing it down.
 */
export async function pageLanguage(): Promise<TLanguage> {
  const value = await lang()
  return isLanguage(value) && LANGUAGES[value].shown ? value : DEFAULT_LANGUAGE
}

/** A part's texts in the page's language, English where the translation has none. */
export async function serverTexts<P extends TPart>(part: P): Promise<TMessages[P]> {
  const translation = TRANSLATIONS[await pageLanguage()]?.[part]
  return translation ? withFallback(en[part], translation as never) : en[part]
}

/** `t(english)`: an English text of these parts (a message, a label) in the page's language. */
export async function serverTranslator(parts: readonly TPart[]): Promise<(text: string) => string> {
  const pairs = await messagePairs(parts)
  return translator(pairs, (await pageLanguage()) === 'hi' ? hindiValue : undefined)
}

/**
 * What a browser needs to show these parts in the page's language: each English text beside its translation. Empty
 * on English pages, so English pages carry nothing more than before.
 */
export async function messagePairs(parts: readonly TPart[]): Promise<[string, string][]> {
  const translation = TRANSLATIONS[await pageLanguage()]
  if (!translation) return []
  return uniquePairs(parts.flatMap((part) => textPairs(en[part], translation[part])))
}

/** A path of the site as the page's language addresses it: `/x` on an English page, `/hi/x` on a Hindi one. */
export async function localHref(path: string): Promise<string> {
  return localPath(await pageLanguage(), path)
}
