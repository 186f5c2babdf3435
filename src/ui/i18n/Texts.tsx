'use client'

import type React from 'react'
import { createContext, useContext, useMemo } from 'react'

import { hindiTranslator, hindiValue, translator } from '@/domain/i18n/fallback'
import { format } from '@/domain/i18n/format'
import { DEFAULT_LANGUAGE, type TLanguage } from '@/domain/i18n/languages'

type TPairs = readonly (readonly [string, string])[]
type TContext = {
  language: TLanguage
  pairs: TPairs
  t: (text: string) => string
  /** Each English text or template beside its translation, as written. */
  byEnglish: ReadonlyMap<string, string>
}
type TValues = Record<string, string | number>

const TextsContext = createContext<TContext>({
  language: DEFAULT_LANGUAGE,
  pairs: [],
  t: (text) => text,
  byEnglish: new Map(),
})

/**
 * The page's language and, on a page not in English, its translations of the texts the browser shows (labels, the
 * forms' messages, the APIs' answers), given by the server (`messagePairs`). A page or a form nested inside adds
 * the parts it needs; English pages are given nothing and show their texts as written.
 */
export function Texts({
  language,
  pairs,
  children,
}: {
  language: TLanguage
  pairs: TPairs
  children: React.ReactNode
}) {
  const outer = useContext(TextsContext)
  const value = useMemo(() => {
    const all = outer.pairs.length ? [...pairs, ...outer.pairs] : pairs
    return {
      language,
      pairs: all,
      t: language === 'hi' ? hindiTranslator(all) : translator(all),
      byEnglish: new Map([...all].reverse()),
    }
  }, [language, pairs, outer.pairs])
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>
}

/** The page's language. */
export const useLanguage = () => useContext(TextsContext).language

/** `t(english)`: a text as the site writes it in English, in the page's language. */
export const useT = (): ((text: string) => string) => useContext(TextsContext).t

/**
 * `tf(template, values)`: an English template ('Age {age}') in the page's language with its values filled in (their
 * amounts and dates in Hindi on a Hindi page), for a text a component puts together itself.
 */
export const useFormat = (): ((template: string, values: TValues) => string) => {
  const { language, t, byEnglish } = useContext(TextsContext)
  return useMemo(
    () => (template: string, values: TValues) =>
      format(
        byEnglish.get(template) ?? template,
        language === 'hi'
          ? Object.fromEntries(Object.entries(values).map(([key, v]) => [key, hindiValue(t(String(v)))]))
          : values,
      ),
    [language, t, byEnglish],
  )
}

/** A text in the page's language, where a server or a client component writes it in English. */
export function T({ children }: { children: string }) {
  return useT()(children)
}

/** `useFormat` as an element, for a server component's text: `<TF template="Age {age}" values={{ age }} />`. */
export function TF({ template, values }: { template: string; values: TValues }) {
  return useFormat()(template, values)
}
