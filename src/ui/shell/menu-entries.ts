import { useSyncExternalStore } from 'react'

import { HEADER_API_PATH, menuOfHeaderResponse } from '@/domain/contract/header'
import { menuEntriesOf, type TMenuEntry } from '@/domain/shell/menu'
import { createStore } from '@/domain/shell/store'

/*
 * The header menu's submenus, loaded in the browser the first time a visitor reaches for a menu (a pointer over a
 * menu bar item, focus on it, a press of its toggle or of the hamburger) from GET /api/v1/header (spec 7, the
 * answer the pages' own header is read from). Pages carry only the menu bar; the submenus' links and descriptions
 * were 8 KB of every page's HTML, read by few visitors. On a wide screen they are also fetched once the page is
 * loaded and the browser idle, so a hover usually finds them in. Loaded once a visit; a failure is tried again at
 * the next reach (decision 78).
 */

/** Where the menus stand: idle until reached for, then loading, ready (with the entries) or failed. */
export type TMenuState = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; entries: TMenuEntry[] }

const IDLE: TMenuState = { state: 'idle' }
const menu = createStore<TMenuState>(IDLE)
let pending: Promise<void> | null = null
let prefetchScheduled = false
let reloaded = false

async function fetchEntries(): Promise<TMenuEntry[]> {
  const response = await fetch(HEADER_API_PATH, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET ${HEADER_API_PATH}: ${response.status}`)
  const items = menuOfHeaderResponse(await response.json())
  if (!items) throw new Error(`GET ${HEADER_API_PATH}: not a header answer`)
  return menuEntriesOf(items)
}

/**
 * Loads the submenus unless they are on their way, or in (`again` loads them even then); resolves once they are in
 * or have failed.
 */
export function loadMenu({ again = false }: { again?: boolean } = {}): Promise<void> {
  if (menu.get().state === 'ready' && !again) return Promise.resolve()
  if (!pending) {
    menu.set({ state: 'loading' })
    pending = fetchEntries()
      .then((entries) => menu.set({ state: 'ready', entries }))
      .catch((error: unknown) => {
        console.warn('menu not loaded', error)
        menu.set({ state: 'failed' })
      })
      .finally(() => {
        pending = null
      })
  }
  return pending
}

/**
 * Loads the submenus again, once a visit: for a menu bar item the loaded menu lacks (a client-side navigation
 * brought a menu bar edited since the submenus were loaded).
 */
export function reloadMenuOnce(): void {
  if (reloaded) return
  reloaded = true
  void loadMenu({ again: true })
}

/** The menus' state, for a component to draw from. */
export const useMenu = (): TMenuState => useSyncExternalStore(menu.subscribe, menu.get, () => IDLE)

/**
 * On a screen wide enough for the menu bar, loads the submenus once the page has loaded and the browser is idle,
 * unless the visitor asked to save data. Scheduled once a visit, whichever menu item asks first.
 */
export function prefetchMenuWhenIdle(): void {
  if (prefetchScheduled) return
  prefetchScheduled = true
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  if (connection?.saveData || !window.matchMedia('(min-width: 768px)').matches) return
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => void loadMenu(), { timeout: 5000 })
    else setTimeout(() => void loadMenu(), 2000)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
