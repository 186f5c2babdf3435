import { describe, expect, it } from 'vitest'

import {
  editDistance,
  entryForPage,
  forgivingMatch,
  rankEntries,
  SEARCH,
  SEARCH_GROUPS,
  searchFieldsForPath,
  searchPage,
  searchTypeForPath,
  type TSearchEntry,
} from '.'
import { parseSearchQuery } from './query'

describe('search type by page path (spec 2.1 routes, spec 3 "Search result item" types)', () => {
  it.each([
    ['/life-insurance/sahyog-smart-term', 'product_page'],
    ['/group-life-insurance/sahyog-group-term-life', 'product_page'],
    ['/life-insurance', 'parent_product_page'],
    ['/group-life-insurance', 'parent_product_page'],
    ['/life-insurance/withdrawn-plan/sahyog-term-shield', 'withdrawn_detail_page'],
    ['/legal/withdrawn-plan', 'withdrawn_list_page'],
    ['/blog/tax-planning/section-80c-and-life-insurance', 'blog'],
  ])('%s is a %s', (path, type) => {
    expect(searchTypeForPath(path)).toBe(type)
  })

  it.each([
    '/',
    '/contact-us',
    '/legal/privacy-policy',
    '/blog',
    '/blog/tax-planning',
    '/blog/guides/tax',
    '/life-insurance/withdrawn-plan',
    '/life-insurance/sahyog-smart-term/po',
    '/group-life-insurance/withdrawn-plan/x',
    '/life-insurance/Bad_Slug',
  ])('%s is not indexed', (path) => {
    expect(searchTypeForPath(path)).toBeNull()
  })

  it('keeps the slug and category fields a search option needs', () => {
    expect(searchFieldsForPath('/life-insurance/sahyog-smart-term')).toEqual({
      type: 'product_page',
      slug: 'sahyog-smart-term',
      product_category: 'life-insurance',
      blog_category: null,
    })
    expect(searchFieldsForPath('/blog/retirement/annuity-or-pension-plan')).toMatchObject({
      slug: 'annuity-or-pension-plan',
      blog_category: 'retirement',
      product_category: null,
    })
  })

  it('makes an entry with the page title as heading, and none for a page without a searchable path', () => {
    expect(
      entryForPage({ title: ' Sahyog Smart Term ', path: '/life-insurance/sahyog-smart-term' }),
    ).toMatchObject({
      heading: 'Sahyog Smart Term',
      link: '/life-insurance/sahyog-smart-term',
      type: 'product_page',
    })
    expect(entryForPage({ title: 'Contact us', path: '/contact-us' })).toBeNull()
  })

  it('carries a plan’s product type code (spec 9: P1, P2, P3) and no code for other pages', () => {
    const product = { type_code: 'P1' }
    expect(
      entryForPage({ title: 'Sahyog Smart Term', path: '/life-insurance/sahyog-smart-term', product }),
    ).toMatchObject({ product_type: 'P1' })
    expect(entryForPage({ title: 'Plans', path: '/life-insurance', product })).toMatchObject({
      product_type: null,
    })
    expect(entryForPage({ title: 'Post', path: '/blog/retirement/a-post' })).toMatchObject({
      product_type: null,
    })
  })
})

const entry = (heading: string, type: TSearchEntry['type']): TSearchEntry => ({
  heading,
  type,
  link: `/${heading.toLowerCase().replace(/\W+/g, '-')}`,
  slug: null,
  product_category: null,
  blog_category: null,
  product_type: null,
})

const INDEX: TSearchEntry[] = [
  entry('How loyalty additions work in Sahyog Wealth Builder ULIP', 'blog'),
  entry('Sahyog Wealth Builder ULIP', 'product_page'),
  entry('Sahyog Wealth Builder', 'withdrawn_detail_page'),
  entry('Withdrawn plans', 'withdrawn_list_page'),
  entry('Life insurance plans', 'parent_product_page'),
  entry('Sahyog Smart Term', 'product_page'),
]

describe('filtering and ordering (spec 5 "Search")', () => {
  it('keeps only headings containing the text, ignoring case', () => {
    const headings = rankEntries(INDEX, 'WEALTH builder').map((e) => e.heading)
    expect(headings).toHaveLength(3)
    expect(headings).not.toContain('Sahyog Smart Term')
  })

  it('puts the exact heading match first, even from a later group', () => {
    const headings = rankEntries(INDEX, 'sahyog wealth builder').map((e) => e.heading)
    expect(headings).toEqual([
      'Sahyog Wealth Builder',
      'Sahyog Wealth Builder ULIP',
      'How loyalty additions work in Sahyog Wealth Builder ULIP',
    ])
  })

  it("orders the rest by the spec 2.3 groups: 'Life insurance Plans', 'Withdrawn Plans', 'Blogs'", () => {
    expect(SEARCH_GROUPS.map((group) => group.label)).toEqual([
      'Life insurance Plans',
      'Withdrawn Plans',
      'Blogs',
    ])
    const types = rankEntries(INDEX, 'plan').map((e) => e.type)
    expect(types).toEqual(['parent_product_page', 'withdrawn_list_page'])
    const all = rankEntries(INDEX, 'a').map((e) => e.type)
    const rank = (t: string) => SEARCH_GROUPS.findIndex((g) => (g.types as readonly string[]).includes(t))
    expect(all.map(rank)).toEqual([...all.map(rank)].sort((x, y) => x - y))
  })

  it('treats % and _ as plain characters, not wildcards', () => {
    expect(rankEntries(INDEX, '%%%')).toEqual([])
    expect(rankEntries(INDEX, '___')).toEqual([])
    expect(rankEntries([entry('Save 100% of premiums', 'blog')], '100%')).toHaveLength(1)
  })

  it('pages the results and says how many there are and whether more follow', () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      entry(`Plan ${String(i).padStart(2, '0')}`, 'product_page'),
    )
    const first = searchPage(many, 'plan', 0, 10)
    expect(first).toMatchObject({ total: 23, page: 0, has_next: true })
    expect(first.items).toHaveLength(10)
    const last = searchPage(many, 'plan', 2, 10)
    expect(last.items.map((e) => e.heading)).toEqual(['Plan 20', 'Plan 21', 'Plan 22'])
    expect(last.has_next).toBe(false)
    expect(searchPage(many, 'plan', 9, 10)).toMatchObject({ items: [], total: 23, has_next: false })
  })
})

describe('query validation (spec 9 "search minimum 3 characters, page parameter 0")', () => {
  const parse = (query: string) => parseSearchQuery(new URLSearchParams(query))

  it('accepts 3 or more characters after trimming, page 0 by default', () => {
    expect(parse('search=%20term%20')).toEqual({ ok: true, query: { search: 'term', page: 0 } })
    expect(parse('search=ulip&page=2')).toEqual({ ok: true, query: { search: 'ulip', page: 2 } })
  })

  it('refuses fewer than 3 characters, a missing search, and over-long text with a clear message', () => {
    for (const query of ['search=ab', 'search=%20%20ab%20', '', 'page=0']) {
      const result = parse(query)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.message).toMatch(/at least 3 characters/)
    }
    const long = parse(`search=${'a'.repeat(SEARCH.maxLength + 1)}`)
    expect(long.ok).toBe(false)
    if (!long.ok) expect(long.message).toMatch(/at most 100 characters/)
  })

  it.each(['-1', 'abc', '1.5', '', '1e3', '9999999'])('refuses page=%s', (page) => {
    const result = parse(`search=term&page=${page}`)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(/page/)
  })
})

describe('one slip forgiven (issue "A first visit a customer trusts", item 6: "retirment", "pention")', () => {
  const entries = [
    { heading: 'Sahyog Deferred Pension Plan', type: 'product_page' as const },
    { heading: 'Planning retirement in your 30s', type: 'blog' as const },
    { heading: 'Annuity or pension plan: which one first?', type: 'blog' as const },
    { heading: 'Sahyog Smart Term', type: 'product_page' as const },
    { heading: 'Team spirit at the claims desk', type: 'blog' as const },
  ]
  const headings = (text: string) => rankEntries(entries, text).map((entry) => entry.heading)

  it.each([
    ['pension', 'pention', 1], // one letter wrong
    ['retirement', 'retirment', 1], // one letter missing
    ['retirement', 'retirementt', 1], // one letter extra
    ['pension', 'pnesion', 1], // two neighbours swapped
    ['pension', 'pnesoin', 2],
    ['plan', 'plan', 0],
  ])('distance from %s to %s is %i', (a, b, distance) => {
    expect(editDistance(a, b, 2)).toBe(distance)
  })

  it('finds a plan and a post through a misspelt word, the plan first', () => {
    expect(headings('pention')).toEqual([
      'Sahyog Deferred Pension Plan',
      'Annuity or pension plan: which one first?',
    ])
    expect(headings('retirment')).toEqual(['Planning retirement in your 30s'])
  })

  it('forgives a slip in a word still being typed, and in each word of several', () => {
    expect(headings('retirm')).toEqual(['Planning retirement in your 30s'])
    expect(headings('deferd pension')).toEqual(['Sahyog Deferred Pension Plan'])
  })

  it('answers exactly what the text finds when something contains it (spec 5), without near misses', () => {
    // "term" is in "Sahyog Smart Term"; "Team" is one letter off but is not offered beside it.
    expect(headings('term')).toEqual(['Sahyog Smart Term'])
  })

  it('forgives nothing in a word of three letters, nor two slips, nor text that is not words', () => {
    expect(headings('pln')).toEqual([])
    expect(headings('s%g')).toEqual([])
    expect(headings('pention!')).toEqual([])
    expect(headings('pnesoin')).toEqual([])
    expect(forgivingMatch('Sahyog Smart Term', 'smart trem')).toBe(true)
    expect(forgivingMatch('Sahyog Smart Term', 'smart tern')).toBe(true)
    expect(forgivingMatch('Sahyog Smart Term', 'smart trams')).toBe(false)
  })
})
