import { useEffect, useSyncExternalStore } from 'react'

import { createOverlays, type TOverlayKind } from '@/domain/shell/overlays'
import { createScrollLock } from '@/domain/shell/scroll-lock'
import { createStore } from '@/domain/shell/store'

/**
 * Client state shared by the shell and the forms: the page loader flag, which desktop submenu is open, and the
 * body scroll lock. Each is a tiny external store read with useSyncExternalStore; nothing here touches the server.
 */

// ---- page loader -------------------------------------------------------------------------------------------------

const pageLoader = createStore(false)

/** Shows (true) or hides (false) the full-page loading overlay; it locks body scroll while shown. */
export const setPageLoader = (loading: boolean) => pageLoader.set(loading)

export const usePageLoader = () => useSyncExternalStore(pageLoader.subscribe, pageLoader.get, () => false)

// ---- scroll lock -------------------------------------------------------------------------------------------------

export const scrollLock = createScrollLock(() => (typeof document === 'undefined' ? null : document.body))

/** Holds the body scroll lock while `active` is true; several holders may coexist (menu, loader, dialogs). */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return
    return scrollLock.lock()
  }, [active])
}

// ---- overlays ----------------------------------------------------------------------------------------------------

/** Every open overlay holds a place here (domain/shell/overlays.ts); the first-visit popups wait for it to empty. */
export const overlays = createOverlays()

/** Holds a place among the open overlays while `active` is true. */
export function useOverlay(active: boolean, kind: TOverlayKind = 'task') {
  useEffect(() => {
    if (!active) return
    return overlays.hold(kind)
  }, [active, kind])
}

// ---- desktop submenus --------------------------------------------------------------------------------------------

/** How an open submenu was opened: a hover opens it for a while, a click (or Enter, Space, ArrowDown) pins it. */
export type TMenuMode = 'hover' | 'click'
type TOpenMenu = { id: string; mode: TMenuMode } | null

export const openMenu = createStore<TOpenMenu>(null)

export const useOpenMenu = () => useSyncExternalStore(openMenu.subscribe, openMenu.get, () => null)

// ---- media queries -----------------------------------------------------------------------------------------------

/** Whether a media query matches; false while server rendering and until hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
