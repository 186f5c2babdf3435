'use client'

import { usePathname, useRouter } from 'next/navigation'
import type React from 'react'
import { useCallback, useEffect, useId, useMemo, useRef } from 'react'

import { SEARCH, SEARCH_PATH, searchResultsPath } from '@/domain/search'

import { Icon } from '../primitives/Icon'
import { Marked } from './Marked'
import { NOT_AVAILABLE } from './search-state'
import { useSearchPanel } from './useSearchPanel'

type Props = {
  id: string
  onClose: (returnFocus: boolean) => void
  /** The button that opened the box: a click on it is not a click outside. */
  toggle: React.RefObject<HTMLButtonElement | null>
  /** Text typed before the input had focus (kept by the launcher while this code loaded). */
  early?: string
  /** Called once the input has focus: from then on, keys go to it. */
  onInputReady?: () => void
}

/**
 * The search box (spec 2.3, 4, 5): a WAI-ARIA combobox whose listbox groups plans, withdrawn plans, blogs and branch
 * places. Its state and the searches behind it are `useSearchPanel`'s (below 3 characters the list is cleared and
 * closed; from 3 a debounced search runs); this is the markup and the keys. A click outside, the close button,
 * Escape or choosing a suggestion closes it; choosing navigates with the router.
 */
export default function SearchPanel({ id, onClose, toggle, early = '', onInputReady }: Props) {
  const router = useRouter()
  const pathname = usePathname()
  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  const optionId = useId()
  const inside = useMemo(() => [rootRef, toggle], [toggle])
  const { state, dispatch, options, starts, open: listOpen } = useSearchPanel({ early, pathname, inside })
  const { text, groups, active, announcement, failed, corrected } = state

  // Spec 4: "Input is focused after 500 ms", the caret after anything typed before then.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const input = inputRef.current
      if (!input) return
      input.focus()
      input.setSelectionRange(input.value.length, input.value.length)
      onInputReady?.()
    }, SEARCH.focusDelayMs)
    return () => window.clearTimeout(timer)
  }, [onInputReady])

  const choose = useCallback(
    (index: number) => {
      const option = options[index]
      if (!option) return
      dispatch({ type: 'collapsed' })
      onClose(false)
      router.push(option.link)
    },
    [options, onClose, router, dispatch],
  )

  /** Enter with no suggestion chosen: every result, grouped, on /search?q=. */
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = text.trim()
    if (!query) return
    dispatch({ type: 'collapsed' })
    onClose(false)
    router.push(searchResultsPath(query))
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        dispatch({ type: 'moved', key: event.key })
        return
      case 'Enter':
        // A chosen suggestion opens its page; otherwise the form submits to the results page.
        if (listOpen && active >= 0) {
          event.preventDefault()
          choose(active)
        }
        return
      case 'Escape':
        event.preventDefault()
        if (listOpen) dispatch({ type: 'collapsed' })
        else onClose(true)
        return
    }
  }

  // Keeps the active option in view while moving through a long list.
  useEffect(() => {
    if (active < 0) return
    document.getElementById(`${optionId}-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [active, optionId])

  return (
    <div
      ref={rootRef}
      id={id}
      className="search-panel absolute inset-x-0 top-full z-50 border-t border-gray-100 bg-white px-4 py-3 shadow-xl"
    >
      <form
        role="search"
        action={SEARCH_PATH}
        method="get"
        onSubmit={onSubmit}
        className="mx-auto flex max-w-3xl items-center gap-2"
      >
        <label htmlFor={`${listId}-input`} className="sr-only">
          Search plans, blogs and branches
        </label>
        <div className="relative flex-1">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-muted"
          />
          <input
            ref={inputRef}
            id={`${listId}-input`}
            name="q"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listOpen}
            aria-controls={listId}
            aria-activedescendant={listOpen && active >= 0 ? `${optionId}-${active}` : undefined}
            aria-describedby={`${listId}-hint`}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH.maxLength}
            placeholder="Search plans, blogs, branches"
            value={text}
            onChange={(event) => dispatch({ type: 'typed', text: event.target.value })}
            onKeyDown={onKeyDown}
            onFocus={() => dispatch({ type: 'focused' })}
            className="h-12 w-full rounded-md border border-gray-300 pr-3 pl-10 text-base text-ink placeholder:text-muted focus:border-brand-600"
          />
        </div>
        <button
          type="button"
          aria-label="Close search"
          onClick={() => onClose(true)}
          className="inline-flex h-11 min-w-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
        >
          <Icon name="close" className="h-5 w-5" />
        </button>
      </form>
      <p id={`${listId}-hint`} className="sr-only">
        Type at least {SEARCH.minLength} characters for suggestions.
      </p>
      {listOpen && corrected ? (
        <p className="mx-auto mt-2 max-w-3xl text-sm text-muted" data-testid="search-corrected">
          Showing results for <span className="font-semibold text-ink">{corrected}</span>
        </p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!listOpen}
        className="search-results mx-auto mt-2 max-h-[min(70vh,32rem)] max-w-3xl overflow-y-auto rounded-md border border-gray-200"
      >
        {groups.map((group, groupIndex) => (
          <ul key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`} className="py-1">
            <li
              role="presentation"
              id={`${listId}-${group.key}`}
              className="px-4 pt-2 pb-1 text-xs font-bold tracking-wide text-muted uppercase"
            >
              {group.label}
            </li>
            {group.options.map((option, optionIndex) => {
              const own = (starts[groupIndex] ?? 0) + optionIndex
              const selected = own === active
              return (
                <li
                  key={option.key}
                  id={`${optionId}-${own}`}
                  role="option"
                  aria-selected={selected}
                  data-link={option.link}
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => choose(own)}
                  onPointerMove={() => dispatch({ type: 'pointed', index: own })}
                  className={`flex min-h-11 cursor-pointer items-center px-4 py-2 text-ink ${
                    selected ? 'bg-brand-50 text-brand-900 outline-2 -outline-offset-2 outline-brand-600' : ''
                  }`}
                >
                  <span>{option.marks ? <Marked parts={option.marks} /> : option.label}</span>
                </li>
              )
            })}
          </ul>
        ))}
      </div>
      {failed ? <p className="mx-auto mt-2 max-w-3xl text-sm text-muted">{NOT_AVAILABLE}</p> : null}
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </div>
  )
}
