'use client'

import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'

import { Icon } from '../primitives/Icon'
import { useOverlay } from '../shell/state'

/** The combobox's code loads on the first hover, focus or press of the search button, not with the page. */
const loadPanel = () => import('./SearchPanel')
const SearchPanel = lazy(loadPanel)

/**
 * The header's search button (spec 2.2, 2.3): opens the search box under the header. Kept tiny, as it ships with
 * every page; the box itself (./SearchPanel) is fetched when the visitor reaches for it.
 */
export function SearchLauncher() {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  useOverlay(open, 'passing')

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  // A visitor who opened the box and then navigated elsewhere with the keyboard leaves it open; Escape is handled
  // inside the panel, which returns focus here.
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close(true)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, close])

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="search-toggle inline-flex h-11 min-w-11 items-center justify-center rounded-full border border-brand-100 text-brand-700 hover:border-brand-600 hover:bg-brand-50"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label="Search"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <Icon name="search" className="h-5 w-5" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchPanel id={panelId} onClose={close} toggle={buttonRef} />
        </Suspense>
      ) : null}
    </>
  )
}
