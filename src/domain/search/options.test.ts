import { describe, expect, it } from 'vitest'

import { RESULT_GROUP_LABELS } from '../contract/search'
import type { TResultGroupKey, TSearchKind } from './documents'
import { groupSearchOptions, moveActive, resultsAnnouncement } from './options'

describe('header box options (spec 2.3)', () => {
  it("groups the results in their order, spec 2.3's 'Life insurance Plans', 'Withdrawn Plans', 'Blogs' kept in theirs, then branches", () => {
    const result = (heading: string, group: TResultGroupKey, kind: TSearchKind) => ({
      heading,
      link: `/${heading}`,
      kind,
      type: null,
      group,
      group_label: RESULT_GROUP_LABELS[group],
      heading_marks: [{ text: heading, mark: true }],
      snippet: [],
    })
    const groups = groupSearchOptions({
      results: [
        result('p', 'plans', 'plan'),
        result('l', 'plans', 'plans'),
        result('c', 'tools', 'calculator'),
        result('w', 'withdrawn', 'withdrawn'),
        result('b', 'blogs', 'post'),
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
      'Calculators',
      'Withdrawn Plans',
      'Blogs',
      'Branches',
    ])
    expect(groups[0]!.options.map((o) => o.label)).toEqual(['p', 'l'])
    expect(
      groupSearchOptions({ results: [result('b', 'blogs', 'post')], branches: [] }).map((g) => g.label),
    ).toEqual(['Blogs'])
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
