import type { TBranchOption } from '../branches'
import type { TSearchResponse, TSearchResult } from '../contract/search'
import type { TMarked } from './engine'
import { BRANCH_GROUP_LABEL } from '.'

/** One choice in the header box's list. */
export type TSearchOption = {
  key: string
  label: string
  link: string
  type: TSearchResult['kind'] | TBranchOption['type']
  /** The label in parts, the words the search found by marked. */
  marks?: TMarked
  /** Why it was found: a snippet of its summary (the results page shows it). */
  snippet?: TMarked
}

export type TSearchOptionGroup = { key: string; label: string; options: TSearchOption[] }

/**
 * The header box's list and the results page's groups: the search's results under their groups, in the order the
 * results come (plans, calculators, pages, questions, then spec 2.3's 'Withdrawn Plans' and 'Blogs' after
 * 'Life insurance Plans'), then the branch places; empty groups are left out.
 */
export function groupSearchOptions(
  answer: Pick<TSearchResponse, 'results' | 'branches'>,
): TSearchOptionGroup[] {
  const groups: TSearchOptionGroup[] = []
  for (const result of answer.results) {
    let group = groups.find((known) => known.key === result.group)
    if (!group) {
      group = { key: result.group, label: result.group_label, options: [] }
      groups.push(group)
    }
    group.options.push({
      key: `${result.kind}:${result.link}:${result.heading}`,
      label: result.heading,
      link: result.link,
      type: result.kind,
      marks: result.heading_marks,
      snippet: result.snippet,
    })
  }
  if (answer.branches.length)
    groups.push({
      key: 'branches',
      label: BRANCH_GROUP_LABEL,
      options: answer.branches.map((place) => ({
        key: `branch:${place.link}`,
        label: place.label,
        link: place.link,
        type: place.type,
      })),
    })
  return groups
}

/** The next active option for an arrow key, wrapping at both ends; -1 means none is active. */
export function moveActive(
  current: number,
  count: number,
  key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End',
): number {
  if (count === 0) return -1
  switch (key) {
    case 'Home':
      return 0
    case 'End':
      return count - 1
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1
  }
}

/** What the polite live region says after a search. */
export function resultsAnnouncement(count: number): string {
  if (count === 0) return 'No suggestions found.'
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'} available. Use the up and down arrows to review.`
}
