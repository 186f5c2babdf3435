import {
  APIError,
  canAccessAdmin,
  type GlobalAfterChangeHook,
  type GlobalBeforeChangeHook,
  type PayloadRequest,
  type ServerFunction,
  type TaskConfig,
} from 'payload'

import { hasRole, type TRole } from '@/domain/staff/roles'
import {
  type IMaintenanceSettings,
  MAINTENANCE_MESSAGES,
  maintenanceEndsAt,
  maintenanceRefusal,
} from '@/domain/status/maintenance'

import { logger } from '../log'

/**
 * Maintenance made safe (decision 85), on the server: a save that sets an end time already past is refused; an end
 * time queues the job that switches maintenance off at that time (Payload's job queue, run by one instance at a time,
 * src/server/jobs), and the admin's switch (`maintenance-switch`) puts the site under maintenance only once the
 * administrator confirmed what it does.
 */

export const END_MAINTENANCE_TASK = 'endMaintenance'

class MaintenanceRefusal extends APIError {
  constructor(message: string) {
    super(message, 400, null, true)
  }
}

/** Refuses a save of the settings that would set an end time already past (any way it is sent). */
export const refusePastMaintenanceEnd: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const before = (originalDoc ?? null) as IMaintenanceSettings | null
  const after = { ...(before ?? {}), ...(data as IMaintenanceSettings) }
  const refused = maintenanceRefusal({ before, after, now: new Date() })
  if (refused) throw new MaintenanceRefusal(refused)
  return data
}

/** Queues the end of a maintenance that has an end time to come (again when it moves: the job checks the time). */
export const queueMaintenanceEnd: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const end = maintenanceEndsAt(doc as IMaintenanceSettings)
  const before = maintenanceEndsAt(previousDoc as IMaintenanceSettings)
  if (!end || end.getTime() <= Date.now() || before?.getTime() === end.getTime()) return doc
  await req.payload.jobs.queue({ task: END_MAINTENANCE_TASK, input: {}, waitUntil: end, req })
  logger.info({ endsAt: end.toISOString() }, 'maintenance end queued')
  return doc
}

/**
 * Switches maintenance off once its end time has come. Run by the job queue at that time; does nothing when the
 * maintenance was switched off already or its end moved later (a job for the new time is queued then).
 */
export async function endMaintenanceIfDue(req: PayloadRequest, now = Date.now()): Promise<boolean> {
  const settings = (await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })) as IMaintenanceSettings
  const end = maintenanceEndsAt(settings)
  if (!end || end.getTime() > now) return false
  await req.payload.updateGlobal({
    slug: 'site-settings',
    data: { show_maintenance: 'No', maintenance_ends_at: null },
    depth: 0,
    overrideAccess: true,
    req,
  })
  logger.info({ endedAt: end.toISOString() }, 'maintenance ended at its end time')
  return true
}

export const endMaintenanceTask: TaskConfig = {
  slug: END_MAINTENANCE_TASK,
  label: 'End maintenance at its end time',
  retries: 3,
  handler: async ({ req }) => {
    await endMaintenanceIfDue(req)
    return { output: {} }
  },
}

export type TMaintenanceResult = { message: string } | { error: string }

/**
 * Puts the site under maintenance (with an optional end time, an ISO instant the admin worked out from India time)
 * or brings it back, as the signed-in administrator. The admin's switch calls it after its confirmation.
 */
export async function switchMaintenance(
  req: PayloadRequest,
  { on, endsAt }: { on: boolean; endsAt?: string | null },
): Promise<TMaintenanceResult> {
  if (!hasRole(req.user as { roles?: TRole[] } | null, 'admin'))
    return { error: 'Only an administrator may switch maintenance on or off.' }
  let end: string | null = null
  if (on && endsAt) {
    const at = Date.parse(endsAt)
    if (!Number.isFinite(at)) return { error: MAINTENANCE_MESSAGES.endInvalid }
    end = new Date(at).toISOString()
  }
  try {
    await req.payload.updateGlobal({
      slug: 'site-settings',
      data: { show_maintenance: on ? 'Yes' : 'No', maintenance_ends_at: end },
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
  } catch (error) {
    if (error instanceof MaintenanceRefusal) return { error: error.message }
    throw error
  }
  logger.info({ on, endsAt: end, user: req.user?.id }, 'maintenance switched')
  return {
    message: on ? 'The site is now under maintenance for visitors.' : 'The site is live again for visitors.',
  }
}

/** The server function the admin's maintenance switch calls. */
export const maintenanceSwitchFunction: ServerFunction<
  { on: boolean; endsAt?: string | null },
  Promise<TMaintenanceResult>
> = async ({ req, on, endsAt }) => {
  await canAccessAdmin({ req })
  return switchMaintenance(req, { on: on === true, endsAt: typeof endsAt === 'string' ? endsAt : null })
}
