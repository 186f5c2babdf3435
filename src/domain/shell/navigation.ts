/**
 * What the page does with its scroll position once a client navigation has completed (spec 2.2): it goes to the
 * top unless the new page asked to keep it (scrollToPage false). The first load and back/forward moves keep the
 * browser's own position; a link to an anchor goes to the anchor.
 */
export type TScrollAction = 'top' | 'hash' | 'none'

export function scrollActionAfterNavigation(input: {
  previousPath: string | null
  path: string
  scrollToPage: boolean
  historyNavigation: boolean
  hash: string
}): TScrollAction {
  if (input.previousPath === null || input.previousPath === input.path) return 'none'
  if (input.historyNavigation || !input.scrollToPage) return 'none'
  return input.hash && input.hash !== '#' ? 'hash' : 'top'
}
