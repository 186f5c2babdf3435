import {
  canAccessAdmin,
  docAccessOperation,
  type CollectionSlug,
  type PayloadRequest,
  type ServerFunction,
} from 'payload'
import { hasScheduledPublishEnabled } from 'payload/shared'

import { formatIndiaDateTime, INDIA_TIME_ZONE } from '@/domain/format/india-time'
import { scheduleRefusal, type TScheduleType } from '@/domain/publishing/schedule'

import { logger } from '../log'

/**
 * The admin's "Schedule Publish" (the server function `schedule-publish`, registered in the admin's layout in
 * place of Payload's own). Payload's queued any time it was given, past ones included, which the runner then
 * published at once while the drawer said "Scheduled successfully". This one refuses a time that is not in the
 * future, a document the user may not publish, and (with review) a change nobody approved, each with a message the
 * drawer shows; it queues nothing then. Cancelling an entry checks the same right to publish.
 */
export interface IScheduleArgs {
  type?: string
  date?: Date | string
  deleteID?: number | string
  doc?: { relationTo: string; value: string }
  global?: string
  timezone?: string
}

export type TScheduleResult = { message: string } | { error: string }

/** A reason the user may not publish or unpublish this document on a schedule, or null. */
export type TScheduleGuard = (args: {
  req: PayloadRequest
  collection: string
  id: string
  type: TScheduleType
}) => Promise<string | null>

const guards: TScheduleGuard[] = []

/** Adds a check every schedule must pass (the review's approval, src/server/publishing/review.ts). */
export function addScheduleGuard(guard: TScheduleGuard) {
  if (!guards.includes(guard)) guards.push(guard)
}

async function mayPublish(req: PayloadRequest, slug: string, id: string | number): Promise<boolean> {
  const collection = req.payload.collections[slug as CollectionSlug]
  if (!collection || !hasScheduledPublishEnabled(collection.config)) return false
  const access = await docAccessOperation({ id, collection, data: { _status: 'published' }, req })
  return access.update === true
}

async function cancel(req: PayloadRequest, jobId: number | string): Promise<TScheduleResult> {
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: { and: [{ id: { equals: jobId } }, { taskSlug: { equals: 'schedulePublish' } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const job = docs[0]
  const doc = (job?.input as { doc?: { relationTo: string; value: string } } | undefined)?.doc
  if (!job || !doc) return { error: 'That scheduled event is no longer there.' }
  if (!(await mayPublish(req, doc.relationTo, doc.value)))
    return { error: 'You may not change what is scheduled for this page.' }
  await req.payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  logger.info({ job: job.id, doc, user: req.user?.id }, 'scheduled publishing cancelled')
  return { message: 'The scheduled event was cancelled.' }
}

export async function schedule(req: PayloadRequest, args: IScheduleArgs): Promise<TScheduleResult> {
  if (args.deleteID !== undefined && args.deleteID !== null && args.deleteID !== '')
    return cancel(req, args.deleteID)
  const { type, doc } = args
  const at =
    args.date instanceof Date ? args.date : typeof args.date === 'string' ? new Date(args.date) : null
  const refusal = scheduleRefusal({ type, at })
  if (refusal) return { error: refusal }
  if (!doc || args.global) return { error: 'Only pages and posts can be published on a schedule.' }
  if (!(await mayPublish(req, doc.relationTo, doc.value)))
    return { error: 'You may not publish this page, so you may not schedule it either.' }
  for (const guard of guards) {
    const reason = await guard({
      req,
      collection: doc.relationTo,
      id: String(doc.value),
      type: type as TScheduleType,
    })
    if (reason) return { error: reason }
  }
  const user = req.user
  // As Payload's own handler queues it: the document's id as a string (Payload's job reads it back), and the zone
  // the time was chosen in, kept in the job's input for the drawer's list.
  const input = {
    type,
    doc: { relationTo: doc.relationTo, value: String(doc.value) },
    timezone: args.timezone || INDIA_TIME_ZONE,
    user: user?.collection ? { relationTo: user.collection, value: user.id } : undefined,
  }
  await req.payload.jobs.queue({ task: 'schedulePublish', waitUntil: at!, input: input as never })
  logger.info({ doc, type, at: at!.toISOString(), user: user?.id }, 'publishing scheduled')
  return {
    message: `${type === 'publish' ? 'Publishes' : 'Unpublishes'} at ${formatIndiaDateTime(at)}.`,
  }
}

/** The server function the admin's schedule drawer calls. */
export const schedulePublishFunction: ServerFunction<IScheduleArgs, Promise<TScheduleResult>> = async (
  args,
) => {
  const { req } = args
  await canAccessAdmin({ req })
  try {
    return await schedule(req, args)
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'scheduling failed')
    return { error: 'The schedule could not be saved just now. Try again in a moment.' }
  }
}
