import type React from 'react'

import { DEFAULT_LANGUAGE } from '@/domain/i18n/languages'
import type { TPart } from '@/domain/i18n/messages'

import { messagePairs, pageLanguage } from './language'
import { Texts } from './Texts'

/**
 * Adds the texts of more parts (a service's, a calculator's) to what the browser may show in the page's language,
 * for the form inside: on a page not in English only, and only where such a form is.
 */
export async function PartTexts({ parts, children }: { parts: readonly TPart[]; children: React.ReactNode }) {
  const language = await pageLanguage()
  if (language === DEFAULT_LANGUAGE) return children
  return (
    <Texts language={language} pairs={await messagePairs(parts)}>
      {children}
    </Texts>
  )
}
