'use client'
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { CodeFieldClientComponent, JSONFieldClientComponent, Validate } from 'payload'
import React, { useCallback, useEffect, useId, useRef, useState } from 'react'

import './code-editor.css'

/** What the Tab key puts in: two spaces, as the snippets and JSON-LD are usually written. */
const INDENT = '  '

/**
 * A plain-text code editor for the admin's code and JSON fields (decision 95), in place of the editor Payload
 * loads from a public CDN, which the admin's own Content-Security-Policy refuses (src/host/csp.ts): a textarea in a
 * fixed-width font, part of the admin's bundle, that grows with its text. Tab indents the line or the lines
 * selected, Shift+Tab takes an indent off; Escape first lets the next Tab leave the field, so the keyboard is
 * never trapped.
 */
function CodeArea({
  id,
  value,
  onChange,
  readOnly,
  language,
  describedBy,
  invalid,
}: {
  id: string
  value: string
  onChange: (next: string) => void
  readOnly: boolean
  language: string
  describedBy: string
  invalid: boolean
}) {
  const area = useRef<HTMLTextAreaElement>(null)
  const tabLeaves = useRef(false)

  // The height follows the text, so a whole snippet shows without a second scroll bar.
  useEffect(() => {
    const element = area.current
    if (!element) return
    element.style.height = 'auto'
    element.style.height = `${element.scrollHeight + 2}px`
  }, [value])

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      tabLeaves.current = true
      return
    }
    if (
      event.key !== 'Tab' ||
      readOnly ||
      tabLeaves.current ||
      event.altKey ||
      event.ctrlKey ||
      event.metaKey
    ) {
      tabLeaves.current = false
      return
    }
    event.preventDefault()
    const element = event.currentTarget
    const { selectionStart: start, selectionEnd: end } = element
    const text = element.value
    const lineStart = text.lastIndexOf('\n', start - 1) + 1
    if (start === end && !event.shiftKey) {
      const next = text.slice(0, start) + INDENT + text.slice(end)
      onChange(next)
      requestAnimationFrame(() => element.setSelectionRange(start + INDENT.length, start + INDENT.length))
      return
    }
    // The lines the selection touches, indented or outdented together.
    const block = text.slice(lineStart, end)
    const lines = block.split('\n')
    const changed = event.shiftKey
      ? lines.map((line) => line.replace(new RegExp(`^ {1,${INDENT.length}}|^\\t`), ''))
      : lines.map((line) => INDENT + line)
    const next = text.slice(0, lineStart) + changed.join('\n') + text.slice(end)
    onChange(next)
    const firstShift = changed[0]!.length - lines[0]!.length
    const total = changed.join('\n').length - block.length
    requestAnimationFrame(() =>
      element.setSelectionRange(Math.max(lineStart, start + firstShift), end + total),
    )
  }

  return (
    <textarea
      ref={area}
      id={id}
      className="site-code-editor__input"
      data-language={language}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      readOnly={readOnly}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      autoCorrect="off"
      wrap="off"
      rows={3}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    />
  )
}

const fieldId = (path: string) => `field-${path.replace(/\./g, '__')}`

/** A `code` field (the analytics snippets): the text as typed. */
export const CodeField: CodeFieldClientComponent = ({ field, path: pathFromProps, readOnly, validate }) => {
  const { label, required, localized, admin } = field
  const memoizedValidate = useCallback<Validate>(
    (value, options) =>
      typeof validate === 'function'
        ? validate(
            value as string | null | undefined,
            { ...options, required } as Parameters<typeof validate>[1],
          )
        : true,
    [validate, required],
  )
  const { value, setValue, path, showError, disabled } = useField<string>({
    potentiallyStalePath: pathFromProps,
    validate: memoizedValidate,
  })
  const hint = useId()
  const locked = Boolean(readOnly || disabled)
  return (
    <div className={['field-type', 'site-code-editor', showError && 'error'].filter(Boolean).join(' ')}>
      <FieldLabel label={label} localized={localized} path={path} required={required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <CodeArea
          id={fieldId(path)}
          value={value ?? ''}
          onChange={(next) => setValue(next === '' ? null : next)}
          readOnly={locked}
          language={typeof admin?.language === 'string' ? admin.language : 'text'}
          describedBy={hint}
          invalid={Boolean(showError)}
        />
      </div>
      <FieldDescription description={admin?.description} path={path} />
      {locked ? null : (
        <p id={hint} className="site-code-editor__hint">
          Tab indents; press Esc, then Tab, to move on.
        </p>
      )}
    </div>
  )
}

const asText = (value: unknown): string =>
  value === undefined || value === null ? '' : JSON.stringify(value, null, INDENT)

/** Where a JSON text goes wrong, in the words of the browser's parser; null when it is fine (or empty). */
function jsonProblem(text: string): string | null {
  if (!text.trim()) return null
  try {
    JSON.parse(text)
    return null
  } catch (error) {
    return `This is not valid JSON: ${error instanceof Error ? error.message : String(error)}`
  }
}

/**
 * A `json` field (JSON-LD, stored forms): edited as text, stored as the value once the text is valid JSON. While it
 * is not, the field says where it goes wrong and the document cannot be saved.
 */
export const JsonField: JSONFieldClientComponent = ({ field, path: pathFromProps, readOnly, validate }) => {
  const { label, required, localized, admin } = field
  const [problem, setProblem] = useState<string | null>(null)
  const memoizedValidate = useCallback<Validate>(
    (value, options) => {
      if (problem) return problem
      return typeof validate === 'function'
        ? validate(
            value as Parameters<typeof validate>[0],
            { ...options, required } as Parameters<typeof validate>[1],
          )
        : true
    },
    [validate, required, problem],
  )
  const { value, setValue, path, showError, disabled } = useField<unknown>({
    potentiallyStalePath: pathFromProps,
    validate: memoizedValidate,
  })
  // The text on screen: the editor's own while it is being typed, else the stored value written out.
  const [text, setText] = useState(() => asText(value))
  const typed = useRef(false)
  useEffect(() => {
    if (typed.current) {
      typed.current = false
      return
    }
    setText(asText(value))
  }, [value])
  const hint = useId()
  const locked = Boolean(readOnly || disabled)

  const change = (next: string) => {
    typed.current = true
    setText(next)
    const wrong = jsonProblem(next)
    setProblem(wrong)
    setValue(wrong ? next : next.trim() ? JSON.parse(next) : null)
  }

  return (
    <div className={['field-type', 'site-code-editor', showError && 'error'].filter(Boolean).join(' ')}>
      <FieldLabel label={label} localized={localized} path={path} required={required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <CodeArea
          id={fieldId(path)}
          value={text}
          onChange={change}
          readOnly={locked}
          language="json"
          describedBy={hint}
          invalid={Boolean(showError || problem)}
        />
        {problem ? (
          <p className="site-code-editor__problem" role="status">
            {problem}
          </p>
        ) : null}
      </div>
      <FieldDescription description={admin?.description} path={path} />
      {locked ? null : (
        <p id={hint} className="site-code-editor__hint">
          Tab indents; press Esc, then Tab, to move on.
        </p>
      )}
    </div>
  )
}
