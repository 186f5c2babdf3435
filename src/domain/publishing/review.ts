/**
 * The review before publishing (decision 84): IRDAI's rules on advertisements make an insurer approve marketing
 * material before it goes out, so a change to a page or post is published only after a second person approved it.
 *
 *   Draft → In review → Approved → Published (now, or at a scheduled time)
 *
 * Any change to the content starts again at Draft; a reviewer may send a change back to Draft with a note. Nobody
 * approves a change they made. Pure rules: the hook (src/cms/hooks/review.ts) and the actions
 * (src/server/publishing/review.ts) apply them.
 */

export const REVIEW_STATES = ['draft', 'in_review', 'approved', 'published'] as const
export type TReviewState = (typeof REVIEW_STATES)[number]

export const REVIEW_STATE_LABELS: Record<TReviewState, string> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
  published: 'Published',
}

export const REVIEW_ACTIONS = ['submit', 'approve', 'return'] as const
export type TReviewAction = (typeof REVIEW_ACTIONS)[number]

type TId = number | string

/** What a version records of its review. */
export interface IReview {
  state?: TReviewState | null
  /** Everyone who changed the content since it was last published. */
  authors?: TId[] | null
  submittedBy?: TId | null
  submittedAt?: string | null
  approvedBy?: TId | null
  approvedAt?: string | null
  /** The reviewer's note when a change is sent back. */
  note?: string | null
}

export const REVIEW_MESSAGES = {
  publishUnapproved:
    'This change has not been approved. Submit it for review; once a reviewer approves it, it can be published or scheduled.',
  publishChangedSinceApproval:
    'The page changed after it was approved. Submit the change for review again before publishing it.',
  createPublished: 'A new page is published only after review: save it as a draft and submit it for review.',
  nothingToPublish: 'There is no unpublished change to publish.',
  submitNothing: 'There is no change to submit: edit the page first.',
  submitNotDraft: 'Only a draft can be submitted for review.',
  notInReview: 'Only a change in review can be approved or sent back.',
  ownChange: 'You made part of this change, so someone else must approve it.',
  notReviewer: 'Only a reviewer or an administrator may approve or send back a change.',
  notEditor: 'Only an editor or an administrator may submit a change for review.',
  returnNeedsNote: 'Say what should change before sending it back.',
} as const

const IGNORED = new Set(['id', '_status', 'createdAt', 'updatedAt', 'lastEditedBy', 'review', 'deletedAt'])

/** A value as content compares it: empty values dropped, keys in order, related documents by their id. */
function canonical(value: unknown): unknown {
  if (value === null || value === undefined || value === '' || value === false) return undefined
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) {
    const items = value.map(canonical).filter((item) => item !== undefined)
    return items.length ? items : undefined
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    // A related document read with its fields stands for its id.
    if ('id' in record && ('createdAt' in record || 'updatedAt' in record)) return canonical(record.id)
    const entries = Object.keys(record)
      .sort()
      .map((key) => [key, canonical(record[key])] as const)
      .filter(([, item]) => item !== undefined)
    return entries.length ? Object.fromEntries(entries) : undefined
  }
  return value
}

/** The content of a page or post, as compared before and after a save (not its status, review or who saved it). */
export function contentFingerprint(doc: Record<string, unknown> | null | undefined): string {
  const content = Object.fromEntries(Object.entries(doc ?? {}).filter(([key]) => !IGNORED.has(key)))
  return JSON.stringify(canonical(content) ?? {})
}

const uniq = (ids: TId[]) => [...new Set(ids.map(String))].map((id) => (/^\d+$/.test(id) ? Number(id) : id))

/**
 * What a save by `user` does to the review, or the message it is refused with.
 * - a change to the content starts a new draft, its author added to the change's authors;
 * - a publish (a save that leaves the page published) needs the approved content, unchanged;
 * - anything else (an unchanged autosave, an unpublish) keeps the review as it was.
 */
export function reviewOnSave({
  operation,
  before,
  changed,
  publishing,
  wasPublished,
  user,
}: {
  operation: 'create' | 'update'
  /** The latest version's review (a draft if there is one). */
  before: IReview | null | undefined
  changed: boolean
  /** The save leaves the page published. */
  publishing: boolean
  /** The latest version is the published one (no draft pending). */
  wasPublished: boolean
  user: TId
}): { review: IReview } | { refused: string } {
  const state = before?.state ?? (wasPublished ? 'published' : 'draft')
  if (operation === 'create') {
    if (publishing) return { refused: REVIEW_MESSAGES.createPublished }
    return { review: { state: 'draft', authors: [user] } }
  }
  if (publishing) {
    if (changed)
      return {
        refused:
          state === 'approved'
            ? REVIEW_MESSAGES.publishChangedSinceApproval
            : REVIEW_MESSAGES.publishUnapproved,
      }
    // Nothing new: the latest version is the published one, or a draft saved since with the same content.
    if (wasPublished || state === 'published') return { review: { ...before, state } }
    if (state !== 'approved') return { refused: REVIEW_MESSAGES.publishUnapproved }
    return { review: { ...before, state: 'published', note: null } }
  }
  if (!changed) return { review: { ...before, state } }
  const earlier = state === 'published' ? [] : (before?.authors ?? [])
  return {
    review: {
      state: 'draft',
      authors: uniq([...earlier, user]),
      submittedBy: null,
      submittedAt: null,
      approvedBy: null,
      approvedAt: null,
      note: state === 'draft' ? (before?.note ?? null) : null,
    },
  }
}

/** What a review action does to the latest version's review, or why it may not. */
export function reviewAfterAction({
  action,
  before,
  user,
  isReviewer,
  mayEdit,
  note,
  now,
}: {
  action: TReviewAction
  before: IReview | null | undefined
  user: TId
  isReviewer: boolean
  mayEdit: boolean
  note?: string | null
  now: Date
}): { review: IReview } | { refused: string } {
  const state = before?.state ?? 'published'
  const authors = (before?.authors ?? []).map(String)
  const text = (note ?? '').trim().slice(0, 1000)
  switch (action) {
    case 'submit':
      if (!mayEdit) return { refused: REVIEW_MESSAGES.notEditor }
      if (state === 'published') return { refused: REVIEW_MESSAGES.submitNothing }
      if (state !== 'draft') return { refused: REVIEW_MESSAGES.submitNotDraft }
      return {
        review: {
          ...before,
          state: 'in_review',
          submittedBy: user,
          submittedAt: now.toISOString(),
          note: null,
        },
      }
    case 'approve':
    case 'return':
      if (!isReviewer) return { refused: REVIEW_MESSAGES.notReviewer }
      if (state !== 'in_review') return { refused: REVIEW_MESSAGES.notInReview }
      if (authors.includes(String(user)) || String(before?.submittedBy) === String(user))
        return { refused: REVIEW_MESSAGES.ownChange }
      if (action === 'approve')
        return {
          review: {
            ...before,
            state: 'approved',
            approvedBy: user,
            approvedAt: now.toISOString(),
            note: text || null,
          },
        }
      if (!text) return { refused: REVIEW_MESSAGES.returnNeedsNote }
      return { review: { ...before, state: 'draft', submittedBy: null, submittedAt: null, note: text } }
  }
}
