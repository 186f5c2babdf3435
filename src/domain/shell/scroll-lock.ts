/**
 * Body scroll lock shared by everything that covers the page (side menu, page loader, dialogs). Each holder takes
 * a lock and releases it; the page scrolls again only when the last holder has released, whatever the order.
 */
export type TClassTarget = { classList: { add: (name: string) => void; remove: (name: string) => void } }

export const SCROLL_LOCKED_CLASS = 'scroll-locked'

export function createScrollLock(target: () => TClassTarget | null) {
  let holders = 0
  return {
    /** Locks the page and returns the release function; releasing twice has no further effect. */
    lock(): () => void {
      holders += 1
      if (holders === 1) target()?.classList.add(SCROLL_LOCKED_CLASS)
      let released = false
      return () => {
        if (released) return
        released = true
        holders -= 1
        if (holders === 0) target()?.classList.remove(SCROLL_LOCKED_CLASS)
      }
    },
    holders: () => holders,
  }
}
