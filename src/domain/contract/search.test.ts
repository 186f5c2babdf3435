import { describe, expect, it } from 'vitest'

import { searchPage, type TSearchEntry } from '../search'
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
    })
  })

  it('sends branch suggestions with the first page only', () => {
    expect(toSearchResponse('term', searchPage([entry], 'term', 1), 10, [place]).branches).toEqual([])
  })
})
