import { describe, expect, it } from 'vitest'

import { slugify, type TBranch } from '../branches'
import { searchResultsPath } from '.'
import type { TSearchDoc, TSearchKind } from './documents'
import { createSearchEngine } from './engine'
import { RESULTS_PAGE_SIZE, searchResults } from './results'

const doc = (title: string, kind: TSearchKind): TSearchDoc => ({
  id: `/${slugify(title)}`,
  kind,
  type: null,
  title,
  link: `/${slugify(title)}`,
  keywords: '',
  summary: `About ${title}.`,
  body: '',
})
const entry = doc
const engineOf = (docs: TSearchDoc[]) => createSearchEngine(docs)

const pune: TBranch = {
  name: 'Pune Camp',
  slug: 'pune-camp',
  state: 'Maharashtra',
  state_slug: 'maharashtra',
  district: 'Pune',
  district_slug: 'pune',
  city: 'Pune',
  city_slug: 'pune',
  address: '1st Floor, Moledina Road',
  pincode: '411001',
  phone: '020 4000 1400',
  email: null,
  opening_hours: null,
  latitude: 18.52,
  longitude: 73.87,
}

const ENTRIES = engineOf([
  entry('Pension planning in your thirties', 'post'),
  entry('Sahyog Pension Plus', 'plan'),
  entry('Sahyog Pension Shield', 'withdrawn'),
  entry('Term insurance explained', 'post'),
])

describe('the /search results page (issue: Enter opens /search?q=, grouped as the suggestions are)', () => {
  it('groups like the header box: plans, withdrawn plans, blogs, then branch places', () => {
    const view = searchResults(ENTRIES, [pune], 'pension', undefined)
    expect(view.kind).toBe('results')
    if (view.kind !== 'results') return
    expect(view.groups.map((group) => group.label)).toEqual([
      'Life insurance Plans',
      'Withdrawn Plans',
      'Blogs',
    ])
    expect(view.groups.flatMap((group) => group.options.map((option) => option.label))).toEqual([
      'Sahyog Pension Plus',
      'Sahyog Pension Shield',
      'Pension planning in your thirties',
    ])
    expect(view.total).toBe(3)
  })

  it('lists branch places under Branches', () => {
    const view = searchResults(ENTRIES, [pune], 'pune', undefined)
    if (view.kind !== 'results') throw new Error(view.kind)
    expect(view.groups).toEqual([
      {
        key: 'branches',
        label: 'Branches',
        options: [
          {
            key: 'branch:/contact-us/branches/maharashtra/pune',
            label: 'Pune, Maharashtra',
            link: '/contact-us/branches/maharashtra/pune',
            type: 'branch_locator_address',
          },
        ],
      },
    ])
    expect(view.didYouMean).toBeNull()
  })

  it('forgives a slip as the header box does ("pention"), and says what it read', () => {
    const view = searchResults(ENTRIES, [], 'pention', undefined)
    if (view.kind !== 'results') throw new Error(view.kind)
    expect(view.total).toBe(3)
    expect(view.didYouMean).toEqual({ text: 'pension', path: '/search?q=pension' })
  })

  it('shows each result with a snippet, its found words marked', () => {
    const view = searchResults(ENTRIES, [], 'pension', undefined)
    if (view.kind !== 'results') throw new Error(view.kind)
    expect(view.groups[0]!.options[0]!.snippet).toEqual([
      { text: 'About Sahyog ', mark: false },
      { text: 'Pension', mark: true },
      { text: ' Plus.', mark: false },
    ])
  })

  it('answers nothing found with an empty list, not a refusal', () => {
    const view = searchResults(ENTRIES, [], 'zebra crossing', undefined)
    expect(view).toMatchObject({ kind: 'results', total: 0, groups: [] })
  })

  it('asks for 3 characters (spec 9: search minimum 3 characters) and shows the box alone when nothing is asked', () => {
    expect(searchResults(ENTRIES, [], 'pe', undefined)).toEqual({
      kind: 'refused',
      q: 'pe',
      message: 'Type at least 3 characters to search.',
    })
    expect(searchResults(ENTRIES, [], '   ', undefined)).toEqual({ kind: 'empty' })
    expect(searchResults(ENTRIES, [], undefined, undefined)).toEqual({ kind: 'empty' })
  })

  it('refuses text over 100 characters with the API message', () => {
    const view = searchResults(ENTRIES, [], 'a'.repeat(101), undefined)
    expect(view).toMatchObject({ kind: 'refused', message: 'Search text can be at most 100 characters.' })
  })

  it(`pages ${RESULTS_PAGE_SIZE} at a time, branch places on the first page only`, () => {
    const many = engineOf(
      Array.from({ length: 45 }, (_, at) => entry(`Pune guide ${String(at).padStart(2, '0')}`, 'post')),
    )
    const one = searchResults(many, [pune], 'pune', undefined)
    const three = searchResults(many, [pune], 'pune', '3')
    if (one.kind !== 'results' || three.kind !== 'results') throw new Error('not results')
    expect(one.groups.map((group) => group.options.length)).toEqual([20, 1])
    expect(one).toMatchObject({ page: 1, previous: null, next: '/search?q=pune&page=2', total: 46 })
    expect(three.groups.map((group) => group.options.length)).toEqual([5])
    expect(three).toMatchObject({ page: 3, previous: '/search?q=pune&page=2', next: null })
  })

  it('shows the last page for a page past the end and the first for one that is no number', () => {
    const many = engineOf(Array.from({ length: 25 }, (_, at) => entry(`Term note ${at}`, 'post')))
    expect(searchResults(many, [], 'term', '99')).toMatchObject({ page: 2 })
    expect(searchResults(many, [], 'term', 'x')).toMatchObject({ page: 1 })
    expect(searchResults(many, [], 'term', ['0', '2'])).toMatchObject({ page: 1 })
  })

  it('writes addresses a visitor can share', () => {
    expect(searchResultsPath('term plan')).toBe('/search?q=term+plan')
    expect(searchResultsPath('a&b', 2)).toBe('/search?q=a%26b&page=2')
  })
})
