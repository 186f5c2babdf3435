import { describe, expect, it } from 'vitest'

import { allPages } from '../pages'
import type { SeedMedia } from '../types'
import { TESTIMONIALS, VIDEOS } from '../media-centre'
import { AUTHORS } from '../pages/blog'
import { hindiPages } from '.'
import { HINDI_AUTHORS } from './blog'
import { HINDI_TESTIMONIALS, HINDI_VIDEOS } from './media-centre'
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

  it('covers home, the plans and their lists, the calculators, the services, the questions and five posts', () => {
    const paths = pages.map((page) => page.path)
    expect(paths).toContain('/')
    expect(paths).toContain('/life-insurance/sahyog-smart-term')
    expect(paths.filter((path) => path.startsWith('/life-insurance/'))).toHaveLength(6)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/group-life-insurance',
        '/group-life-insurance/sahyog-group-term-life',
        '/group-life-insurance/sahyog-group-credit-life',
        '/group-life-insurance/sahyog-group-gratuity-plan',
      ]),
    )
    expect(paths.filter((path) => path.endsWith('-calculator')).length).toBeGreaterThanOrEqual(6)
    expect(paths).toContain('/services')
    expect(paths.filter((path) => path.startsWith('/services/'))).toHaveLength(6)
    expect(paths.filter((path) => path.startsWith('/blog/')).length).toBeGreaterThanOrEqual(5)
  })

  it('has every question page of the English seed in Hindi, with its questions', () => {
    const english = allPages(media).filter((page) => /^\/contact-us\/faq-/.test(page.path))
    expect(english.length).toBeGreaterThanOrEqual(5)
    const hindi = new Map(pages.map((page) => [page.path, page]))
    const questions = (layout: { blockType: string; items?: unknown[] | null }[] | undefined) =>
      (layout ?? []).flatMap((block) => (block.blockType === 'accordion' ? (block.items ?? []) : [])).length
    for (const page of english) {
      expect(hindi.has(page.path), page.path).toBe(true)
      expect(questions(hindi.get(page.path)?.layout as never), page.path).toBeGreaterThan(0)
    }
  })

  it('gives each Hindi post its author’s Hindi byline, and every author one', () => {
    expect(Object.keys(HINDI_AUTHORS).sort()).toEqual(Object.keys(AUTHORS).sort())
    const english = new Map(allPages(media).map((page) => [page.path, page]))
    const byName = new Map<string, string>(
      Object.entries(AUTHORS).map(([key, author]) => [author.author_name, key]),
    )
    const written = new Set<string>()
    for (const page of pages.filter((item) => item.path.startsWith('/blog/'))) {
      const author = byName.get(english.get(page.path)?.post?.author_name ?? '') as keyof typeof AUTHORS
      expect(author, page.path).toBeDefined()
      expect(page.post).toMatchObject(HINDI_AUTHORS[author])
      written.add(author)
    }
    expect([...written].sort()).toEqual(Object.keys(AUTHORS).sort())
    for (const byline of Object.values(HINDI_AUTHORS)) {
      expect(latinWords(`${byline.author_name} ${byline.author_role}`)).toEqual([])
    }
  })

  it('has every seeded testimonial and video in Hindi, with no Latin word but brand names', () => {
    expect(Object.keys(HINDI_TESTIMONIALS).sort()).toEqual(TESTIMONIALS.map((item) => item.name).sort())
    expect(Object.keys(HINDI_VIDEOS).sort()).toEqual(VIDEOS.map((item) => item.title).sort())
    const found = [...texts(HINDI_TESTIMONIALS, 'testimonials'), ...texts(HINDI_VIDEOS, 'videos')]
      .map(([at, text]) => [at, latinWords(text)] as const)
      .filter(([, words]) => words.length > 0)
    expect(found).toEqual([])
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
