import type { TBranchOption } from '../branches'
import type { TSearchResponse } from '../contract/search'
import { BRANCH_GROUP_LABEL, SEARCH_GROUPS, type TSearchType } from '.'

/** One choice in the header box's list. */
export type TSearchOption = {
  key: string
  label: string
  link: string
  type: TSearchType | TBranchOption['type']
}

export type TSearchOptionGroup = { key: string; label: string; options: TSearchOption[] }

/**
 * The header box's list (spec 2.3): the answer's items under 'Life insurance Plans', 'Withdrawn Plans' and 'Blogs' in
 * that order, then the branch places; empty groups are left out. Within a group the answer's order is kept.
 */
export function groupSearchOptions(answer: Pick<TSearchResponse, 'data' | 'branches'>): TSearchOptionGroup[] {
  const groups: TSearchOptionGroup[] = SEARCH_GROUPS.map((group) => ({
    key: group.key,
    label: group.label,
    options: answer.data
      .filter((item) => (group.types as readonly TSearchType[]).includes(item.type))
      .map((item) => ({
        key: `${item.type}:${item.link}`,
        label: item.heading,
        link: item.link,
        type: item.type,
      })),
  }))
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
  return groups.filter((group) => group.options.length > 0)
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
