import { type TBranch, branchOptions } from '../branches'
import { searchResultPage } from '../contract/search'
import { SEARCH, searchResultsPath } from '.'
import type { TSearchEngine } from './engine'
import { groupSearchOptions, type TSearchOptionGroup } from './options'

/** The results page (/search?q=…&page=N): more per page than the header box, which shows a first look. */
export const RESULTS_PAGE_SIZE = 20

export type TSearchResults =
  /** Nothing asked yet: the page shows the box alone. */
  | { kind: 'empty' }
  /** Text the search does not take (too short or too long), with the message the header box's API gives. */
  | { kind: 'refused'; q: string; message: string }
  | {
      kind: 'results'
      q: string
      /** 1-based, as in the address. */
      page: number
      total: number
      groups: TSearchOptionGroup[]
      previous: string | null
      next: string | null
      /** The text with its slips corrected, and the address of its results ("Did you mean term insurance?"). */
      didYouMean: { text: string; path: string } | null
    }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * What /search shows for its query string: the site search's results in the header box's groups (plans and plan
 * lists, calculators, pages, questions, then spec 2.3's 'Withdrawn Plans' and 'Blogs', then the branch places), each
 * with its snippet, a page at a time, and "did you mean" when a slip was corrected. A page number that is not one, or
 * lies past the end, shows the first or the last page rather than nothing.
 */
export function searchResults(
  engine: TSearchEngine,
  branches: TBranch[],
  rawQ: string | string[] | undefined,
  rawPage: string | string[] | undefined,
): TSearchResults {
  const q = (first(rawQ) ?? '').trim()
  if (!q) return { kind: 'empty' }
  if (q.length < SEARCH.minLength)
    return { kind: 'refused', q, message: `Type at least ${SEARCH.minLength} characters to search.` }
  if (q.length > SEARCH.maxLength)
    return {
      kind: 'refused',
      q: q.slice(0, SEARCH.maxLength),
      message: `Search text can be at most ${SEARCH.maxLength} characters.`,
    }
  const asked = Number(first(rawPage) ?? '1')
  const outcome = engine.search(q)
  const total = searchResultPage(outcome, 0, 0).total
  const places = branchOptions(branches, q, SEARCH.branchLimit)
  const pages = Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE))
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, pages) : 1
  const { results } = searchResultPage(outcome, page - 1, RESULTS_PAGE_SIZE)
  return {
    kind: 'results',
    q,
    page,
    total: total + places.length,
    groups: groupSearchOptions({ results, branches: page === 1 ? places : [] }),
    previous: page > 1 ? searchResultsPath(q, page - 1) : null,
    next: page < pages ? searchResultsPath(q, page + 1) : null,
    didYouMean: outcome.corrected
      ? { text: outcome.corrected, path: searchResultsPath(outcome.corrected) }
      : null,
  }
}
