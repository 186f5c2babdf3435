import { describe, expect, it } from 'vitest'

import { allPages } from '../pages'
import type { SeedMedia } from '../types'
import { hindiPages } from '.'
import { HINDI_FOOTER, HINDI_MAIN_MENU, HINDI_TOP_NAV } from './menus'

/** Media ids do not matter here: every picture and document is id 1. */
const media = new Proxy({}, { get: () => new Proxy({}, { get: () => 1 }) }) as unknown as SeedMedia

/** Latin words a Hindi text may keep: the brand, the plans' names (brand names) and the company's legal name. */
const BRAND_WORDS = new Set(
  [
    'Sahyog',
    'Life',
    'Insurance',
    'Company',
    'Limited',
    'Smart',
    'Term',
    'with',
    'Return',
    'of',
    'Premium',
    'Guaranteed',
    'Income',
    'Plan',
    'Wealth',
    'Builder',
    'ULIP',
    'Deferred',
    'Pension',
    'Child',
    'Future',
    'Saral',
    'Jeevan',
    'Bima',
    'Assured',
    'Savings',
    'Money',
    'Back',
    'Plus',
    'Fortune',
    'Immediate',
    'Annuity',
    'Young',
    'Scholar',
    'Group',
    'Credit',
    'Gratuity',
  ].map((word) => word.toLowerCase()),
)

/** Keys whose values are addresses, ids or settings, not text a reader sees. */
const NOT_TEXT = new Set([
  'source',
  'url',
  'path',
  'blockType',
  'api_section',
  'tone',
  'show',
  'calculator',
  'menu_style',
  'icon',
  'classes',
  'format',
  'type',
  'tag',
  'direction',
  'listType',
  'version',
  'mode',
  'style',
  'textFormat',
  'textStyle',
])

/** Every string a reader sees in a value, with where it is. */
function texts(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${at}[${index}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      NOT_TEXT.has(key) ? [] : texts(item, `${at}.${key}`),
    )
  return []
}

const latinWords = (text: string) =>
  (text.replace(/[\w.+-]+@[\w.-]+/g, '').match(/[A-Za-z]{2,}/g) ?? []).filter(
    (word) => !BRAND_WORDS.has(word.toLowerCase()),
  )

describe('the Hindi demo content', () => {
  const pages = hindiPages(media)

  it('covers home, the six plans and their list, the calculators, the services, the questions and five posts', () => {
    const paths = pages.map((page) => page.path)
    expect(paths).toContain('/')
    expect(paths).toContain('/life-insurance/sahyog-smart-term')
    expect(paths.filter((path) => path.startsWith('/life-insurance/'))).toHaveLength(6)
    expect(paths.filter((path) => path.endsWith('-calculator')).length).toBeGreaterThanOrEqual(6)
    expect(paths.filter((path) => path.startsWith('/services/'))).toHaveLength(6)
    expect(paths).toEqual(expect.arrayContaining(['/contact-us/faq-premium', '/contact-us/faq-claims']))
    expect(paths.filter((path) => path.startsWith('/blog/')).length).toBeGreaterThanOrEqual(5)
  })

  it('belongs to English pages the seed creates, each once', () => {
    const english = new Set(allPages(media).map((page) => page.path))
    const paths = pages.map((page) => page.path)
    expect(paths.filter((path) => !english.has(path))).toEqual([])
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('is written in Hindi: no Latin word but brand names, in pages, menus and footer', () => {
    const found = [
      ...pages.flatMap((page) => texts(page, page.path)),
      ...texts(HINDI_MAIN_MENU, 'menu'),
      ...texts(HINDI_TOP_NAV, 'top_nav'),
      ...texts(HINDI_FOOTER, 'footer'),
    ]
      .map(([at, text]) => [at, latinWords(text)] as const)
      .filter(([, words]) => words.length > 0)
    expect(found).toEqual([])
  })

  it('keeps each plan’s figures: the Hindi premium examples are the English ones', () => {
    const english = new Map(allPages(media).map((page) => [page.path, page]))
    for (const page of pages.filter((item) => item.product)) {
      const numbers = (rows: { sum_assured: number; premium: number }[] | null | undefined) =>
        (rows ?? []).map((row) => [row.sum_assured, row.premium])
      expect(numbers(page.product?.premium_examples), page.path).toEqual(
        numbers(english.get(page.path)?.product?.premium_examples),
      )
    }
  })

  it('writes only what is kept per language: the footer’s phone, e-mail and links stay the English footer’s', () => {
    expect(Object.keys(HINDI_FOOTER.contact_info ?? {}).sort()).toEqual(['address', 'heading', 'hours'])
    expect(Object.keys(HINDI_FOOTER.bima_bharosa ?? {}).sort()).toEqual(['heading', 'text'])
    expect(HINDI_FOOTER).not.toHaveProperty('social_media_group')
    expect(HINDI_FOOTER).not.toHaveProperty('app_group')
  })
})
