import { describe, expect, it } from 'vitest'

import { scheduleRefusal, wasQueuedAhead } from './schedule'

describe('a scheduled publish', () => {
  // 11:40 in India.
  const now = new Date('2026-11-24T06:10:00.000Z')

  it('is taken for a time still to come', () => {
    expect(scheduleRefusal({ type: 'publish', at: new Date('2026-11-24T06:11:00.000Z'), now })).toBeNull()
    expect(scheduleRefusal({ type: 'unpublish', at: '2026-11-25T00:00:00.000Z', now })).toBeNull()
  })

  it('is refused for a time already past, saying what time it is in India', () => {
    // "11:35 Asia/Kolkata", five minutes ago, typed by an editor whose computer runs on UTC.
    const refusal = scheduleRefusal({ type: 'publish', at: new Date('2026-11-24T06:05:00.000Z'), now })
    expect(refusal).toBe(
      'That time has already passed: it is now 24 Nov 2026, 11:40 IST. Choose a later time; nothing was scheduled.',
    )
    expect(scheduleRefusal({ type: 'publish', at: now, now })).not.toBeNull()
  })

  it('is refused without a time or a type', () => {
    expect(scheduleRefusal({ type: 'publish', at: undefined, now })).toMatch(/choose the date and time/i)
    expect(scheduleRefusal({ type: 'publish', at: 'tomorrow', now })).toMatch(/choose the date and time/i)
    expect(scheduleRefusal({ type: 'delete', at: '2026-11-25T00:00:00.000Z', now })).toMatch(/publish or/i)
  })

  it('was queued ahead only when its time was later than its queueing', () => {
    expect(wasQueuedAhead('2026-11-24T06:11:00.000Z', '2026-11-24T06:10:00.000Z')).toBe(true)
    expect(wasQueuedAhead('2026-11-24T06:05:00.000Z', '2026-11-24T06:10:00.000Z')).toBe(false)
    expect(wasQueuedAhead(null, '2026-11-24T06:10:00.000Z')).toBe(false)
  })
})
