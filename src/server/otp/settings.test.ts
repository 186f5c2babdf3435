import { describe, expect, it } from 'vitest'

import { OTP_POLICY } from './settings'

/**
 * The security bound of docs/security.md, worked out from the settings themselves: with a 4-digit code, an attacker
 * who tries a number's codes for 30 days takes it over with a chance of at most 3 %. A change of the settings that
 * breaks the bound fails here.
 */
function takeoverChance(days: number) {
  const { length, maxWrongTries, wrongTriesPerNumber, wrongTriesWindowSeconds } = OTP_POLICY
  // Any `days` split into whole windows: at most `wrongTriesPerNumber` wrong tries are checked in each.
  const windows = Math.ceil((days * 24 * 3600) / wrongTriesWindowSeconds)
  const guesses = windows * wrongTriesPerNumber
  // The best single guess: the last allowed on one code, after the others on it were wrong.
  const best = 1 / (10 ** length - (maxWrongTries - 1))
  return 1 - (1 - best) ** guesses
}

describe('the OTP limits', () => {
  it('keep the chance of taking over a number in 30 days at or under 3 %', () => {
    expect(takeoverChance(30)).toBeLessThanOrEqual(0.03)
    expect(takeoverChance(30)).toBeCloseTo(0.0296, 4)
  })
})
