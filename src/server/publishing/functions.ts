import type { ServerFunction } from 'payload'

import { maintenanceSwitchFunction } from '../maintenance'
import { revealFunction } from '../privacy/reveal'

import { reviewActionFunction, reviewStatusFunction } from './review'
import { schedulePublishFunction } from './schedule'

/** A server function of any arguments, as Payload's `serverFunctions` map takes them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TAnyServerFunction = ServerFunction<any, any>

/**
 * The admin's server functions the site adds or replaces (Payload's `serverFunctions`, passed by the admin's layout):
 * `schedule-publish` checks the time, the right to publish and the approval before queueing (schedule.ts), and
 * `review-action` submits, approves, sends back and publishes a change, `review-status` says where it stands
 * (review.ts); `maintenance-switch` puts the site under maintenance or back, after the admin's confirmation
 * (src/server/maintenance); `reveal-personal-data` shows a lead's personal data whole and logs it
 * (src/server/privacy/reveal.ts).
 */
export const ADMIN_SERVER_FUNCTIONS: Record<string, TAnyServerFunction> = {
  'schedule-publish': schedulePublishFunction,
  'review-action': reviewActionFunction,
  'review-status': reviewStatusFunction,
  'maintenance-switch': maintenanceSwitchFunction,
  'reveal-personal-data': revealFunction,
}
