import { nameFromSlug } from '@/domain/blog'
import { withFallback } from '@/domain/i18n/fallback'
import hi from '@/domain/i18n/hi'
import type { TLanguage } from '@/domain/i18n/languages'
import { MESSAGES, type TMessages, type TTranslation } from '@/domain/i18n/messages'

/** The blog's texts in a language: headings, counts, the pager's words and the categories' names. */
export type TBlogTexts = TMessages['shell']['blog']

/** A category's or tag's name in these texts; a category the texts do not name is its slug in English words. */
export function topicName(texts: TBlogTexts, slug: string): { name: string; translated: boolean } {
  const names: Record<string, string> = texts.categoryNames
  return Object.hasOwn(names, slug)
    ? { name: names[slug]!, translated: true }
    : { name: nameFromSlug(slug), translated: false }
}

const TRANSLATIONS: Partial<Record<TLanguage, TTranslation>> = { hi }

/** The blog's texts in a language, English where the translation has none. */
export function blogTexts(language: TLanguage): TBlogTexts {
  const translation = TRANSLATIONS[language]?.shell?.blog
  return translation ? withFallback(MESSAGES.shell.blog, translation) : MESSAGES.shell.blog
}
