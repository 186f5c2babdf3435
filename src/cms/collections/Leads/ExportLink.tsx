'use client'
import { useListQuery } from '@payloadcms/ui'
import React, { useRef, useState } from 'react'

import { checkReason, REASON_MAX } from '@/domain/privacy/audit'

/**
 * Above the leads list: **Export CSV** downloads the rows the list shows now (its filter and search), after asking
 * why; mobile numbers and e-mails are masked unless asked for whole. The route checks the session, the role and the
 * reason, and logs the export (decision 86).
 */
export function ExportLink() {
  const { query } = useListQuery()
  const dialog = useRef<HTMLDialogElement>(null)
  const [reason, setReason] = useState('')
  const [full, setFull] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const where = query?.where && Object.keys(query.where).length ? query.where : null
  const search = typeof query?.search === 'string' ? query.search.trim() : ''

  const download = () => {
    const checked = checkReason(reason)
    if ('refused' in checked) {
      setError(checked.refused)
      return
    }
    const params = new URLSearchParams({ reason: checked.reason })
    if (where) params.set('where', JSON.stringify(where))
    if (search) params.set('search', search)
    if (full) params.set('full', '1')
    dialog.current?.close()
    setReason('')
    setFull(false)
    // A download link, followed once: the file downloads and the list stays open.
    const link = document.createElement('a')
    link.href = `/api/admin/leads.csv?${params}`
    link.download = ''
    document.body.append(link)
    link.click()
    link.remove()
  }

  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <button
        type="button"
        id="leads-export"
        className="btn btn--style-secondary btn--size-small"
        onClick={() => {
          setError(null)
          dialog.current?.showModal()
        }}
      >
        Export CSV
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="leads-export-title"
        style={{
          maxWidth: '34rem',
          padding: 'calc(var(--base) * 1.5)',
          border: '1px solid var(--theme-border-color)',
          borderRadius: 6,
          background: 'var(--theme-bg)',
          color: 'var(--theme-text)',
        }}
      >
        <h2 id="leads-export-title" style={{ marginTop: 0 }}>
          Export leads
        </h2>
        <p data-export-scope>
          {where || search
            ? 'The leads this list shows now, with its filter' +
              (search ? ` and the search “${search}”` : '') +
              '.'
            : 'Every lead: the list has no filter.'}{' '}
          The export is kept in the personal data log with your name and reason.
        </p>
        <label htmlFor="leads-export-reason" style={{ display: 'block', fontWeight: 600 }}>
          Why do you need it?
        </label>
        <textarea
          id="leads-export-reason"
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          style={{ width: '100%', margin: '4px 0 var(--base)' }}
        />
        <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 'var(--base)' }}>
          <input
            type="checkbox"
            id="leads-export-full"
            checked={full}
            onChange={(e) => setFull(e.target.checked)}
          />
          Include mobile numbers and e-mails whole (masked otherwise)
        </label>
        {error ? (
          <p role="alert" style={{ color: 'var(--theme-error-600)' }}>
            {error}
          </p>
        ) : null}
        <div style={{ display: 'flex', gap: 'var(--base)' }}>
          <button
            type="button"
            id="leads-export-download"
            className="btn btn--style-primary btn--size-medium"
            onClick={download}
          >
            Download CSV
          </button>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            onClick={() => dialog.current?.close()}
          >
            Cancel
          </button>
        </div>
      </dialog>
    </div>
  )
}
