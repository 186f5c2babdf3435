import type { CollectionBeforeChangeHook } from 'payload'

import { contentFingerprint, type IReview, reviewOnSave } from '@/domain/publishing/review'
import { REVIEW_ACTION, ReviewRefusal } from '@/server/publishing/refusal'

type TDoc = Record<string, unknown> & { _status?: string | null; review?: IReview | null }

/**
 * The review before publishing (decision 84) on every save a signed-in user makes: a change to the content starts
 * a new draft with its author recorded, and a save that would leave the page published needs the approved content,
 * unchanged, or is refused. Whatever review the form sent is replaced: only the review's actions move it forward.
 * Saves without a user (the seed, the site's own writes) keep the review as it was.
 */
export const applyReview: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  const user = req.user
  if (!user || context[REVIEW_ACTION]) return data
  if (operation !== 'create' && operation !== 'update') return data
  const before = (originalDoc ?? null) as TDoc | null
  const incoming = data as TDoc
  const merged = { ...(before ?? {}), ...incoming }
  const status = incoming._status ?? before?._status ?? 'draft'
  const outcome = reviewOnSave({
    operation,
    before: before?.review,
    changed: operation === 'create' || contentFingerprint(merged) !== contentFingerprint(before),
    publishing: status === 'published',
    wasPublished: before?._status === 'published',
    user: user.id,
  })
  if ('refused' in outcome) throw new ReviewRefusal(outcome.refused)
  return { ...data, review: outcome.review }
}
