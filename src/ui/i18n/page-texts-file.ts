import { createHash } from 'node:crypto'

import type { TLanguage } from '@/domain/i18n/languages'

import { PAIRS as HINDI } from './page-pairs-hi'

type TPairs = readonly (readonly [string, string])[]

/** Each language's page texts (`page-pairs-hi.ts`). English pages have none. */
export const PAGE_PAIRS: Partial<Record<TLanguage, TPairs>> = { hi: HINDI }

/** Where the build's static files are served from, and where the texts' files are written among them. */
const STATIC_PREFIX = '/_next/static/'
const FOLDER = 'texts'

/**
 * A language's page texts as the browser gets them: one JSON document, named by its content's hash, written with
 * the build's static files (`npm run build`), so it is kept a year and served compressed from memory like the
 * scripts (src/host/static-assets.ts). Data rather than script: the browser parses it as JSON, never as code to
 * compile and run. `null` for a language with no page texts (English).
 */
export function pageTextsFile(language: TLanguage): TFile | null {
  if (!files.has(language)) files.set(language, fileOf(language))
  return files.get(language) ?? null
}

type TFile = { name: string; href: string; body: string }

/** Worked out once per language: the same committed texts give the same file on every instance of a build. */
const files = new Map<TLanguage, TFile | null>()

function fileOf(language: TLanguage): TFile | null {
  const pairs = PAGE_PAIRS[language]
  if (!pairs) return null
  const body = JSON.stringify(pairs)
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16)
  const name = `${FOLDER}/${language}.${hash}.json`
  return { name, href: `${STATIC_PREFIX}${name}`, body }
}
