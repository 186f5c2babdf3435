// @vitest-environment happy-dom
import { act, useEffect, useMemo, useRef } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { TSearchResponse } from '@/domain/contract/search'
import { SEARCH } from '@/domain/search'

import { useSearchPanel } from './useSearchPanel'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ANSWER = {
  results: [
    {
      heading: 'Term Plan',
      link: '/term-plan',
      kind: 'product',
      type: null,
      group: 'plans',
      group_label: 'Life insurance Plans',
      heading_marks: [],
      snippet: [],
    },
  ],
  branches: [],
  did_you_mean: null,
} as unknown as TSearchResponse

let root: Root
let seen: ReturnType<typeof useSearchPanel>
const fetcher = vi.fn<(text: string, referrer: string, signal: AbortSignal) => Promise<TSearchResponse>>()

function Probe({ early }: { early: string }) {
  const inside = useRef<HTMLDivElement>(null)
  const refs = useMemo(() => [inside], [])
  const panel = useSearchPanel({ early, pathname: '/plans', inside: refs, fetcher })
  useEffect(() => {
    seen = panel
  })
  return <div ref={inside} id="inside" />
}

const container = document.createElement('div')
document.body.append(container)
const type = (text: string) => act(() => seen.dispatch({ type: 'typed', text }))

beforeEach(() => {
  vi.useFakeTimers()
  fetcher.mockReset()
  fetcher.mockResolvedValue(ANSWER)
  root = createRoot(container)
  act(() => root.render(<Probe early="" />))
})
afterEach(() => {
  act(() => root.unmount())
  vi.useRealTimers()
})

describe('the search box behind its markup', () => {
  it('searches once typing pauses, from 3 characters, with the page as referrer', async () => {
    type('te')
    await act(async () => vi.advanceTimersByTime(SEARCH.debounceMs * 2))
    expect(fetcher).not.toHaveBeenCalled()
    type('ter')
    type('term')
    await act(async () => vi.advanceTimersByTime(SEARCH.debounceMs))
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher.mock.calls[0]!.slice(0, 2)).toEqual(['term', '/plans'])
    expect(seen.open).toBe(true)
    expect(seen.options.map((option) => option.label)).toEqual(['Term Plan'])
  })

  it('aborts the search still running when the text changes', async () => {
    fetcher.mockReturnValue(new Promise(() => {}))
    type('term')
    await act(async () => vi.advanceTimersByTime(SEARCH.debounceMs))
    const signal = fetcher.mock.calls[0]![2]
    type('terms')
    expect(signal.aborted).toBe(true)
  })

  it('says the search is not available when it fails', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fetcher.mockRejectedValue(new Error('GET /api/v1/search-api answered 500'))
    type('term')
    await act(async () => vi.advanceTimersByTime(SEARCH.debounceMs))
    expect(seen.state.failed).toBe(true)
    quiet.mockRestore()
  })

  it('closes the list on a press outside the panel, not inside it', async () => {
    type('term')
    await act(async () => vi.advanceTimersByTime(SEARCH.debounceMs))
    act(() =>
      document.getElementById('inside')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
    )
    expect(seen.open).toBe(true)
    act(() => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })))
    expect(seen.open).toBe(false)
    expect(seen.state.text).toBe('term')
  })

  it('follows the text typed before the input had focus', () => {
    act(() => root.render(<Probe early="cla" />))
    expect(seen.state.text).toBe('cla')
  })
})
