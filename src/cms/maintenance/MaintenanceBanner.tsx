import type { Payload } from 'payload'
import React from 'react'

import { formatIndiaDateTime } from '@/domain/format/india-time'
import { type IMaintenanceSettings, maintenanceEndsAt, maintenanceOn } from '@/domain/status/maintenance'

import './maintenance.css'

/**
 * Above every admin screen while visitors get the maintenance page (decision 85): nobody editing in the admin can
 * miss that the site is down, or for how long. Read from the database on each screen, so every instance agrees.
 */
export async function MaintenanceBanner({ payload }: { payload: Payload }) {
  const settings = (await payload
    .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    .catch(() => null)) as IMaintenanceSettings | null
  if (!maintenanceOn(settings)) return null
  const end = maintenanceEndsAt(settings)
  return (
    <div className="site-maintenance-banner" role="status" data-maintenance-banner="on">
      <strong>The site is under maintenance:</strong> visitors see “Page under maintenance”
      {end ? ` until ${formatIndiaDateTime(end)}` : ' until it is switched off'}.{' '}
      <a href={`${payload.config.routes.admin}/globals/site-settings`}>Site settings</a>
    </div>
  )
}
