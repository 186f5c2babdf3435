'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import { applyFilter, FILTER_DELAY_MS, type TFilter } from '@/domain/forms/filters'
import type { TValidation } from '@/domain/services/common'

export type { TValidation }

/** A validator from a function that answers a message per field (none when the values pass). */
export const fromErrors =
  <F extends string>(
    errorsOf: (values: Record<F, string>) => Partial<Record<F, string | null | undefined>>,
  ) =>
  (values: Record<F, string>): TValidation<Record<F, string>, F> => {
    const found = Object.entries(errorsOf(values)).filter(([, message]) => message)
    return found.length
      ? { ok: false, errors: Object.fromEntries(found) as Partial<Record<F, string>> }
      : { ok: true, value: values }
  }

/** Focuses a field by name; a group of radios by its first. */
function focusField(form: HTMLFormElement, name: string) {
  const target = form.elements.namedItem(name)
  const element = target instanceof RadioNodeList ? target[0] : target
  if (element instanceof HTMLElement) element.focus()
}

export type TFormOptions<F extends string, T> = {
  initial: Record<F, string>
  /** The form's rules, from `src/domain` (the route checks the same ones). */
  validate: (values: Record<F, string>) => TValidation<T, NoInfer<F>>
  /** Spec 5: the input filter each field follows, run FILTER_DELAY_MS after each change (a paste as a whole). */
  filters?: Partial<Record<F, TFilter>>
  /** Values that follow from another after it changed (a known IFSC fills the bank's name). */
  derive?: (values: Record<F, string>, changed: F) => Record<F, string>
  /** Prefix of the fields' element ids, when two forms with the same field names share a page. */
  idPrefix?: string
  /** Messages that wait until the visitor leaves the field (a trailing space is normal mid-typing). */
  waitsForBlur?: (message: string) => boolean
}

/**
 * The state of a form: values, filters, messages shown once a field is edited or left or the form submitted
 * (then the first invalid field takes focus), the server's field messages until the field changes, and the
 * sending flag that keeps a second submit out.
 */
export function useForm<F extends string, T = Record<F, string>>(options: TFormOptions<F, T>) {
  const { initial, validate, filters = {}, derive, idPrefix, waitsForBlur } = options
  const [values, setValues] = useState<Record<F, string>>(initial)
  const [shown, setShown] = useState<Partial<Record<F, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({})
  const [sending, setSending] = useState(false)
  const [focused, setFocused] = useState<F | null>(null)
  /** The messages as shown when a press began, kept until it ends (see `holdMessages`). */
  const [held, setHeld] = useState<Partial<Record<F, string | null>> | null>(null)
  const timers = useRef(new Map<F, ReturnType<typeof setTimeout>>())

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])
  const clearTimers = () => timers.current.forEach((timer) => clearTimeout(timer))

  const result = validate(values)
  const errors: Partial<Record<F, string>> = { ...(result.ok ? {} : result.errors), ...serverErrors }
  const fields = Object.keys(initial) as F[]

  const set = (name: F, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }))
    setShown((previous) => ({ ...previous, [name]: true }))
    setServerErrors((previous) => (name in previous ? { ...previous, [name]: undefined } : previous))
    const filter = (filters as Partial<Record<F, TFilter>>)[name]
    if (!filter && !derive) return
    clearTimeout(timers.current.get(name))
    timers.current.set(
      name,
      setTimeout(() => {
        setValues((previous) => {
          const next = filter ? { ...previous, [name]: applyFilter(filter, previous[name]) } : previous
          return derive ? derive(next, name) : next
        })
      }, FILTER_DELAY_MS),
    )
  }

  const messageOf = (name: F) => {
    const message = shown[name] ? (errors[name] ?? null) : null
    return message && focused === name && waitsForBlur?.(message) ? null : message
  }

  /**
   * For a press (pointerdown) inside the form: the messages stay as they are until the press ends. Pressing a box or
   * a button moves the focus, and leaving a field can show its message (or a filter due then can hide one); the
   * lines that come or go would move the box from under the pointer between press and release, and the click, and
   * the tick, would be lost. They change once the press is over and its click has run.
   */
  const holdMessages = () => {
    setHeld(
      Object.fromEntries(fields.map((name) => [name, messageOf(name)])) as Partial<Record<F, string | null>>,
    )
    const ended = new AbortController()
    const release = () => {
      ended.abort()
      setTimeout(() => setHeld(null), 0)
    }
    for (const type of ['pointerup', 'pointercancel'])
      document.addEventListener(type, release, { capture: true, signal: ended.signal })
  }

  const showAll = () => setShown(Object.fromEntries(fields.map((name) => [name, true])) as Record<F, boolean>)

  /**
   * For the form's onSubmit: checks, and either shows every message and focuses the first invalid field, or runs
   * `send` with the checked value while `sending` is set. A submit while one is under way is ignored.
   */
  const submit = async (
    event: React.FormEvent<HTMLFormElement>,
    send: (value: T, form: HTMLFormElement) => Promise<unknown> | unknown,
    /** Checks of parts outside the values (a chosen file): each shows its own message and takes focus. */
    also?: () => boolean,
  ) => {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const checked = validate(values)
    const rest = also ? also() : true
    if (!checked.ok) {
      showAll()
      const first = fields.find((name) => checked.errors[name])
      if (first) focusField(form, first)
      return
    }
    if (!rest) return
    setSending(true)
    try {
      await send(checked.value, form)
    } finally {
      setSending(false)
    }
  }

  return {
    values,
    sending,
    set,
    setValues,
    focus: (name: F) => setFocused(name),
    blur: (name: F) => {
      setFocused(null)
      setShown((previous) => ({ ...previous, [name]: true }))
    },
    errorOf: (name: F) => (held ? (held[name] ?? null) : messageOf(name)),
    holdMessages,
    idOf: (name: F) => (idPrefix ? `${idPrefix}-${name}` : name),
    /** The server's messages by field (a 400's `errors`), shown until the field changes. */
    showServerErrors: (found: Partial<Record<string, string>> | undefined) => {
      if (!found) return
      const known = Object.fromEntries(
        fields.filter((name) => found[name]).map((name) => [name, found[name]]),
      )
      setServerErrors(known as Partial<Record<F, string>>)
      showAll()
    },
    submit,
    reset: () => {
      clearTimers()
      setValues(initial)
      setShown({})
      setServerErrors({})
    },
  }
}

export type TForm<F extends string> = ReturnType<typeof useForm<F, unknown>>
