'use client'

import type React from 'react'
import { useEffect, useMemo, useReducer, useState } from 'react'

import type { TSearchResponse } from '@/domain/contract/search'
import { SEARCH } from '@/domain/search'

import {
  flatOptions,
  groupStarts,
  initialSearchState,
  listOpen,
  searchable,
  searchReducer,
} from './search-state'

/** Asks the search API for the header box's suggestions. */
export async function fetchSuggestions(
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

export type TSearchPanelOptions = {
  /** Text typed before the input had focus (kept by the launcher while the panel loaded). */
  early: string
  /** The page's path, sent as the search's referrer. */
  pathname: string
  /** The panel and the button that opened it: a pointer down anywhere else closes the list. */
  inside: readonly React.RefObject<HTMLElement | null>[]
  /** How suggestions are fetched (the search API; a test gives its own). */
  fetcher?: typeof fetchSuggestions
}

/**
 * The search box's state and the work behind it (spec 4): the text follows what the launcher passes on until the
 * input has focus; from 3 characters a debounced search runs, each new text aborting the request still running;
 * a pointer down outside the panel closes the list. The markup (SearchPanel) reads the state and sends actions.
 */
export function useSearchPanel({ early, pathname, inside, fetcher = fetchSuggestions }: TSearchPanelOptions) {
  const [state, dispatch] = useReducer(searchReducer, early, initialSearchState)
  // Until the input has focus, what is typed reaches it through the launcher: the text follows it.
  const [shownEarly, setShownEarly] = useState(early)
  if (early !== shownEarly) {
    setShownEarly(early)
    dispatch({ type: 'typed', text: early })
  }

  const { text } = state
  useEffect(() => {
    if (!searchable(text)) return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      fetcher(text.trim(), pathname, controller.signal)
        .then((answer) => dispatch({ type: 'answered', answer }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          console.error('Search suggestions could not be loaded', error)
          dispatch({ type: 'failed' })
        })
    }, SEARCH.debounceMs)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [text, pathname, fetcher])

  // Spec 4: "closes on document click".
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (inside.some((ref) => ref.current?.contains(target))) return
      dispatch({ type: 'collapsed' })
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [inside])

  const options = useMemo(() => flatOptions(state), [state])
  const starts = useMemo(() => groupStarts(state.groups), [state.groups])
  return { state, dispatch, options, starts, open: listOpen(state) }
}
