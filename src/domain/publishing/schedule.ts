import { formatIndiaDateTime } from '../format/india-time'

/**
 * What a scheduled publish or unpublish must be to be taken: a real time, and one still to come. A time already
 * past is refused with a message, never run at once (decision 83). The same rule answers the admin's schedule drawer
 * as it is filled in and the server when it is saved.
 */

export const SCHEDULE_TYPES = ['publish', 'unpublish'] as const
export type TScheduleType = (typeof SCHEDULE_TYPES)[number]

export const SCHEDULE_MESSAGES = {
  noTime: 'Choose the date and time it should happen at.',
  noType: 'Choose whether to publish or to unpublish.',
  past: (now: Date) =>
    `That time has already passed: it is now ${formatIndiaDateTime(now)}. Choose a later time; nothing was scheduled.`,
} as const

/** Why a schedule for `at` may not be taken at `now`, or null when it may. */
export function scheduleRefusal({
  type,
  at,
  now = new Date(),
}: {
  type: unknown
  at: unknown
  now?: Date
}): string | null {
  if (typeof type !== 'string' || !(SCHEDULE_TYPES as readonly string[]).includes(type))
    return SCHEDULE_MESSAGES.noType
  const when = at instanceof Date ? at : typeof at === 'string' ? new Date(at) : null
  if (!when || Number.isNaN(when.getTime())) return SCHEDULE_MESSAGES.noTime
  if (when.getTime() <= now.getTime()) return SCHEDULE_MESSAGES.past(now)
  return null
}

/**
 * Whether a queued schedule was ever in the future: its time later than the moment it was queued. A job that was
 * not (queued some other way than through the admin's checks) is refused by the runner instead of run at once.
 */
export const wasQueuedAhead = (
  waitUntil: string | Date | null | undefined,
  createdAt: string | Date,
): boolean => !!waitUntil && new Date(waitUntil).getTime() > new Date(createdAt).getTime()
