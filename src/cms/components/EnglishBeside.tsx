'use client'
import { useConfig, useDocumentInfo, useFormFields, useLocale } from '@payloadcms/ui'
import React, { useEffect, useMemo, useState } from 'react'

import { englishTextAt, listPathsOf, type TEditedLists, type TRowShape } from '../english-beside/match'

import './english-beside.css'

/**
 * The English versions the open forms' fields read: one request per document while its fields are drawn in another
 * language, shared by all of them. When the last of them goes (the document closed, or switched to English), it is
 * forgotten: opening the document again, or switching back to Hindi, reads the English afresh.
 */
const englishVersions = new Map<string, { version: Promise<unknown>; readers: number }>()

function readEnglish(url: string): { version: Promise<unknown>; release: () => void } {
  let entry = englishVersions.get(url)
  if (!entry) {
    const version = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<unknown>) : null))
      .catch(() => null)
    entry = { version, readers: 0 }
    englishVersions.set(url, entry)
  }
  const read = entry
  read.readers += 1
  return {
    version: read.version,
    release: () => {
      read.readers -= 1
      if (read.readers <= 0 && englishVersions.get(url) === read) englishVersions.delete(url)
    },
  }
}

const inputIdOf = (path: string) => `field-${path.replace(/\./g, '__')}`

/**
 * Under a text box written per language while the form is in another language than English (decision 116): the
 * English text of the same field, read-only, as a reference to translate from. Nothing in English, nothing when
 * the English is empty, and nothing where the row (a section, a list entry) is not surely the same one in English.
 * The line describes the input for screen readers (`aria-describedby`).
 */
export function EnglishBeside({ path }: { path?: string }) {
  const { code: locale } = useLocale()
  const {
    config: { localization, routes, serverURL },
  } = useConfig()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const english = localization ? localization.defaultLocale : undefined
  const translating = !!path && !!english && !!locale && locale !== english

  const lists = useMemo(() => (path ? listPathsOf(path) : []), [path])
  // The rows of each list on the way to the field, as a string so the field redraws only when they change.
  const rowsKey = useFormFields(([fields]) =>
    JSON.stringify(
      lists.map((list) =>
        (fields[list]?.rows ?? []).map((row) => [row.id ?? null, row.blockType ?? null] as const),
      ),
    ),
  )

  const url = !translating
    ? null
    : globalSlug
      ? `${serverURL ?? ''}${routes.api}/globals/${globalSlug}?locale=${english}&depth=0&draft=true`
      : collectionSlug && id !== undefined && id !== null
        ? `${serverURL ?? ''}${routes.api}/${collectionSlug}/${id}?locale=${english}&depth=0&draft=true`
        : null

  const [englishDoc, setEnglishDoc] = useState<{ url: string; doc: unknown } | null>(null)
  useEffect(() => {
    if (!url) return
    let current = true
    const { version, release } = readEnglish(url)
    void version.then((doc) => {
      if (current) setEnglishDoc({ url, doc })
    })
    return () => {
      current = false
      release()
    }
  }, [url])

  const text = useMemo(() => {
    if (!url || !path || englishDoc?.url !== url) return null
    const rows = JSON.parse(rowsKey) as [string | null, string | null][][]
    const edited: TEditedLists = Object.fromEntries(
      lists.map((list, i) => [
        list,
        (rows[i] ?? []).map(([rowId, blockType]): TRowShape => ({ id: rowId, blockType })),
      ]),
    )
    return englishTextAt(englishDoc.doc, path, edited)
  }, [url, path, englishDoc, rowsKey, lists])

  const lineId = path ? `english-beside-${path.replace(/\./g, '__')}` : undefined
  useEffect(() => {
    if (!text || !path || !lineId) return
    const input = document.getElementById(inputIdOf(path))
    if (!input) return
    const described = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
    if (!described.includes(lineId)) input.setAttribute('aria-describedby', [...described, lineId].join(' '))
    return () => {
      const left = (input.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter((t) => t && t !== lineId)
      if (left.length) input.setAttribute('aria-describedby', left.join(' '))
      else input.removeAttribute('aria-describedby')
    }
  }, [text, path, lineId])

  if (!text) return null
  return (
    <p className="english-beside" id={lineId} data-testid="english-beside">
      <span className="english-beside__label">English: </span>
      <span lang="en">{text}</span>
    </p>
  )
}
