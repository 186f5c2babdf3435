'use client'

import type React from 'react'
import { use } from 'react'

import type { TLanguage } from '@/domain/i18n/languages'

import { Texts } from './Texts'

type TPairs = readonly (readonly [string, string])[]

const loaded = new Map<string, Promise<TPairs>>()

/**
 * The server renders with the texts at hand (`PAGE_PAIRS`, never in a browser bundle: `typeof window` is
 * fixed per bundle and the other branch dropped); the browser fetches the file the page's head already asked for
 * (`<link rel="preload" as="fetch">`, so this fetch takes that answer). A failed fetch is tried once more; after
 * that the page runs with its texts in English rather than not at all.
 */
function pagePairs(language: TLanguage, href: string): Promise<TPairs> {
  let pairs = loaded.get(href)
  if (!pairs) {
    if (typeof window === 'undefined') {
      pairs = import('./page-texts-file').then((module) => module.PAGE_PAIRS[language] ?? [])
    } else {
      const get = () =>
        fetch(href).then((response) => {
          if (!response.ok) throw new Error(`page texts: ${response.status}`)
          return response.json() as Promise<TPairs>
        })
      pairs = get()
        .catch(get)
        .catch(() => [])
    }
    const loading = pairs
    // Marked settled as React marks the promises it reads, so a page after the first reads it at once.
    void loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }))
    loaded.set(href, loading)
  }
  return pairs
}

/**
 * The texts every page's browser code may show (the shell's, the forms', the OTP popup's, the APIs' answers), in
 * the page's language. They come as a JSON file of their own (`href`, `page-texts-file.ts`), kept by the browser
 * under its content-hashed name, rather than in every page's HTML or among its scripts: the server renders with
 * them at once; in the browser the page is painted from its HTML and only made interactive when they are there
 * (React waits for them before hydrating, showing what it has).
 */
export function PageTexts({
  language,
  href,
  children,
}: {
  language: TLanguage
  href: string
  children: React.ReactNode
}) {
  const pairs = use(pagePairs(language, href))
  return (
    <Texts language={language} pairs={pairs}>
      {children}
    </Texts>
  )
}
