import { formatIndiaDateTime } from '../format/india-time'

/**
 * Maintenance made safe (decision 85): whether the site is under maintenance at a given moment, what switching it
 * on must say first, and which addresses stay open to visitors while it is.
 *
 * The site is under maintenance while the setting show_maintenance is Yes and its end time, if it has one, is still
 * to come: at the end time every instance sees the site live again, whatever the switch still reads until the queued
 * job sets it back to No.
 */

export interface IMaintenanceSettings {
  show_maintenance?: string | null
  maintenance_ends_at?: string | null
}

const endOf = (settings: IMaintenanceSettings | null | undefined): number | null => {
  const at = settings?.maintenance_ends_at ? Date.parse(settings.maintenance_ends_at) : NaN
  return Number.isFinite(at) ? at : null
}

/** Whether visitors get the maintenance page at `now`. */
export function maintenanceOn(
  settings: IMaintenanceSettings | null | undefined,
  now: number = Date.now(),
): boolean {
  if (settings?.show_maintenance !== 'Yes') return false
  const end = endOf(settings)
  return end === null || now < end
}

/** The end time of a maintenance that is on, or null when it ends only when switched off. */
export function maintenanceEndsAt(settings: IMaintenanceSettings | null | undefined): Date | null {
  const end = endOf(settings)
  return settings?.show_maintenance === 'Yes' && end !== null ? new Date(end) : null
}

/**
 * Addresses visitors can still open while the site is under maintenance: the renewal premium payment (its form, the
 * gateway's sandbox and the receipt), so a premium falling due is never missed because of it.
 */
export const OPEN_DURING_MAINTENANCE = ['/renewal-payment'] as const

export const isOpenDuringMaintenance = (path: string) =>
  OPEN_DURING_MAINTENANCE.some((open) => path === open || path.startsWith(`${open}/`))

export const MAINTENANCE_MESSAGES = {
  endPassed: (now: Date) =>
    `That end time has already passed: it is now ${formatIndiaDateTime(now.toISOString())}. Choose a later time, or none.`,
  endInvalid: 'Type the end time as a date and a time, or leave both empty.',
} as const

/**
 * Why a save of the settings must be refused, or null: an end time already past cannot be set while switching
 * maintenance on (it would never take effect) or changed to one.
 */
export function maintenanceRefusal({
  before,
  after,
  now,
}: {
  before: IMaintenanceSettings | null | undefined
  after: IMaintenanceSettings
  now: Date
}): string | null {
  if (after.show_maintenance !== 'Yes' || !after.maintenance_ends_at) return null
  const end = endOf(after)
  if (end === null) return MAINTENANCE_MESSAGES.endInvalid
  const switchedOn = before?.show_maintenance !== 'Yes'
  const moved = endOf(before) !== end
  if ((switchedOn || moved) && end <= now.getTime()) return MAINTENANCE_MESSAGES.endPassed(now)
  return null
}

/** What the confirmation says switching maintenance on does, in words. */
export function maintenanceEffect(endsAt: Date | null): string {
  const until = endsAt
    ? `until ${formatIndiaDateTime(endsAt.toISOString())}, when it switches itself off`
    : 'until someone switches it off'
  return `Every page of the site will show visitors "Page under maintenance" instead of its content, ${until}. Only the renewal premium payment stays open. The admin stays open.`
}
