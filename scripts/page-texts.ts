/**
 * Writes each language's page texts into the build's static files (`.next/static/texts/<language>.<hash>.json`),
 * where every instance of this build serves the same file (`pageTextsFile`). Run by `npm run build` after Next's
 * build, and by `npm run dev` before it starts.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { LANGUAGES, type TLanguage } from '@/domain/i18n/languages'
import { pageTextsFile } from '@/ui/i18n/page-texts-file'

for (const language of Object.keys(LANGUAGES) as TLanguage[]) {
  const file = pageTextsFile(language)
  if (!file) continue
  const target = path.join('.next', 'static', file.name)
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, file.body)
  console.log(`✓ Page texts: ${target}`)
}
