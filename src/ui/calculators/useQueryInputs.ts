'use client'

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'

/** How long after the last keystroke the address bar and the screen-reader summary catch up. */
export const SETTLE_MS = 400

const noSubscription = () => () => {}
const currentQuery = () => window.location.search
const serverQuery = () => ''

/** The defaults, with any of their keys the query string carries (values cut at 40 characters). */
function fromQuery<TKey extends string>(
  search: string,
  defaults: Record<TKey, string>,
): Record<TKey, string> {
  const query = new URLSearchParams(search)
  const values = { ...defaults }
  for (const key of Object.keys(defaults) as TKey[]) {
    const value = query.get(key)
    if (value !== null) values[key] = value.slice(0, 40)
  }
  return values
}

/**
 * A calculator's inputs as strings, kept in the page's query string so a result can be shared or bookmarked:
 * the query is read when the page hydrates (unknown keys are ignored), and written with history.replaceState once
 * typing settles. Returns the values, a setter, and the values as they were when typing last settled (for the
 * polite screen-reader announcement). `defaults` must be a module-level constant.
 */
export function useQueryInputs<TKey extends string>(defaults: Record<TKey, string>) {
  const search = useSyncExternalStore(noSubscription, currentQuery, serverQuery)
  const initial = useMemo(() => fromQuery(search, defaults), [search, defaults])
  const [edited, setEdited] = useState<Record<TKey, string> | null>(null)
  const [settled, setSettled] = useState<Record<TKey, string> | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const values = edited ?? initial

  useEffect(() => () => clearTimeout(timer.current), [])

  const set = useCallback(
    (key: TKey, value: string) => {
      const next = { ...values, [key]: value }
      setEdited(next)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        setSettled(next)
        const url = new URL(window.location.href)
        for (const name of Object.keys(defaults) as TKey[]) url.searchParams.set(name, next[name])
        window.history.replaceState(window.history.state, '', url)
      }, SETTLE_MS)
    },
    [values, defaults],
  )

  /** A field's name, value and change handler, bound to one input (`<NumberField {...bind('age')} />`). */
  const bind = useCallback(
    (key: TKey) => ({ name: key, value: values[key], onChange: (value: string) => set(key, value) }),
    [values, set],
  )

  return { values, set, bind, settled: settled ?? initial }
}

/** '12,34,567' → 1234567; '' → NaN (so the calculator reports the field instead of computing with 0). */
export function toNumber(value: string): number {
  const plain = value.replace(/,/g, '').trim()
  return plain === '' ? NaN : Number(plain)
}

/** An optional amount: empty means 'not entered'. */
export function toOptional(value: string): number | undefined {
  return value.replace(/,/g, '').trim() === '' ? undefined : toNumber(value)
}
