import { describe, expect, it } from 'vitest'

import { searchPage, type TSearchEntry } from '../search'
import { createSearchEngine } from '../search/engine'
import { toSearchResponse } from './search'

const entry: TSearchEntry = {
  heading: 'Sahyog Smart Term',
  type: 'product_page',
  link: '/life-insurance/sahyog-smart-term',
  slug: 'sahyog-smart-term',
  product_category: 'life-insurance',
  blog_category: null,
  product_type: null,
}
const place = {
  type: 'branch_locator_address' as const,
  label: 'Pune, Maharashtra',
  heading: 'Pune',
  state: 'Maharashtra',
  district: 'Pune',
  city: null,
  link: '/contact-us/branches/maharashtra/pune',
}

describe('search-api answer (spec 7: "list of items with heading and type")', () => {
  it('holds the list of items with heading, type and link, and the paging around it', () => {
    const answer = toSearchResponse('smart term', searchPage([entry], 'smart term', 0), 10, [place])
    expect(answer).toEqual({
      status_code: 200,
      search: 'smart term',
      page: 0,
      page_size: 10,
      total: 1,
      has_next: false,
      data: [entry],
      branches: [place],
      results: [],
      results_total: 0,
      did_you_mean: null,
    })
  })

  it("adds the site search's results, one page of them, each with its group, marks and snippet, and did you mean", () => {
    const engine = createSearchEngine([
      {
        id: '/life-insurance/sahyog-smart-term',
        kind: 'plan',
        type: 'product_page',
        title: 'Sahyog Smart Term',
        link: '/life-insurance/sahyog-smart-term',
        keywords: '',
        summary: 'Pure protection up to age 85.',
        body: '',
      },
    ])
    const answer = toSearchResponse('smart trem', searchPage([entry], 'smart trem', 0), 10, [], {
      outcome: engine.search('smart trem'),
    })
    expect(answer.did_you_mean).toBe('smart term')
    expect(answer.results_total).toBe(1)
    expect(answer.results[0]).toEqual({
      heading: 'Sahyog Smart Term',
      link: '/life-insurance/sahyog-smart-term',
      kind: 'plan',
      type: 'product_page',
      group: 'plans',
      group_label: 'Life insurance Plans',
      heading_marks: [
        { text: 'Sahyog ', mark: false },
        { text: 'Smart', mark: true },
        { text: ' ', mark: false },
        { text: 'Term', mark: true },
      ],
      snippet: [
        { text: 'Pure ', mark: false },
        { text: 'protection', mark: true },
        { text: ' up to age 85.', mark: false },
      ],
    })
  })

  it('sends branch suggestions with the first page only', () => {
    expect(toSearchResponse('term', searchPage([entry], 'term', 1), 10, [place]).branches).toEqual([])
  })
})
