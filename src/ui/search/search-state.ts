import type { TSearchResponse } from '@/domain/contract/search'
import { SEARCH } from '@/domain/search'
import {
  groupSearchOptions,
  moveActive,
  resultsAnnouncement,
  type TSearchOption,
  type TSearchOptionGroup,
} from '@/domain/search/options'

/**
 * The search box's state (spec 2.3, 4), apart from its markup: what is typed, the suggestions of the last answer,
 * whether the list is open, the active option, what the live region says, and whether the search failed. Every
 * change is an action, so each rule can be read, and tested, on its own.
 */
export type TSearchState = {
  text: string
  groups: TSearchOptionGroup[]
  expanded: boolean
  /** The option the arrow keys chose, in the flat list; -1 for none. */
  active: number
  announcement: string
  failed: boolean
  /** The text with its slips corrected, when the search read a word as another ("term insurance"). */
  corrected: string | null
}

export type TSearchAction =
  /** The visitor typed (or the launcher passed on what was typed before the input had focus). */
  | { type: 'typed'; text: string }
  /** The search for the current text answered. */
  | { type: 'answered'; answer: TSearchResponse }
  | { type: 'failed' }
  /** An arrow key in the input. */
  | { type: 'moved'; key: 'ArrowDown' | 'ArrowUp' }
  /** The pointer went over an option. */
  | { type: 'pointed'; index: number }
  /** The input took focus: the list shows again if it has something. */
  | { type: 'focused' }
  /** Escape, a click outside, or a choice: the list closes, the text stays. */
  | { type: 'collapsed' }

export const NOT_AVAILABLE = 'Search is not available right now.'

export const initialSearchState = (text = ''): TSearchState => ({
  text,
  groups: [],
  expanded: false,
  active: -1,
  announcement: '',
  failed: false,
  corrected: null,
})

/** Whether a text is long enough to search for (spec 4: from 3 characters). */
export const searchable = (text: string) => text.trim().length >= SEARCH.minLength

/** The suggestions in the order the arrow keys move through them. */
export const flatOptions = (state: TSearchState): TSearchOption[] =>
  state.groups.flatMap((group) => group.options)

/** Where each group's options start in the flat list. */
export const groupStarts = (groups: TSearchOptionGroup[]): number[] =>
  groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.options.length, 0))

/** The list is shown: open, with something in it. */
export const listOpen = (state: TSearchState) =>
  state.expanded && state.groups.some((g) => g.options.length > 0)

export function searchReducer(state: TSearchState, action: TSearchAction): TSearchState {
  switch (action.type) {
    case 'typed':
      // Below 3 characters the list is cleared and closed (spec 4); from 3 it waits for the next answer.
      return searchable(action.text)
        ? { ...state, text: action.text, active: -1 }
        : { ...initialSearchState(action.text) }
    case 'answered': {
      const groups = groupSearchOptions(action.answer)
      const count = groups.reduce((sum, group) => sum + group.options.length, 0)
      const corrected = action.answer.did_you_mean
      return {
        ...state,
        groups,
        expanded: count > 0,
        active: -1,
        failed: false,
        corrected,
        announcement:
          corrected && count > 0
            ? `Showing results for ${corrected}. ${resultsAnnouncement(count)}`
            : resultsAnnouncement(count),
      }
    }
    case 'failed':
      return { ...state, failed: true, groups: [], expanded: false, announcement: NOT_AVAILABLE }
    case 'moved': {
      const count = flatOptions(state).length
      if (count === 0) return state
      return { ...state, expanded: true, active: moveActive(state.active, count, action.key) }
    }
    case 'pointed':
      return state.active === action.index ? state : { ...state, active: action.index }
    case 'focused':
      return flatOptions(state).length > 0 && !state.expanded ? { ...state, expanded: true } : state
    case 'collapsed':
      return state.expanded || state.active !== -1 ? { ...state, expanded: false, active: -1 } : state
  }
}
