import { describe, expect, it } from 'vitest'

import type { TSearchDoc, TSearchKind } from './documents'
import { createSearchEngine, markMatches, snippetOf } from './engine'
import { stem, synonymsOf, termsOf } from './language'

const doc = (kind: TSearchKind, title: string, more: Partial<TSearchDoc> = {}): TSearchDoc => ({
  id: more.link ?? `/${title.toLowerCase().replace(/\W+/g, '-')}`,
  kind,
  type: null,
  title,
  link: more.link ?? `/${title.toLowerCase().replace(/\W+/g, '-')}`,
  keywords: '',
  summary: '',
  body: '',
  ...more,
})

const DOCS = [
  doc('plan', 'Sahyog Smart Term', {
    summary: 'Pure protection up to age 85.',
    keywords: 'term insurance plan',
  }),
  doc('plan', 'Sahyog Saral Jeevan Bima', { summary: 'A simple standard term plan.', keywords: 'term' }),
  doc('plan', 'Sahyog Wealth Builder ULIP', { summary: 'A unit linked plan with a choice of funds.' }),
  doc('calculator', 'Human life value calculator', { summary: 'How much life cover your family needs.' }),
  doc('page', 'Claims intimation', {
    summary: 'How a nominee tells us of a death claim, and how long settlement takes.',
  }),
  doc('faq', 'How is a claim settled?', { summary: 'Within 15 days of the last document.' }),
  doc('post', 'Term insurance for homemakers', { summary: 'Why a homemaker needs term insurance too.' }),
  doc('post', 'Five things about insurance', { summary: 'Insurance, insurance and insurance.' }),
  doc('withdrawn', 'Sahyog Term Shield', { summary: 'A term plan no longer sold.' }),
]
const engine = createSearchEngine(DOCS)
const titles = (text: string) => engine.search(text).hits.map((hit) => hit.doc.title)

describe('language', () => {
  it('drops plural endings, but not from words whose plural is another word', () => {
    expect(stem('plans')).toBe('plan')
    expect(stem('policies')).toBe('policy')
    expect(stem('claims')).toBe('claim')
    expect(stem('business')).toBe('business')
    expect(stem('terms')).toBe('terms')
  })

  it('reads "unit linked" as one word and leaves out words that carry no meaning, Hinglish ones too', () => {
    expect(termsOf('What is a unit linked plan?')).toEqual(['unitlinked', 'plan'])
    expect(termsOf('term plan ka premium kya hai')).toEqual(['term', 'plan', 'premium'])
  })

  it('knows the words that stand for one another, typed and Hinglish', () => {
    expect(synonymsOf('term')).toContain('protection')
    expect(synonymsOf('settlement')).toContain('claim')
    expect(synonymsOf('ulip')).toContain('unitlinked')
    expect(synonymsOf('bima')).toContain('insurance')
    expect(synonymsOf('jeevan')).toContain('life')
    expect(synonymsOf('policy')).toEqual([])
  })
})

describe('createSearchEngine', () => {
  it('puts plans first, then calculators, pages, questions, withdrawn plans and posts', () => {
    expect(titles('term')).toEqual([
      'Sahyog Smart Term',
      'Sahyog Saral Jeevan Bima',
      'Sahyog Term Shield',
      'Term insurance for homemakers',
    ])
  })

  it('forgives a slip and says what it read ("did you mean")', () => {
    const outcome = engine.search('term insurence')
    expect(outcome.corrected).toBe('term insurance')
    expect(outcome.hits[0]!.doc.title).toBe('Sahyog Smart Term')
    expect(engine.search('claim setlement').corrected).toBe('claim settlement')
    expect(engine.search('term insurance').corrected).toBeNull()
  })

  it('finds a page by a synonym, below one that has the word itself', () => {
    expect(titles('protection')[0]).toBe('Sahyog Smart Term')
    expect(titles('ulip')).toEqual(['Sahyog Wealth Builder ULIP'])
    expect(titles('unit-linked')).toEqual(['Sahyog Wealth Builder ULIP'])
    expect(titles('settlement')).toEqual(['Claims intimation', 'How is a claim settled?'])
  })

  it('reads Hinglish: "jeevan bima" finds the plan named so', () => {
    expect(titles('jeevan bima')[0]).toBe('Sahyog Saral Jeevan Bima')
  })

  it('weighs every word: a page with all of them comes before one with only the common one', () => {
    const hits = titles('term insurance')
    expect(hits).toContain('Term insurance for homemakers')
    // 'insurance' alone, on an insurer's site, is too little to be shown beside pages with both words.
    expect(hits).not.toContain('Five things about insurance')
  })

  it('completes the last word while it is typed, never a word in the middle', () => {
    expect(titles('calcu')).toEqual(['Human life value calculator'])
    expect(engine.search('calcu').matched.starts).toEqual(['calcu'])
    expect(engine.search('calcu family').matched.starts).toEqual([])
    expect(engine.search('calcu ').matched.starts).toEqual([])
  })

  it('finds nothing for words no page has, nor for signs alone', () => {
    expect(engine.search('zzqxv').hits).toEqual([])
    expect(engine.search('%%%').hits).toEqual([])
    expect(engine.search('   ').hits).toEqual([])
  })

  it('puts a title equal to the text first within its group', () => {
    const hits = engine.search('sahyog term shield').hits
    expect(hits.find((hit) => hit.exact)?.doc.title).toBe('Sahyog Term Shield')
  })
})

describe('markMatches and snippetOf', () => {
  it('marks the words found, through synonyms and plurals too, keeping the text as written', () => {
    const { matched } = engine.search('claim')
    expect(markMatches('Claims and settlement', matched)).toEqual([
      { text: 'Claims', mark: true },
      { text: ' and ', mark: false },
      { text: 'settlement', mark: true },
    ])
  })

  it('shows the part of a long summary where the words are, cut at words, with an ellipsis', () => {
    const long = doc('page', 'Surrender', {
      summary: `${'Words before the point. '.repeat(10)}You can surrender a policy after three years. ${'More after it. '.repeat(10)}`,
    })
    const { matched } = createSearchEngine([long]).search('surrender policy')
    const snippet = snippetOf(long, matched)
    const text = snippet.map((part) => part.text).join('')
    expect(text.startsWith('…You can surrender a policy')).toBe(true)
    expect(text.endsWith('…')).toBe(true)
    expect(snippet.filter((part) => part.mark).map((part) => part.text)).toEqual(['surrender', 'policy'])
  })
})
