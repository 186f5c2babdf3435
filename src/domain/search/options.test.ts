import { describe, expect, it } from 'vitest'

import { groupSearchOptions, moveActive, resultsAnnouncement } from './options'

describe('header box options (spec 2.3)', () => {
  it("groups under 'Life insurance Plans', 'Withdrawn Plans', 'Blogs' in that order, then branches, skipping empty groups", () => {
    const item = (
      heading: string,
      type: 'blog' | 'product_page' | 'withdrawn_detail_page' | 'parent_product_page',
    ) => ({
      heading,
      type,
      link: `/${heading}`,
      slug: null,
      product_category: null,
      blog_category: null,
      product_type: null,
    })
    const groups = groupSearchOptions({
      data: [
        item('w', 'withdrawn_detail_page'),
        item('b', 'blog'),
        item('p', 'product_page'),
        item('l', 'parent_product_page'),
      ],
      branches: [
        {
          type: 'branch_locator_address',
          label: 'Pune, Maharashtra',
          heading: 'Pune',
          state: 'Maharashtra',
          district: 'Pune',
          city: null,
          link: '/contact-us/branches/maharashtra/pune',
        },
      ],
    })
    expect(groups.map((g) => g.label)).toEqual([
      'Life insurance Plans',
      'Withdrawn Plans',
      'Blogs',
      'Branches',
    ])
    expect(groups[0]!.options.map((o) => o.label)).toEqual(['p', 'l'])
    expect(groupSearchOptions({ data: [item('b', 'blog')], branches: [] }).map((g) => g.label)).toEqual([
      'Blogs',
    ])
  })

  it('moves the active option with the arrow keys, wrapping around', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0)
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0)
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2)
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2)
    expect(moveActive(1, 3, 'End')).toBe(2)
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1)
  })

  it('announces the number of suggestions', () => {
    expect(resultsAnnouncement(1)).toMatch(/^1 suggestion available/)
    expect(resultsAnnouncement(0)).toBe('No suggestions found.')
  })
})
