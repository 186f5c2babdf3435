'use client'
import { toast, useDocumentInfo, useFormFields, useFormModified, useServerFunctions } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'

import type { TReviewAction } from '@/domain/publishing/review'
import type { IReviewStatus } from '@/server/publishing/review'

import './publishing.css'

type TResult = { message?: string; error?: string } | undefined

/** Said once the page has reloaded after an action (the form then holds the review as saved). */
export const NOTICE_KEY = 'site.review.notice'

/** What the last action did, kept for the reload that follows it and said once by the panel. */
function takeNotice(): string | null {
  if (typeof window === 'undefined') return null
  const notice = window.sessionStorage.getItem(NOTICE_KEY)
  if (notice) window.sessionStorage.removeItem(NOTICE_KEY)
  return notice
}

/**
 * The review in a page's sidebar (decision 84): where the change stands (Draft, In review, Approved, Published),
 * who changed, submitted and approved it and when (India time), and the buttons this user may press: Submit for
 * review, Approve, Send back (with a note). The server says what is allowed; the buttons only ask it.
 */
export function ReviewPanel() {
  const { id, collectionSlug, lastUpdateTime } = useDocumentInfo()
  const { serverFunction } = useServerFunctions()
  const modified = useFormModified()
  const state = useFormFields(([fields]) => fields['review.state']?.value as string | undefined)
  const [status, setStatus] = useState<IReviewStatus | null>(null)
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [notice] = useState(takeNotice)

  useEffect(() => {
    if (!id || !collectionSlug) return
    let open = true
    void (
      serverFunction({
        name: 'review-status',
        args: { collection: collectionSlug, id },
      }) as Promise<IReviewStatus | null>
    ).then((next) => {
      if (open) setStatus(next)
    })
    return () => {
      open = false
    }
  }, [serverFunction, id, collectionSlug, state, lastUpdateTime])

  if (!id || !status) return null

  const act = async (action: TReviewAction) => {
    setBusy(true)
    try {
      const result = (await serverFunction({
        name: 'review-action',
        args: { collection: collectionSlug, id, action, note },
      })) as TResult
      if (!result || result.error) {
        toast.error(result?.error ?? 'That did not work just now. Try again in a moment.')
        return
      }
      window.sessionStorage.setItem(NOTICE_KEY, result.message ?? 'Done.')
      window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="site-review" aria-labelledby="site-review-title" data-review-state={status.state}>
      {notice ? (
        <p className="site-review__notice" role="status">
          {notice}
        </p>
      ) : null}
      <h3 id="site-review-title" className="site-review__title">
        Review:{' '}
        <span className={`site-review__state site-review__state--${status.state}`}>{status.label}</span>
      </h3>
      {status.authors.length && status.state !== 'published' ? (
        <p className="site-review__line">Changed by {status.authors.join(', ')}</p>
      ) : null}
      {status.submitted ? <p className="site-review__line">Submitted by {status.submitted}</p> : null}
      {status.approved ? <p className="site-review__line">Approved by {status.approved}</p> : null}
      {status.note ? (
        <p className="site-review__note">
          <strong>Reviewer’s note:</strong> {status.note}
        </p>
      ) : null}
      {status.state === 'draft' ? (
        <p className="site-review__help">
          Publishing needs a second person’s approval: submit the change when it is ready.
        </p>
      ) : null}
      {status.state === 'approved' ? (
        <p className="site-review__help">Ready to publish, now or at a set time.</p>
      ) : null}
      {status.why ? <p className="site-review__help">{status.why}</p> : null}
      {status.may.approve || status.may.return ? (
        <label className="site-review__note-field">
          Note for the editor (needed to send it back)
          <textarea
            id="review-note"
            value={note}
            maxLength={1000}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
      ) : null}
      <div className="site-review__actions">
        {status.may.submit ? (
          <button
            type="button"
            id="review-submit"
            className="btn btn--style-primary btn--size-small"
            disabled={busy || modified}
            onClick={() => void act('submit')}
          >
            Submit for review
          </button>
        ) : null}
        {status.may.approve ? (
          <button
            type="button"
            id="review-approve"
            className="btn btn--style-primary btn--size-small"
            disabled={busy}
            onClick={() => void act('approve')}
          >
            Approve
          </button>
        ) : null}
        {status.may.return ? (
          <button
            type="button"
            id="review-return"
            className="btn btn--style-secondary btn--size-small"
            disabled={busy || !note.trim()}
            onClick={() => void act('return')}
          >
            Send back
          </button>
        ) : null}
      </div>
    </section>
  )
}
