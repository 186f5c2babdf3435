import { describe, expect, it } from 'vitest'

import { retryTime } from './retry-time'

const at = (iso: string) => Date.parse(iso)

describe('retryTime', () => {
  it('names the time in India, rounded up to the minute', () => {
    // 11:41:20 UTC is 5:11:20 pm IST: the visitor may try after 5:12 pm.
    expect(retryTime(at('2026-11-24T09:00:00Z'), at('2026-11-24T11:41:20Z'))).toBe('after 5:12 pm')
  })

  it('says tomorrow when the time falls on the next day in India', () => {
    expect(retryTime(at('2026-11-24T17:00:00Z'), at('2026-11-25T04:30:00Z'))).toBe('after 10:00 am tomorrow')
  })
})
