'use client'

import { usePathname, useRouter } from 'next/navigation'
import type React from 'react'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'

import type { TSearchResponse } from '@/domain/contract/search'
import { SEARCH, SEARCH_PATH, searchResultsPath } from '@/domain/search'
import {
  groupSearchOptions,
  moveActive,
  resultsAnnouncement,
  type TSearchOptionGroup,
} from '@/domain/search/options'

import { Icon } from '../primitives/Icon'
import { Marked } from './Marked'

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

async function fetchSuggestions(
  text: string,
  referrer: string,
  signal: AbortSignal,
): Promise<TSearchResponse> {
  const query = new URLSearchParams({ search: text, page: '0' })
  const response = await fetch(`/api/v1/search-api?${query}`, {
    headers: { accept: 'application/json', 'api-version': 'v1', 'api-referrer': referrer },
    signal,
  })
  if (!response.ok) throw new Error(`GET /api/v1/search-api answered ${response.status}`)
  return (await response.json()) as TSearchResponse
}

/**
 * The search box (spec 2.3, 4, 5): a WAI-ARIA combobox whose listbox groups plans, withdrawn plans, blogs and branch
 * places. Below 3 characters the list is cleared and closed; from 3 a debounced search runs (the previous one is
 * aborted) and the list opens when there is something to show. A click outside, the close button, Escape or
 * choosing a suggestion closes it; choosing navigates with the router.
 */
export default function SearchPanel({ id, onClose, toggle, early = '', onInputReady }: Props) {
  const router = useRouter()
  const pathname = usePathname()
  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  const optionId = useId()
  const [text, setText] = useState(early)
  // Until the input has focus, what is typed reaches it through the launcher: the text follows it.
  const [shownEarly, setShownEarly] = useState(early)
  if (early !== shownEarly) {
    setShownEarly(early)
    setText(early)
  }
  const [groups, setGroups] = useState<TSearchOptionGroup[]>([])
  const [expanded, setExpanded] = useState(false)
  const [active, setActive] = useState(-1)
  const [announcement, setAnnouncement] = useState('')
  const [failed, setFailed] = useState(false)
  /** The text with its slips corrected, when the search read a word as another ("term insurance"). */
  const [corrected, setCorrected] = useState<string | null>(null)

  const options = useMemo(() => groups.flatMap((group) => group.options), [groups])
  /** Where each group's options start in the flat list the arrow keys move through. */
  const starts = useMemo(
    () => groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.options.length, 0)),
    [groups],
  )
  const listOpen = expanded && options.length > 0

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

  // Debounced search; each new text aborts the request still running for the previous one.
  useEffect(() => {
    const trimmed = text.trim()
    if (trimmed.length < SEARCH.minLength) return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      fetchSuggestions(trimmed, pathname, controller.signal)
        .then((answer) => {
          const next = groupSearchOptions(answer)
          const count = next.reduce((sum, group) => sum + group.options.length, 0)
          setFailed(false)
          setCorrected(answer.did_you_mean)
          setGroups(next)
          setActive(-1)
          setExpanded(count > 0)
          setAnnouncement(
            answer.did_you_mean && count > 0
              ? `Showing results for ${answer.did_you_mean}. ${resultsAnnouncement(count)}`
              : resultsAnnouncement(count),
          )
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          console.error('Search suggestions could not be loaded', error)
          setFailed(true)
          setGroups([])
          setExpanded(false)
          setAnnouncement('Search is not available right now.')
        })
    }, SEARCH.debounceMs)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [text, pathname])

  // Spec 4: "closes on document click".
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (rootRef.current?.contains(target) || toggle.current?.contains(target)) return
      setExpanded(false)
      setActive(-1)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [toggle])

  const onChange = (value: string) => {
    setText(value)
    setActive(-1)
    if (value.trim().length < SEARCH.minLength) {
      setGroups([])
      setExpanded(false)
      setFailed(false)
      setCorrected(null)
      setAnnouncement('')
    }
  }

  const choose = useCallback(
    (index: number) => {
      const option = options[index]
      if (!option) return
      setExpanded(false)
      onClose(false)
      router.push(option.link)
    },
    [options, onClose, router],
  )

  /** Enter with no suggestion chosen: every result, grouped, on /search?q=. */
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = text.trim()
    if (!query) return
    setExpanded(false)
    onClose(false)
    router.push(searchResultsPath(query))
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        if (!listOpen) {
          if (options.length === 0) return
          setExpanded(true)
        }
        setActive((current) => moveActive(current, options.length, event.key as 'ArrowDown' | 'ArrowUp'))
        return
      }
      case 'Enter':
        // A chosen suggestion opens its page; otherwise the form submits to the results page.
        if (listOpen && active >= 0) {
          event.preventDefault()
          choose(active)
        }
        return
      case 'Escape':
        event.preventDefault()
        if (listOpen) {
          setExpanded(false)
          setActive(-1)
        } else {
          onClose(true)
        }
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
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => options.length > 0 && setExpanded(true)}
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
                  onPointerMove={() => setActive(own)}
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
      {failed ? (
        <p className="mx-auto mt-2 max-w-3xl text-sm text-muted">Search is not available right now.</p>
      ) : null}
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </div>
  )
}
