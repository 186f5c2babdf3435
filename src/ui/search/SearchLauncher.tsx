'use client'

import { useRouter } from 'next/navigation'
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'

import { SEARCH, searchResultsPath } from '@/domain/search'

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
  const router = useRouter()
  useOverlay(open, 'passing')

  /** What the visitor typed between opening the box and its input taking focus (its code may still be loading). */
  const [early, setEarly] = useState('')
  const typedRef = useRef('')
  useEffect(() => {
    typedRef.current = early
  }, [early])
  const capturing = useRef(false)
  const inputReady = useCallback(() => {
    capturing.current = false
  }, [])

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    setEarly('')
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  // Nothing typed while the box loads is lost: until a text field has focus, printable keys are kept here and
  // handed to the box, which shows them and goes on from there.
  useEffect(() => {
    if (!open) return
    capturing.current = true
    const onKey = (event: KeyboardEvent) => {
      if (!capturing.current) return
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing)
        return
      const target = event.target
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return
      if (target instanceof HTMLElement && target.isContentEditable) return
      if (event.key.length === 1) {
        event.preventDefault()
        setEarly((typed) => (typed + event.key).slice(0, SEARCH.maxLength))
      } else if (event.key === 'Backspace') {
        event.preventDefault()
        setEarly((typed) => typed.slice(0, -1))
      } else if (event.key === 'Enter' && typedRef.current.trim()) {
        // Enter before the box is ready does what it does in the box: opens the results.
        event.preventDefault()
        const query = typedRef.current.trim()
        close(false)
        router.push(searchResultsPath(query))
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, close, router])

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
          <SearchPanel
            id={panelId}
            onClose={close}
            toggle={buttonRef}
            early={early}
            onInputReady={inputReady}
          />
        </Suspense>
      ) : null}
    </>
  )
}
