'use client'

import { useEffect, useRef, useState } from 'react'

import { FILTER_DELAY_MS } from '@/domain/forms/filters'
import type { TValidation } from '@/domain/services/common'

/**
 * The state of a service form: values, the spec 5 filters run 10 ms after each change, and messages shown once a
 * field is edited or left, or the form submitted (then the first invalid field is focused).
 */
export function useServiceForm<F extends string, T>(options: {
  initial: Record<F, string>
  validate: (values: Record<F, string>) => TValidation<T, F>
  filters?: Partial<Record<F, (value: string) => string>>
  order: readonly F[]
}) {
  const { initial, validate, filters = {}, order } = options
  const [values, setValues] = useState<Record<F, string>>(initial)
  const [shown, setShown] = useState<Partial<Record<F, boolean>>>({})
  const timers = useRef(new Map<F, ReturnType<typeof setTimeout>>())

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])

  const result = validate(values)
  const errors: Partial<Record<F, string>> = result.ok ? {} : result.errors

  const set = (name: F, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }))
    setShown((previous) => ({ ...previous, [name]: true }))
    const filter = (filters as Partial<Record<F, (value: string) => string>>)[name]
    if (!filter) return
    clearTimeout(timers.current.get(name))
    timers.current.set(
      name,
      setTimeout(
        () => setValues((previous) => ({ ...previous, [name]: filter(previous[name]) })),
        FILTER_DELAY_MS,
      ),
    )
  }

  const errorOf = (name: F) => (shown[name] ? (errors[name] ?? null) : null)

  /** On submit: the valid value, or null after marking every field and focusing the first invalid one. */
  const check = (form: HTMLFormElement): T | null => {
    const checked = validate(values)
    if (checked.ok) return checked.value
    setShown(Object.fromEntries(order.map((name) => [name, true])) as Record<F, boolean>)
    const first = order.find((name) => checked.errors[name])
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus()
    return null
  }

  const reset = () => {
    setValues(initial)
    setShown({})
  }

  const blur = (name: F) => setShown((previous) => ({ ...previous, [name]: true }))

  return { values, set, errorOf, check, reset, blur, setValues }
}
