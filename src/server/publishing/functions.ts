import type { ServerFunction } from 'payload'

import { schedulePublishFunction } from './schedule'

/** A server function of any arguments, as Payload's `serverFunctions` map takes them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TAnyServerFunction = ServerFunction<any, any>

/**
 * The admin's server functions the site adds or replaces (Payload's `serverFunctions`, passed by the admin's layout):
 * `schedule-publish` checks the time and the right to publish before queueing (schedule.ts).
 */
export const ADMIN_SERVER_FUNCTIONS: Record<string, TAnyServerFunction> = {
  'schedule-publish': schedulePublishFunction,
}
