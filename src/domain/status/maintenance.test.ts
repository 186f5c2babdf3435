import { describe, expect, it } from 'vitest'

import {
  isOpenDuringMaintenance,
  maintenanceEffect,
  maintenanceEndsAt,
  maintenanceOn,
  maintenanceRefusal,
} from './maintenance'

const now = Date.parse('2026-11-28T16:00:00Z')

describe('maintenance', () => {
  it('is on while switched on, until its end time if it has one', () => {
    expect(maintenanceOn({ show_maintenance: 'No' }, now)).toBe(false)
    expect(maintenanceOn({ show_maintenance: 'Yes' }, now)).toBe(true)
    expect(maintenanceOn({ show_maintenance: 'Yes', maintenance_ends_at: '2026-11-28T16:00:01Z' }, now)).toBe(
      true,
    )
    // At its end time the site is live again on every instance, whatever the switch still reads.
    expect(maintenanceOn({ show_maintenance: 'Yes', maintenance_ends_at: '2026-11-28T16:00:00Z' }, now)).toBe(
      false,
    )
    expect(maintenanceOn({ show_maintenance: 'No', maintenance_ends_at: '2026-11-29T00:00:00Z' }, now)).toBe(
      false,
    )
    expect(maintenanceOn(null, now)).toBe(false)
  })

  it('has an end time only while on', () => {
    expect(
      maintenanceEndsAt({ show_maintenance: 'Yes', maintenance_ends_at: '2026-11-28T18:30:00Z' }),
    ).toEqual(new Date('2026-11-28T18:30:00Z'))
    expect(
      maintenanceEndsAt({ show_maintenance: 'No', maintenance_ends_at: '2026-11-28T18:30:00Z' }),
    ).toBeNull()
    expect(maintenanceEndsAt({ show_maintenance: 'Yes' })).toBeNull()
  })

  it('refuses switching on with an end time already past, saying the time it is now in India', () => {
    const at = new Date(now)
    expect(
      maintenanceRefusal({
        before: { show_maintenance: 'No' },
        after: { show_maintenance: 'Yes', maintenance_ends_at: '2026-11-28T15:59:00Z' },
        now: at,
      }),
    ).toBe(
      'That end time has already passed: it is now 28 Nov 2026, 21:30 IST. Choose a later time, or none.',
    )
    expect(
      maintenanceRefusal({
        before: { show_maintenance: 'No' },
        after: { show_maintenance: 'Yes', maintenance_ends_at: '2026-11-28T16:01:00Z' },
        now: at,
      }),
    ).toBeNull()
    expect(
      maintenanceRefusal({
        before: null,
        after: { show_maintenance: 'Yes', maintenance_ends_at: 'soon' },
        now: at,
      }),
    ).toMatch(/date and a time/)
    // Another setting saved after the end time, before the switch was set back: not refused.
    expect(
      maintenanceRefusal({
        before: { show_maintenance: 'Yes', maintenance_ends_at: '2026-11-28T15:00:00Z' },
        after: { show_maintenance: 'Yes', maintenance_ends_at: '2026-11-28T15:00:00Z' },
        now: at,
      }),
    ).toBeNull()
    expect(
      maintenanceRefusal({
        before: null,
        after: { show_maintenance: 'No', maintenance_ends_at: null },
        now: at,
      }),
    ).toBeNull()
  })

  it('leaves the renewal premium payment open, and nothing else', () => {
    expect(isOpenDuringMaintenance('/renewal-payment')).toBe(true)
    expect(isOpenDuringMaintenance('/renewal-payment/receipt')).toBe(true)
    expect(isOpenDuringMaintenance('/renewal-payment-options-offline')).toBe(false)
    expect(isOpenDuringMaintenance('/')).toBe(false)
    expect(isOpenDuringMaintenance('/contact-us')).toBe(false)
  })

  it('names its effect before it is switched on', () => {
    expect(maintenanceEffect(null)).toMatch(/until someone switches it off/)
    expect(maintenanceEffect(new Date('2026-11-28T18:30:00Z'))).toMatch(
      /until 29 Nov 2026, 00:00 IST, when it switches itself off\. Only the renewal premium payment stays open/,
    )
  })
})
