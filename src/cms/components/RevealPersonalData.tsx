'use client'
import { toast, useAuth, useDocumentInfo, useServerFunctions } from '@payloadcms/ui'
import React, { useState } from 'react'

import type { TRevealResult } from '@/server/privacy/reveal'

/** The mobile numbers and e-mails inside a stored form (the rest of it shows unmasked in the record already). */
function personalEntries(value: unknown): string {
  if (!value || typeof value !== 'object') return String(value ?? '')
  return Object.entries(value as Record<string, unknown>)
    .filter(([key, item]) => typeof item === 'string' && item && /mobile|phone|e-?mail/i.test(key))
    .map(([key, item]) => `${key}: ${String(item)}`)
    .join(', ')
}

/**
 * Above a record whose mobile number, e-mail and stored form show masked (decision 86): **Reveal personal data**
 * shows them whole here, to the roles that work the record, and the reveal is kept in the personal data log.
 */
export function RevealPersonalData({ roles }: { roles?: string[] }) {
  const { id, collectionSlug } = useDocumentInfo()
  const { user } = useAuth()
  const { serverFunction } = useServerFunctions()
  const [values, setValues] = useState<{ label: string; value: unknown }[] | null>(null)
  const [busy, setBusy] = useState(false)
  if (!id) return null
  const userRoles = ((user as { roles?: string[] } | null)?.roles ?? []) as string[]
  const may = !roles || userRoles.some((role) => roles.includes(role))

  const reveal = async () => {
    setBusy(true)
    try {
      const result = (await serverFunction({
        name: 'reveal-personal-data',
        args: { collection: collectionSlug, id },
      })) as TRevealResult | undefined
      if (!result || 'error' in result) {
        toast.error(result?.error ?? 'That did not work just now. Try again in a moment.')
        return
      }
      setValues(result.values)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      className="site-reveal"
      aria-labelledby="site-reveal-title"
      style={{ marginBottom: 'var(--base)' }}
    >
      <h3 id="site-reveal-title" style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        Personal data
      </h3>
      {values ? (
        <dl data-revealed>
          {values.map(({ label, value }) => (
            <React.Fragment key={label}>
              <dt style={{ fontWeight: 600 }}>{label}</dt>
              <dd style={{ margin: '0 0 calc(var(--base) / 2)', overflowWrap: 'anywhere' }}>
                {typeof value === 'string' ? value : personalEntries(value)}
              </dd>
            </React.Fragment>
          ))}
        </dl>
      ) : (
        <p style={{ margin: '0 0 calc(var(--base) / 2)' }}>
          Mobile numbers and e-mails show masked.
          {may ? ' Revealing them is kept in the personal data log, with your name and the time.' : ''}
        </p>
      )}
      {may && !values ? (
        <button
          type="button"
          id="reveal-personal-data"
          className="btn btn--style-secondary btn--size-small"
          disabled={busy}
          onClick={() => void reveal()}
        >
          Reveal personal data
        </button>
      ) : null}
    </section>
  )
}
