import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import en from '@/domain/i18n/en'
import { textPairs } from '@/domain/i18n/fallback'
import hi from '@/domain/i18n/hi'

import { PAIRS } from './page-pairs-hi'
import { PAGE_PARTS, uniquePairs } from './page-parts'
import { pageTextsFile } from './page-texts-file'

describe('the Hindi page texts sent as a file of their own', () => {
  it('are every part a page shows, each English text once with the translation that was used before', () => {
    const all = PAGE_PARTS.flatMap((part) => textPairs(en[part], hi[part]))
    expect(PAIRS).toEqual(uniquePairs(all))
    expect(new Set(PAIRS.map(([english]) => english)).size).toBe(PAIRS.length)
    // The first pair of an English text wins, as the translator reads them.
    const first = new Map<string, string>()
    for (const [english, hindi] of all) if (!first.has(english)) first.set(english, hindi)
    for (const [english, hindi] of PAIRS) expect(hindi).toBe(first.get(english))
    expect(PAIRS).toContainEqual(['Skip to main content', 'मुख्य सामग्री पर जाएं'])
  })

  it('are one JSON file among the build’s static files, named by its content, and English pages have none', () => {
    const file = pageTextsFile('hi')!
    expect(JSON.parse(file.body)).toEqual(PAIRS)
    expect(file.href).toMatch(/^\/_next\/static\/texts\/hi\.[0-9a-f]{16}\.json$/)
    expect(file.href).toBe(`/_next/static/${file.name}`)
    // Named by its content: a changed text is a new name, so a browser that kept the old file a year asks anew.
    expect(file.name).toBe(
      `texts/hi.${createHash('sha256').update(file.body).digest('hex').slice(0, 16)}.json`,
    )
    expect(pageTextsFile('en')).toBeNull()
  })
})
