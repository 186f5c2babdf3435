'use client'

import type React from 'react'
import { use } from 'react'

import type { TLanguage } from '@/domain/i18n/languages'

import { Texts } from './Texts'

type TPairs = readonly (readonly [string, string])[]

/** Each language's page texts, a chunk of their own (`page-pairs-hi.ts`). English pages have none. */
const CHUNKS: Partial<Record<TLanguage, () => Promise<TPairs>>> = {
  hi: () => import('./page-pairs-hi').then((module) => module.PAIRS),
}

const loaded = new Map<TLanguage, Promise<TPairs>>()

function pagePairs(language: TLanguage): Promise<TPairs> {
  let pairs = loaded.get(language)
  if (!pairs) {
    const chunk = CHUNKS[language]
    const loading = chunk ? chunk() : Promise.resolve([])
    // Marked settled as React marks the promises it reads, so a page after the first reads it at once.
    void loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }))
    pairs = loading
    loaded.set(language, pairs)
  }
  return pairs
}

// A Hindi page asks for its texts while its scripts are still starting, not once React reaches this component.
if (typeof document !== 'undefined' && CHUNKS[document.documentElement.lang as TLanguage])
  void pagePairs(document.documentElement.lang as TLanguage)

/**
 * The texts every page's browser code may show (the shell's, the forms', the OTP popup's, the APIs' answers), in
 * the page's language. They come in a chunk of their own, kept by the browser under its content-hashed name, rather
 * than in every page's HTML: the server renders with them at once; in the browser the page is painted from its HTML
 * and only made interactive when they are there (React waits for them before hydrating, showing what it has).
 */
export function PageTexts({ language, children }: { language: TLanguage; children: React.ReactNode }) {
  const pairs = use(pagePairs(language))
  return (
    <Texts language={language} pairs={pairs}>
      {children}
    </Texts>
  )
}
