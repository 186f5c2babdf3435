import { describe, expect, it } from 'vitest'

import type { TSearchResponse } from '@/domain/contract/search'

import {
  flatOptions,
  groupStarts,
  initialSearchState,
  listOpen,
  NOT_AVAILABLE,
  searchReducer,
  type TSearchAction,
  type TSearchState,
} from './search-state'

const result = (heading: string, group: string) => ({
  heading,
  link: `/${heading.toLowerCase().replace(/ /g, '-')}`,
  kind: 'product',
  type: null,
  group,
  group_label: group === 'plans' ? 'Life insurance Plans' : 'Blogs',
  heading_marks: [],
  snippet: [],
})

/** An answer of the search API with only what the box reads. */
const answer = (headings: [string, string][], didYouMean: string | null = null) =>
  ({
    results: headings.map(([heading, group]) => result(heading, group)),
    branches: [],
    did_you_mean: didYouMean,
  }) as unknown as TSearchResponse

const THREE = answer([
  ['Term Plan', 'plans'],
  ['Child Plan', 'plans'],
  ['Saving early', 'blogs'],
])

const run = (actions: TSearchAction[], state: TSearchState = initialSearchState()) =>
  actions.reduce(searchReducer, state)

describe('the search box state', () => {
  it('starts with what was typed before the box loaded, nothing listed', () => {
    const state = initialSearchState('ter')
    expect(state).toMatchObject({ text: 'ter', groups: [], expanded: false, active: -1, failed: false })
    expect(listOpen(state)).toBe(false)
  })

  it('opens the list on an answer with suggestions, grouped, and says how many there are', () => {
    const state = run([
      { type: 'typed', text: 'plan' },
      { type: 'answered', answer: THREE },
    ])
    expect(state.groups.map((group) => group.label)).toEqual(['Life insurance Plans', 'Blogs'])
    expect(flatOptions(state).map((option) => option.label)).toEqual([
      'Term Plan',
      'Child Plan',
      'Saving early',
    ])
    expect(groupStarts(state.groups)).toEqual([0, 2])
    expect(listOpen(state)).toBe(true)
    expect(state.announcement).toBe('3 suggestions available. Use the up and down arrows to review.')
  })

  it('keeps the list closed on an empty answer and says none were found', () => {
    const state = run([
      { type: 'typed', text: 'zzz' },
      { type: 'answered', answer: answer([]) },
    ])
    expect(listOpen(state)).toBe(false)
    expect(state.announcement).toBe('No suggestions found.')
  })

  it('names the corrected text when the search read a slip as another word', () => {
    const state = run([
      { type: 'typed', text: 'term insurence' },
      { type: 'answered', answer: answer([['Term Plan', 'plans']], 'term insurance') },
    ])
    expect(state.corrected).toBe('term insurance')
    expect(state.announcement).toMatch(/^Showing results for term insurance\. 1 suggestion available/)
  })

  it('clears and closes the list below 3 characters, and keeps it from 3 until the next answer', () => {
    const answered = run([
      { type: 'typed', text: 'plan' },
      { type: 'answered', answer: THREE },
    ])
    const longer = searchReducer(answered, { type: 'typed', text: 'plans' })
    expect(longer.groups).toBe(answered.groups)
    expect(longer.active).toBe(-1)
    const short = searchReducer(answered, { type: 'typed', text: 'pl' })
    expect(short).toEqual(initialSearchState('pl'))
    expect(searchReducer(answered, { type: 'typed', text: '  p ' }).groups).toEqual([])
  })

  it('moves through every group with the arrow keys, wrapping at both ends', () => {
    const answered = run([
      { type: 'typed', text: 'plan' },
      { type: 'answered', answer: THREE },
    ])
    const down = (state: TSearchState) => searchReducer(state, { type: 'moved', key: 'ArrowDown' })
    expect(down(answered).active).toBe(0)
    expect(down(down(down(answered))).active).toBe(2)
    expect(down(down(down(down(answered)))).active).toBe(0)
    expect(searchReducer(answered, { type: 'moved', key: 'ArrowUp' }).active).toBe(2)
  })

  it('opens a closed list again with an arrow key, and does nothing when there is nothing to show', () => {
    const closed = run([
      { type: 'typed', text: 'plan' },
      { type: 'answered', answer: THREE },
      { type: 'collapsed' },
    ])
    expect(listOpen(closed)).toBe(false)
    const moved = searchReducer(closed, { type: 'moved', key: 'ArrowDown' })
    expect(listOpen(moved)).toBe(true)
    expect(moved.active).toBe(0)
    const empty = initialSearchState('pla')
    expect(searchReducer(empty, { type: 'moved', key: 'ArrowDown' })).toBe(empty)
  })

  it('closes the list (the text stays) on Escape or a click outside, and shows it again on focus', () => {
    const answered = run([
      { type: 'typed', text: 'plan' },
      { type: 'answered', answer: THREE },
      { type: 'pointed', index: 1 },
    ])
    expect(answered.active).toBe(1)
    const closed = searchReducer(answered, { type: 'collapsed' })
    expect(closed).toMatchObject({ text: 'plan', expanded: false, active: -1 })
    expect(listOpen(searchReducer(closed, { type: 'focused' }))).toBe(true)
    const nothing = initialSearchState('pla')
    expect(searchReducer(nothing, { type: 'focused' })).toBe(nothing)
  })

  it('says the search is not available when it failed, and forgets that on the next answer', () => {
    const failed = run([{ type: 'typed', text: 'plan' }, { type: 'failed' }])
    expect(failed).toMatchObject({ failed: true, groups: [], expanded: false, announcement: NOT_AVAILABLE })
    expect(searchReducer(failed, { type: 'answered', answer: THREE }).failed).toBe(false)
  })
})
