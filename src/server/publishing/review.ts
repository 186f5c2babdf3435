import {
  canAccessAdmin,
  docAccessOperation,
  type CollectionSlug,
  type Endpoint,
  type PayloadRequest,
  type ServerFunction,
} from 'payload'

import { hasRole, type TRole } from '@/domain/staff/roles'
import { REVIEW_ACTION, ReviewRefusal } from './refusal'
import { formatIndiaDateTime } from '@/domain/format/india-time'
import {
  type IReview,
  REVIEW_ACTIONS,
  REVIEW_MESSAGES,
  REVIEW_STATE_LABELS,
  reviewAfterAction,
  type TReviewAction,
  type TReviewState,
} from '@/domain/publishing/review'

import { logger } from '../log'
import { addScheduleGuard } from './schedule'

/**
 * The review's actions (decision 84): an editor submits a change, a reviewer who made no part of it approves it or
 * sends it back with a note, and an editor publishes what was approved. Each writes the review into a new draft
 * version (so the history keeps it), never the content, and each is refused with a message when the rules say no.
 * Called from the admin's review panel (the server function `review-action`) and through the REST API
 * (`POST /cms/api/pages/{id}/review`, `{ action, note }`).
 */

/** The collections whose changes are reviewed before they are published. */
export const REVIEWED_COLLECTIONS = ['pages'] as const

export type TReviewResult = { message: string; review?: IReview } | { error: string; status: number }

const isReviewed = (slug: string) => (REVIEWED_COLLECTIONS as readonly string[]).includes(slug)
const rolesOf = (req: PayloadRequest) => req.user as { roles?: TRole[] } | null

async function mayUpdate(req: PayloadRequest, slug: string, id: string | number, publish = false) {
  const collection = req.payload.collections[slug as CollectionSlug]
  if (!collection) return false
  const access = await docAccessOperation({
    id,
    collection,
    data: publish ? { _status: 'published' } : {},
    req,
  })
  return access.update === true
}

async function latest(req: PayloadRequest, slug: string, id: string | number) {
  return (await req.payload.findByID({
    collection: slug as CollectionSlug,
    id,
    draft: true,
    depth: 0,
    overrideAccess: true,
  })) as { _status?: string; review?: IReview | null } | null
}

const DONE: Record<TReviewAction | 'publish', string> = {
  submit: 'Submitted for review. A reviewer will approve it or send it back.',
  approve: 'Approved. An editor can now publish it or schedule it.',
  return: 'Sent back to the editor with your note.',
  publish: 'Published.',
}

export async function reviewAction(
  req: PayloadRequest,
  {
    collection,
    id,
    action,
    note,
  }: { collection: string; id: string | number; action: string; note?: string | null },
): Promise<TReviewResult> {
  const user = req.user
  if (!user) return { error: 'Sign in first.', status: 401 }
  if (!isReviewed(collection)) return { error: 'This collection has no review.', status: 400 }
  if (action !== 'publish' && !(REVIEW_ACTIONS as readonly string[]).includes(action))
    return { error: 'Unknown review action.', status: 400 }
  const doc = await latest(req, collection, id).catch(() => null)
  if (!doc) return { error: 'That page is no longer there.', status: 404 }

  if (action === 'publish') {
    if (!(await mayUpdate(req, collection, id, true)))
      return { error: 'You may not publish this page.', status: 403 }
    if (doc._status === 'published') return { error: REVIEW_MESSAGES.nothingToPublish, status: 409 }
    // Publishes the latest version as it stands, as a scheduled publish does: the save hook lets it through only
    // when that version is the approved one (src/cms/hooks/review.ts).
    try {
      await req.payload.update({
        collection: collection as CollectionSlug,
        id,
        data: { _status: 'published' },
        depth: 0,
        overrideAccess: false,
        user,
        req,
      })
    } catch (error) {
      if (error instanceof ReviewRefusal) return { error: error.message, status: 403 }
      throw error
    }
    logger.info({ collection, id, user: user.id }, 'approved change published')
    return { message: DONE.publish }
  }

  const outcome = reviewAfterAction({
    action: action as TReviewAction,
    before: doc.review,
    user: user.id,
    isReviewer: hasRole(rolesOf(req), 'reviewer', 'admin'),
    mayEdit: await mayUpdate(req, collection, id),
    note,
    now: new Date(),
  })
  if ('refused' in outcome) return { error: outcome.refused, status: 403 }
  await req.payload.update({
    collection: collection as CollectionSlug,
    id,
    draft: true,
    data: { review: outcome.review } as never,
    depth: 0,
    overrideAccess: true,
    context: { [REVIEW_ACTION]: true },
    user,
    req,
  })
  logger.info({ collection, id, action, user: user.id }, 'review action')
  return { message: DONE[action as TReviewAction], review: outcome.review }
}

/** Where a page stands in its review, in words, and what the signed-in user may do about it (the review panel). */
export interface IReviewStatus {
  state: TReviewState
  label: string
  authors: string[]
  submitted: string | null
  approved: string | null
  note: string | null
  may: Record<TReviewAction | 'publish', boolean>
  /** Why this user may not approve it (their own change), shown beside the buttons. */
  why: string | null
}

async function namesOf(req: PayloadRequest, ids: unknown[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => id !== null && id !== undefined).map(String))]
  if (!wanted.length) return new Map()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: wanted } },
    depth: 0,
    limit: wanted.length,
    overrideAccess: true,
    select: { name: true, email: true },
  })
  return new Map(docs.map((user) => [String(user.id), user.name || user.email]))
}

export async function reviewStatus(
  req: PayloadRequest,
  { collection, id }: { collection: string; id: string | number },
): Promise<IReviewStatus | null> {
  const user = req.user
  if (!user || !isReviewed(collection)) return null
  const doc = await latest(req, collection, id).catch(() => null)
  if (!doc) return null
  const review = doc.review ?? {}
  const state: TReviewState = review.state ?? (doc._status === 'published' ? 'published' : 'draft')
  const names = await namesOf(req, [...(review.authors ?? []), review.submittedBy, review.approvedBy])
  const name = (id: unknown) =>
    id === null || id === undefined ? null : (names.get(String(id)) ?? 'someone')
  const mayEdit = await mayUpdate(req, collection, id)
  const isReviewer = hasRole(rolesOf(req), 'reviewer', 'admin')
  const allowed = (action: TReviewAction) =>
    'review' in
    reviewAfterAction({
      action,
      before: review,
      user: user.id,
      isReviewer,
      mayEdit,
      note: 'x',
      now: new Date(),
    })
  const approveOutcome = reviewAfterAction({
    action: 'approve',
    before: review,
    user: user.id,
    isReviewer,
    mayEdit,
    now: new Date(),
  })
  const at = (who: unknown, when: string | null | undefined) =>
    who ? `${name(who)}, ${formatIndiaDateTime(when) ?? ''}`.replace(/, $/, '') : null
  return {
    state,
    label: REVIEW_STATE_LABELS[state],
    authors: (review.authors ?? []).map((author) => name(author)!),
    submitted:
      state === 'in_review' || state === 'approved' ? at(review.submittedBy, review.submittedAt) : null,
    approved: state === 'approved' || state === 'published' ? at(review.approvedBy, review.approvedAt) : null,
    note: review.note ?? null,
    may: {
      submit: allowed('submit'),
      approve: allowed('approve'),
      return: allowed('return'),
      publish:
        state === 'approved' && doc._status !== 'published' && (await mayUpdate(req, collection, id, true)),
    },
    why: state === 'in_review' && isReviewer && 'refused' in approveOutcome ? approveOutcome.refused : null,
  }
}

/** Scheduling a publish needs an approved change too (src/server/publishing/schedule.ts). */
addScheduleGuard(async ({ req, collection, id, type }) => {
  if (type !== 'publish' || !isReviewed(collection)) return null
  const doc = await latest(req, collection, id)
  if (!doc) return 'That page is no longer there.'
  if (doc._status === 'published') return REVIEW_MESSAGES.nothingToPublish
  return doc.review?.state === 'approved' ? null : REVIEW_MESSAGES.publishUnapproved
})

/** The server function the admin's review panel calls. */
export const reviewActionFunction: ServerFunction<
  { collection: string; id: string | number; action: string; note?: string },
  Promise<TReviewResult>
> = async ({ req, collection, id, action, note }) => {
  await canAccessAdmin({ req })
  try {
    return await reviewAction(req, { collection, id, action, note })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    logger.warn({ err: message, collection, id, action }, 'review action refused')
    return { error: message, status: 400 }
  }
}

/** The server function the review panel reads the review through. */
export const reviewStatusFunction: ServerFunction<
  { collection: string; id: string | number },
  Promise<IReviewStatus | null>
> = async ({ req, collection, id }) => {
  await canAccessAdmin({ req })
  return reviewStatus(req, { collection, id })
}

/** `POST /cms/api/{collection}/{id}/review` with `{ action, note }`. */
export const reviewEndpoint = (collection: string): Omit<Endpoint, 'root'> => ({
  path: '/:id/review',
  method: 'post',
  handler: async (req) => {
    const id = String(req.routeParams?.id ?? '')
    const body = (await req.json?.().catch(() => null)) as { action?: unknown; note?: unknown } | null
    try {
      const result = await reviewAction(req, {
        collection,
        id,
        action: typeof body?.action === 'string' ? body.action : '',
        note: typeof body?.note === 'string' ? body.note : null,
      })
      return Response.json(result, { status: 'error' in result ? result.status : 200 })
    } catch (error) {
      const status = (error as { status?: number }).status ?? 400
      return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status })
    }
  },
})
