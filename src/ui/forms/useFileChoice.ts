'use client'

import type React from 'react'
import { useRef, useState } from 'react'

import { checkChosenFile, FILE_REQUIRED } from '@/domain/uploads/check'
import type { TFileKind } from '@/domain/uploads/kinds'

/**
 * A file the visitor chooses, checked by size and content before anything is sent (the server checks again).
 * `error` is shown under the field; `check()` on submit refuses a missing required file and focuses the field.
 */
export function useFileChoice(kinds: readonly TFileKind[], maxBytes: number, { required = false } = {}) {
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const ref = useRef<HTMLInputElement>(null)

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const chosen = input.files?.[0] ?? null
    setFile(null)
    setError(null)
    if (!chosen) return
    const verdict = await checkChosenFile(chosen, kinds, maxBytes)
    if (!verdict.ok) {
      setError(verdict.message)
      input.value = ''
      return
    }
    setFile(chosen)
  }

  return {
    file,
    error,
    ref,
    kinds,
    maxBytes,
    onChange,
    /** On submit: true when the choice may be sent; otherwise the message shows and the field takes focus. */
    check: () => {
      const problem = error ?? (required && !file ? FILE_REQUIRED : null)
      if (problem) {
        setError(problem)
        ref.current?.focus()
      }
      return !problem
    },
    /** The server's message about the file. */
    fail: (message: string) => setError(message),
    clear: () => {
      setFile(null)
      setError(null)
      if (ref.current) ref.current.value = ''
    },
  }
}

export type TFileChoice = ReturnType<typeof useFileChoice>
