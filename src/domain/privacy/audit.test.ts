import { describe, expect, it } from 'vitest'

import { AUDIT_MESSAGES, checkReason } from './audit'

describe('the reason an export asks for', () => {
  it('is kept trimmed, in one line', () => {
    expect(checkReason('  Calling back\n the campaign leads ')).toEqual({
      reason: 'Calling back the campaign leads',
    })
  })

  it('is refused when missing, too short or too long', () => {
    for (const value of [undefined, '', '   ', 'why', 42])
      expect(checkReason(value)).toEqual({ refused: AUDIT_MESSAGES.reasonMissing })
    expect(checkReason('x'.repeat(301))).toEqual({ refused: AUDIT_MESSAGES.reasonTooLong })
  })
})
