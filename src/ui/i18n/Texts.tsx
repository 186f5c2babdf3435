'use client'

import type React from 'react'
import { createContext, useContext, useMemo } from 'react'

import { hindiValue, translator } from '@/domain/i18n/fallback'
import { DEFAULT_LANGUAGE, type TLanguage } from '@/domain/i18n/languages'

type TPairs = readonly (readonly [string, string])[]
type TContext = { language: TLanguage; pairs: TPairs; t: (text: string) => string }

const TextsContext = createContext<TContext>({ language: DEFAULT_LANGUAGE, pairs: [], t: (text) => text })

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
    return { language, pairs: all, t: translator(all, language === 'hi' ? hindiValue : undefined) }
  }, [language, pairs, outer.pairs])
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>
}

/** The page's language. */
export const useLanguage = () => useContext(TextsContext).language

/** `t(english)`: a text as the site writes it in English, in the page's language. */
export const useT = (): ((text: string) => string) => useContext(TextsContext).t

/** A text in the page's language, where a server or a client component writes it in English. */
export function T({ children }: { children: string }) {
  return useT()(children)
}
